// `node ../../scripts/size-report.mjs --label <what> --budget <KB> [--entry <manifest key>]… [--lazy-of <key>] [--zod-free <app>] [--dist <dir>]`,
// run from an app's folder after its build: prints the gzipped JavaScript the app loads first and
// fails above the budget. Counted: the entries (default index.html) and their static imports, from
// Vite's manifest. Printed apart, outside the budget: the lazy chunks of the --lazy-of entry (default
// the first), fetched after the first screen. Browsers get the brotli copies, smaller still.
// With --zod-free, also fails when any chunk holds zod: the contract's schemas (~25 KB gzip) are the
// API's and the forms' checks, and the app's screens import words, paths and types only; a chunk
// with zod in it means a screen imported a module that builds a schema: split the words from it.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    label: { type: 'string' },
    budget: { type: 'string' },
    entry: { type: 'string', multiple: true, default: ['index.html'] },
    'lazy-of': { type: 'string' },
    'zod-free': { type: 'string' },
    dist: { type: 'string', default: 'dist' },
  },
});
const budgetKb = Number(args.budget);
if (!args.label || !(budgetKb > 0)) {
  console.error('Usage: node scripts/size-report.mjs --label <what> --budget <KB> [--entry <key>]… [--lazy-of <key>] [--zod-free <app>] [--dist <dir>]');
  process.exit(2);
}
const dist = resolve(args.dist);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** The JavaScript files of these manifest entries and their static imports, except those in `skip`. */
function filesOf(keys, skip = new Set()) {
  const files = new Set();
  const collect = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || skip.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const dep of chunk.imports ?? []) collect(dep);
  };
  for (const key of keys) collect(key);
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
function sizes(files) {
  const rows = [];
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const data = readFileSync(join(dist, file));
    const gz = gzipSync(data).length;
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    gzip += gz;
    brotli += br;
    rows.push(`  ${file.padEnd(48)} ${kb(gz).padStart(9)} gzip ${kb(br).padStart(9)} brotli`);
  }
  return { rows, gzip, brotli };
}

const first = filesOf(args.entry);
const counted = sizes(first);
const allJs = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
console.log(`${args.label} (${counted.rows.length} files):`);
console.log(counted.rows.join('\n'));
console.log(`  total ${kb(counted.gzip)} gzip (budget ${budgetKb} KB), ${kb(counted.brotli)} brotli; ${allJs.length} chunks in the build`);
for (const part of manifest[args['lazy-of'] ?? args.entry[0]]?.dynamicImports ?? []) {
  const later = sizes(filesOf([part], first));
  if (later.rows.length > 0) console.log(`  + ${kb(later.gzip)} gzip after the first screen, not counted: ${part}`);
}
if (counted.gzip / 1024 > budgetKb) {
  console.error(`${args.label}: ${kb(counted.gzip)} gzip exceeds the ${budgetKb} KB budget`);
  process.exit(1);
}

if (args['zod-free']) {
  const withZod = allJs.filter((chunk) => readFileSync(join(dist, chunk.file), 'utf8').includes('ZodError'));
  if (withZod.length > 0) {
    console.error(`zod is bundled into ${args['zod-free']}: ${withZod.map((chunk) => `${chunk.file} (${chunk.src ?? chunk.name})`).join(', ')}`);
    process.exit(1);
  }
}
