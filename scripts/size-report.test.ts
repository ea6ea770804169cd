/** The shared first-load size report (scripts/size-report.mjs) on a build made up here: counted, budget, zod. */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = new URL('size-report.mjs', import.meta.url).pathname;
const dist = mkdtempSync(join(tmpdir(), 'size-report-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Random bytes as hex do not compress below half: 40,000 hex characters are about 20 KB gzip.
const incompressible = (bytes: number) => `export const x = "${randomBytes(bytes / 2).toString('hex')}";`;
mkdirSync(join(dist, '.vite'), { recursive: true });
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'assets/entry.js'), incompressible(40_000));
writeFileSync(join(dist, 'assets/shared.js'), incompressible(20_000));
writeFileSync(join(dist, 'assets/later.js'), incompressible(20_000));
writeFileSync(join(dist, 'assets/schema.js'), 'class ZodError extends Error {}');
const manifest = (withZod: boolean) => ({
  'index.html': { file: 'assets/entry.js', imports: ['shared.ts'], dynamicImports: ['later.tsx'] },
  'shared.ts': { file: 'assets/shared.js' },
  'later.tsx': { file: 'assets/later.js', imports: ['shared.ts'] },
  ...(withZod ? { 'schema.ts': { file: 'assets/schema.js' } } : {}),
});

function report(args: string[], withZod = false): { code: number; out: string } {
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest(withZod)));
  try {
    return { code: 0, out: execFileSync('node', [SCRIPT, '--dist', dist, '--label', 'Test app first load', ...args], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: failed.stdout + failed.stderr };
  }
}

describe('the first-load size report', () => {
  it('counts the entry and its static imports, and prints the lazy chunks apart', () => {
    const { code, out } = report(['--budget', '60']);
    expect(code).toBe(0);
    expect(out).toMatch(/Test app first load \(2 files\)/);
    expect(out).toMatch(/total (29|30|31)\.\d KB gzip \(budget 60 KB\)/);
    expect(out).toMatch(/\+ \d+\.\d KB gzip after the first screen, not counted: later\.tsx/);
  });

  it('fails above the budget, naming the figure', () => {
    const { code, out } = report(['--budget', '25']);
    expect(code).toBe(1);
    expect(out).toMatch(/Test app first load: \d+\.\d KB gzip exceeds the 25 KB budget/);
  });

  it('counts more entries when told, and the lazy chunks of the one named', () => {
    const { code, out } = report(['--budget', '60', '--entry', 'index.html', '--entry', 'later.tsx', '--lazy-of', 'later.tsx']);
    expect(code).toBe(0);
    expect(out).toMatch(/\(3 files\)/);
    expect(out).not.toMatch(/not counted/);
  });

  it('with --zod-free, fails when a chunk holds zod', () => {
    expect(report(['--budget', '60'], true).code).toBe(0);
    const { code, out } = report(['--budget', '60', '--zod-free', 'the test app'], true);
    expect(code).toBe(1);
    expect(out).toContain('zod is bundled into the test app: assets/schema.js');
  });

  it('refuses to run without a label and a budget', () => {
    expect(report(['--budget', 'lots']).code).toBe(2);
  });
});
