import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.KERBSIDE_API_URL ?? 'http://localhost:3000';

/**
 * react-router's published code keeps `Link`, `NavLink` and `Form` (with the form-submission and
 * link-prefetch code behind them) in every bundle, used or not: each is an unannotated
 * `forwardRef(…)` call followed by a `displayName` write, both side effects to a bundler (upstream:
 * remix-run/react-router#15299). This marks those calls pure and drops the top-level `displayName`
 * writes, names only React DevTools shows, so what the website does not use leaves its first load.
 * If a new react-router is written differently this matches nothing and only costs bytes (the size
 * report fails the build above the budget).
 */
function treeShakeableReactRouter(): Plugin {
  return {
    name: 'kerbside:tree-shakeable-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const shaken = code
          .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
        return shaken === code ? null : { code: shaken, map: null };
      },
    },
  };
}

// `vite build` makes the website (dist/); `vite build --ssr src/entry-server.tsx` makes the server
// renderer of the prerendered pages (dist/.ssr/, never served: dot paths are refused), with React
// and everything else bundled in so the API needs none of the website's packages.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), treeShakeableReactRouter()],
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
