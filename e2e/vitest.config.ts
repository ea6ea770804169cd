import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: files one at a time (2-core machine), each with a site of its own, generous timeouts.
// The root is the repository, so `npm run test:e2e` (run from e2e/) finds the same files as
// `npx vitest run --config e2e/vitest.config.ts` from the root.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/tests/**/*.test.ts'],
    // One copy of the builds, one template database and one Chromium for the whole run
    // (support/global-setup.ts), and one worker that loads the support code once.
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for what the page shows after a request; on a loaded CI machine 1 s (Vitest's
    // default) is sometimes too short for a list to refetch.
    expect: { poll: { timeout: 5_000 } },
  },
});
