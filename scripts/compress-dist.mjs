// `node scripts/compress-dist.mjs <dist>`: writes a brotli (.br, quality 11) and a gzip (.gz,
// level 9) copy next to every text file of a build worth compressing (the website's, the operator
// console's), once at build time: the API serves them to browsers that accept them
// (Content-Encoding, Vary: Accept-Encoding) and never compresses a static file per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const given = process.argv[2];
if (!given) {
  console.error('Usage: node scripts/compress-dist.mjs <dist directory>');
  process.exit(2);
}
const dist = resolve(given);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite (manifest) and .ssr (server renderer) are never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

let count = 0;
let before = 0;
let brotli = 0;
for (const path of files(dist)) {
  const data = readFileSync(path);
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  // A copy no smaller than the file is left out: the file itself is sent.
  if (br.length < data.length) writeFileSync(`${path}.br`, br);
  if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
  count++;
  before += data.length;
  brotli += Math.min(br.length, data.length);
}
console.log(`Compressed ${count} files of ${given}: ${(before / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
