/// <reference types="node" />
/**
 * The website's pages as the server sends them, built by `npm run build` into dist/.ssr/ and used
 * by the API (apps/api/src/http/web-pages.ts), which adds the operator settings and caches each page.
 * - Home, Our Fleet, Contact Us and the two legal pages need no visitor state: they are rendered
 *   here with the current settings, their CSS inline, so text and the booking form paint before
 *   any script has run; main.tsx then hydrates them.
 * - Every other address gets the single-page app's shell with preload hints for its screen's
 *   chunks and stylesheets, so they download with the entry instead of after it.
 */
import { readFileSync } from 'node:fs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './app/router';
import type { Settings } from '@kerbside/contract';
import { AppRoutes, PRERENDERED_PATHS, preloadScreens, screens, screensAt } from './app/app-routes';
import { RenderTimeProvider } from './app/render-time';
import { SettingsProvider } from './app/settings-provider';
import { visibleTabs } from './features/quote-form/booking-tabs';

export { PRERENDERED_PATHS };

export interface RenderInput {
  settings: Settings;
  /** The clock the page is rendered for (the booking form's default pickup time). */
  now: Date;
}

/** The Hourly hire form, a lazy part of the home page (quote-form.tsx). */
const HOURLY_FORM = 'src/features/quote-form/hourly-form.tsx';

/**
 * Lazy parts that a prerendered page shows at the top with these settings: the home page's Hourly
 * hire form when it is the opening tab, which it is only without Transfer (IS_QUOTATION; decision
 * 7: Transfer opens first, and its code is in the home page's own chunk). Their code is preloaded
 * with the page's, so they hydrate with the page rather than a round trip later.
 */
function firstViewParts(settings: Settings): readonly string[] {
  return visibleTabs(settings)[0] === 'hourly' ? [HOURLY_FORM] : [];
}

/** Every screen a prerendered page shows, loaded once before the first render. */
const ready = Promise.all(PRERENDERED_PATHS.map((p) => preloadScreens(p)));

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** This build's files: dist/ is the parent of dist/.ssr/, where this module runs from. */
const dist = new URL('../', import.meta.url);
const readAsset = (file: string) => readFileSync(new URL(file, dist), 'utf8');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which page `pathname` gets: addresses showing the same screens share one page (the cache key of
 * the server); an unknown address gets the plain shell ('').
 */
export function pageKey(pathname: string): string {
  if (PRERENDERED_PATHS.includes(pathname)) return pathname;
  return screensAt(pathname)
    .map((s) => s.source)
    .join('+');
}

/**
 * Loads the renderer for this build's Vite manifest (dist/.vite/manifest.json). `renderPage` turns
 * the built index.html into the page for `pathname`; `rendered` tells whether #root holds the
 * screen (hydrated by the browser) or is empty (rendered by the browser).
 */
export async function load(manifest: Record<string, ManifestChunk>) {
  await ready;
  const entry = manifest['index.html'];
  if (!entry) throw new Error('the manifest has no index.html entry');
  const entryCss = (entry.css ?? []).map((file) => ({ file, text: readAsset(file) }));
  // Every screen's chunk must be in this build: a renamed screen fails here, at load.
  for (const source of [...Object.values(screens).map((s) => s.source), HOURLY_FORM]) {
    if (!manifest[source]) throw new Error(`${source} is not in the manifest`);
  }
  // The head of each prerendered page, for each set of first-view parts it is asked with.
  const heads = new Map<string, string>();
  const prerenderedHead = (pathname: string, parts: readonly string[]) => {
    const key = [pathname, ...parts].join(' ');
    let head = heads.get(key);
    if (head === undefined) heads.set(key, (head = screenAssets(manifest, pathname, { inline: true, parts })));
    return head;
  };
  for (const pathname of PRERENDERED_PATHS) prerenderedHead(pathname, []);

  return {
    renderPage(template: string, pathname: string, input: RenderInput): { html: string; rendered: boolean } {
      if (!PRERENDERED_PATHS.includes(pathname)) {
        const hints = screenAssets(manifest, pathname, { inline: false, parts: [] });
        return { html: template.replace('</head>', () => `${hints}</head>`), rendered: false };
      }
      const head = prerenderedHead(pathname, firstViewParts(input.settings));
      const html = renderToString(
        <StrictMode>
          <RenderTimeProvider value={input.now}>
            <SettingsProvider initial={input.settings}>
              <StaticRouter location={pathname}>
                <AppRoutes />
              </StaticRouter>
            </SettingsProvider>
          </RenderTimeProvider>
        </StrictMode>,
      );
      // React writes the screen's <title> where the screen renders it: it belongs in <head>.
      let title = '';
      const body = html.replace(/<title>[\s\S]*?<\/title>/, (tag) => {
        title = tag;
        return '';
      });
      let page = template;
      // The entry's stylesheet goes inline too: the first paint needs no request beyond the page.
      for (const css of entryCss) {
        page = page.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(css.file)}"[^>]*>`), () => inlineStyle(css.file, css.text));
      }
      if (title) page = page.replace(/<title>[\s\S]*?<\/title>/, () => title);
      page = page.replace('</head>', () => `${head}</head>`).replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
      return { html: page, rendered: true };
    },
  };
}

/**
 * Head tags for the screens at `pathname`, beyond the entry's own: their chunks (and, on a page
 * rendered here, those of the lazy `parts` it opens on) as module preloads, so they download with
 * the entry; their stylesheets as links, or (`inline`, for a page rendered here) inline, each with a
 * disabled <link> of the same file, never fetched, which tells Vite's chunk loader the CSS is
 * already on the page.
 */
function screenAssets(
  manifest: Record<string, ManifestChunk>,
  pathname: string,
  { inline, parts }: { inline: boolean; parts: readonly string[] },
): string {
  const css = new Set<string>();
  const js = new Set<string>();
  // The entry's own imports have their preloads in the page template (Vite writes them) already.
  const seen = new Set<string>(manifest['index.html']?.imports ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (seen.has(key) || chunk.isEntry) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const screen of screensAt(pathname)) visit(screen.source);
  if (inline) {
    for (const screen of screensAt(pathname)) {
      for (const key of manifest[screen.source]?.dynamicImports ?? []) if (parts.includes(key)) visit(key);
    }
    // A page rendered here may show its screen's lazy parts too (home sections): their CSS is
    // needed for the first paint, their code is not (they hydrate when it arrives).
    const cssOf = (key: string, done: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || done.has(key) || chunk.isEntry) return;
      done.add(key);
      for (const file of chunk.css ?? []) css.add(file);
      for (const dep of chunk.imports ?? []) cssOf(dep, done);
    };
    const done = new Set<string>();
    for (const screen of screensAt(pathname)) {
      for (const key of manifest[screen.source]?.dynamicImports ?? []) cssOf(key, done);
    }
  }
  return [
    ...[...css].map((file) => (inline ? inlineStyle(file, readAsset(file)) : `<link rel="stylesheet" crossorigin href="/${file}">`)),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * A stylesheet inline, with a disabled <link> of the same file: a disabled link is never fetched,
 * and it tells Vite's chunk loader, which looks for a link of each CSS file a chunk needs, that
 * this one is on the page already.
 */
function inlineStyle(file: string, text: string): string {
  return `<style>${text}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
}
