import { defineConfig } from 'vite';

const apiTarget = process.env.KERBSIDE_API_URL ?? 'http://localhost:3000';

// The drivers' app: its own build (dist/), served by the API at /driver (apps/api/src/http/app-static.ts),
// sharing nothing with the website's or the console's bundles. `npm run dev -w @kerbside/driver`
// proxies /api to a running API; the service worker is registered by production builds only.
//
// The code is written against React's API and types, and built with Preact through preact/compat:
// React 19 alone is 67 KB of gzipped JavaScript, over the app's whole first-load budget of 60 KB
// (README, "First-load size"). Every import of React, the app's and React Router's, lands on Preact.
// No React plugin: its Fast Refresh runtime is React's; a change reloads the page in development.
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  // DRIVER_APP_PATH of @kerbside/contract (a config file cannot load the package's TypeScript; src/app/paths.test.ts checks it)
  base: '/driver/',
  resolve: { alias: PREACT_FOR_REACT },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: { port: 5175, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router reads React 19's useOptimistic when there is one and does without it otherwise.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
});
