import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KERBSIDE_API_URL ?? 'http://localhost:3000';

// The operator console: its own build (dist/), served by the API at /operator, sharing nothing
// with the website's bundle. `npm run dev -w @kerbside/console` proxies /api to a running API.
export default defineConfig({
  // OPERATOR_CONSOLE_PATH of @kerbside/contract (a config file cannot load the package's TypeScript)
  base: '/operator/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
  },
});
