/**
 * The built server runs with its source maps: a stack trace it prints names the TypeScript file and
 * line, not a position in the bundle. A database path that cannot be created makes it fail at start.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

it('prints a start-up failure with TypeScript file names and lines', async () => {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    // /dev/null is a file, so no folder can be made under it.
    env: { PATH: process.env.PATH ?? '', PORT: '0', SQLITE_PATH: '/dev/null/kerbside.db' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect(code).not.toBe(0);
  expect(output).toMatch(/at openDatabase \(.*apps\/api\/src\/db\/database\.ts:\d+:\d+\)/);
  expect(output).not.toContain('kerbside.js:');
});
