// Prints the gzipped JavaScript and CSS the console loads first (its entry and static imports), so
// a change that makes it much heavier shows in the build log. No budget: the console is for staff
// on their own devices and never part of the website's first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

let total = 0;
for (const file of files) {
  const gzip = gzipSync(readFileSync(join(dist, file))).length;
  total += gzip;
  console.log(`  ${file.padEnd(40)} ${(gzip / 1024).toFixed(1).padStart(7)} KB gzip`);
}
console.log(`Operator console first load: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files`);
