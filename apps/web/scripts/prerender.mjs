// Checks the server renderer built into dist/.ssr/ (vite build --ssr): it must load with this
// build's manifest, render every prerendered page and give other addresses the shell with their
// screen's preloads, or the build fails here rather than on the server. Prints the size of each
// page's HTML. The API renders the pages with the operator's live settings
// (apps/api/src/http/web-pages.ts); this renders them with none.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const template = readFileSync(new URL('index.html', dist), 'utf8');
const renderer = await import(pathToFileURL(new URL('.ssr/entry-server.js', dist).pathname).href);
const { renderPage } = await renderer.load(manifest);

for (const path of renderer.PRERENDERED_PATHS) {
  const { html: page, rendered } = renderPage(template, path, { settings: {}, now: new Date() });
  if (!rendered || !page.includes('<main') || page.includes('<div id="root"></div>')) throw new Error(`${path} did not render`);
  if ((page.match(/<title>/g) ?? []).length !== 1) throw new Error(`${path} must have one <title>`);
  if (/<link rel="stylesheet"(?![^>]*disabled)/.test(page)) throw new Error(`${path} still loads a stylesheet before its first paint`);
  console.log(`Prerendered ${path.padEnd(14)} ${(page.length / 1024).toFixed(1)} KB of HTML (CSS inline)`);
}
const shell = renderPage(template, '/quotationview', { settings: {}, now: new Date() });
if (shell.rendered || !shell.html.includes('quotation-route')) throw new Error('/quotationview should be the shell, preloading its screen');
