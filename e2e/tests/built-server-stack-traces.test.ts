/**
 * The built server runs with its source maps: a stack trace it prints names the TypeScript file and
 * line, not a position in the bundle. A database path that cannot be created makes it fail at start.
 */
import { expect, it } from 'vitest';
import { runBuiltServerToExit } from '../support/server.js';

it('prints a start-up failure with TypeScript file names and lines', async () => {
  // /dev/null is a file, so no folder can be made under it.
  const { code, output } = await runBuiltServerToExit({ PORT: '0', SQLITE_PATH: '/dev/null/kerbside.db' });
  expect(code).not.toBe(0);
  expect(output).toMatch(/at openDatabase \(.*apps\/api\/src\/db\/database\.ts:\d+:\d+\)/);
  expect(output).not.toContain('kerbside.js:');
});
