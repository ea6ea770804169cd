import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const TEST_DIRS = ['packages/*/src', 'apps/*/src', 'apps/*/scripts', 'scripts'];
const TESTS = TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`);

/** The directories a pattern of TEST_DIRS names ('*' stands for one directory). */
function directories(pattern: string): string[] {
  let dirs = ['.'];
  for (const part of pattern.split('/')) {
    dirs = dirs
      .flatMap((dir) => (part === '*' ? readdirSync(dir).map((name) => join(dir, name)) : [join(dir, part)]))
      .filter((dir) => existsSync(dir) && statSync(dir).isDirectory());
  }
  return dirs;
}

// A test file that replaces a module (vi.mock) needs a module graph of its own: in a shared one the
// real module may already be loaded by an earlier file. Found by reading the files, so that a new
// one cannot be forgotten.
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const ownModules = TEST_DIRS.flatMap(directories)
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules') && REPLACES_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The run's template databases (apps/api/src/test/database-template.ts).
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    // Each API test file builds its own app over its own database; what it does not need afresh is
    // the code: loading the app's modules again for each of 120 files was most of the run's time.
    // And one worker, Vitest's default on 2 cores, left a core idle while it waited on the other.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: 'shared', include: TESTS, exclude: [...configDefaults.exclude, ...ownModules], isolate: false } },
      ...(ownModules.length > 0 ? [{ extends: true, test: { name: 'own-modules', include: ownModules } }] : []),
    ],
  },
});
