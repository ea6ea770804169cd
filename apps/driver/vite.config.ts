import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KERBSIDE_API_URL ?? 'http://localhost:3000';

// The drivers' app: its own build (dist/), served by the API at /driver (apps/api/src/http/driver-static.ts),
// sharing nothing with the website's or the console's bundles. `npm run dev -w @kerbside/driver`
// proxies /api to a running API; the service worker is registered by production builds only.
export default defineConfig({
  // DRIVER_APP_PATH of apps/api/src/http/driver-static.ts and src/app/paths.ts
  base: '/driver/',
  plugins: [react()],
  server: { port: 5175, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
  },
});
