import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KERBSIDE_API_URL ?? 'http://localhost:3000';

// `vite build` makes the website (dist/); `vite build --ssr src/entry-server.tsx` makes the server
// renderer of the prerendered pages (dist/.ssr/, never served: dot paths are refused), with React
// and everything else bundled in so the API needs none of the website's packages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': apiTarget, '/media': apiTarget } },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
        manifest: false,
        minify: false,
        copyPublicDir: false,
        // One file: the API loads a rebuilt renderer by a new URL, and chunks would share the old one's React.
        rollupOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        target: 'es2022',
        reportCompressedSize: true,
        manifest: true,
      },
}));
