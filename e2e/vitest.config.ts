import { defineConfig } from 'vitest/config';

// Browser tests: one Chromium per file, files one at a time (2-core machine), generous timeouts.
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
