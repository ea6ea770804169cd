// Bundles the API and the workspace packages into dist/kerbside.js (npm dependencies stay external)
// and writes dist/server.js, which turns source maps on before it loads the bundle: a stack trace in
// a log then names TypeScript files and lines, however the server is started.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kerbside/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/kerbside.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire as __kerbsideRequire } from 'node:module'; const require = __kerbsideRequire(import.meta.url);" },
  logLevel: 'info',
});

writeFileSync(
  new URL('./dist/server.js', import.meta.url),
  "// Starts the API (built by build.mjs). Source maps first: they apply to modules loaded after this.\nprocess.setSourceMapsEnabled(true);\nawait import('./kerbside.js');\n",
);
