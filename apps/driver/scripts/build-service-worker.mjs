// Builds the service worker (src/service-worker/sw.ts) to dist/sw.js after `vite build`, with the
// files the app's first screen needs (the entry of the Vite manifest and what it imports) to keep
// at install, and a version taken from them: a new build is a new worker, which drops the old copy.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

// DRIVER_APP_PATH of @kerbside/contract (a script cannot load the package's TypeScript; src/app/paths.test.ts checks it)
const APP_PATH = '/driver';
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const collect = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep);
};
collect('index.html');
const shellFiles = [...files].sort().map((file) => `${APP_PATH}/${file}`);
const version = createHash('sha256').update(shellFiles.join('\n')).update(readFileSync(join(dist, 'index.html'))).digest('hex').slice(0, 12);

await build({
  entryPoints: [new URL('../src/service-worker/sw.ts', import.meta.url).pathname],
  outfile: join(dist, 'sw.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  define: {
    APP_PATH: JSON.stringify(APP_PATH),
    BUILD_VERSION: JSON.stringify(version),
    SHELL_FILES: JSON.stringify(shellFiles),
  },
  logLevel: 'warning',
});
console.log(`Service worker ${version}: keeps ${shellFiles.length + 1} files for an offline start`);
