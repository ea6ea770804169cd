import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KERBSIDE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    reportCompressedSize: true,
    manifest: true,
  },
});
