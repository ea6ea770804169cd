// `node scripts/make-icons.mjs <dist>`: draws the app's home-screen icons (icons/icon-192.png and
// icons/icon-512.png, named by public/manifest.webmanifest) at build time, with no image library:
// public/icon.svg's car, white on the accent, over the whole square so the same picture serves as
// a maskable icon (the car stays inside the middle 80 % circle that every mask keeps).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const ACCENT = [0x0f, 0x5c, 0x4d]; // --color-accent of @kerbside/ui's tokens
const WHITE = [0xff, 0xff, 0xff];
// public/icon.svg's car in its 32-unit box (its two small corner arcs drawn as straight lines)
const CAR = [[7, 19], [9.5, 12.5], [11.4, 11], [20.6, 11], [22.5, 12.5], [25, 19], [25, 23], [22.5, 23], [22.5, 21], [9.5, 21], [9.5, 23], [7, 23]];
const WHEELS = [[11, 19], [21, 19]];
const WHEEL_RADIUS = 1.6;
const SAMPLES = 4; // per side, per pixel: smooth edges

function insideCar(x, y) {
  if (WHEELS.some(([cx, cy]) => (x - cx) ** 2 + (y - cy) ** 2 <= WHEEL_RADIUS ** 2)) return false;
  let inside = false;
  for (let i = 0, j = CAR.length - 1; i < CAR.length; j = i++) {
    const [xi, yi] = CAR[i];
    const [xj, yj] = CAR[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function draw(size) {
  const rows = Buffer.alloc(size * (1 + size * 4));
  for (let py = 0; py < size; py++) {
    const row = py * (1 + size * 4);
    rows[row] = 0; // PNG filter: none
    for (let px = 0; px < size; px++) {
      let hits = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = ((px + (sx + 0.5) / SAMPLES) / size) * 32;
          const y = ((py + (sy + 0.5) / SAMPLES) / size) * 32;
          if (insideCar(x, y)) hits++;
        }
      }
      const share = hits / (SAMPLES * SAMPLES);
      const at = row + 1 + px * 4;
      for (let c = 0; c < 3; c++) rows[at + c] = Math.round(ACCENT[c] + (WHITE[c] - ACCENT[c]) * share);
      rows[at + 3] = 255;
    }
  }
  return png(size, rows);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data) {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, rows) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const given = process.argv[2];
if (!given) {
  console.error('Usage: node scripts/make-icons.mjs <dist directory>');
  process.exit(2);
}
const dir = join(resolve(given), 'icons');
mkdirSync(dir, { recursive: true });
for (const size of [192, 512]) writeFileSync(join(dir, `icon-${size}.png`), draw(size));
console.log(`Icons: ${join(given, 'icons')}/icon-192.png, icon-512.png`);
