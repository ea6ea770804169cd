import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SettingItem, Settings } from '@kerbside/contract';
import { CompressedOnce } from './compression.js';

/**
 * The website's pages as the API serves them: the built index.html with the operator settings in a
 * JSON data block (id "kerbside-boot", read by apps/web/src/app/boot.ts), so the first screen never
 * waits for GET /setting; and for the pages the website renders ahead of its script (home, Our
 * Fleet, Contact Us, the privacy policy and terms: apps/web/src/entry-server.tsx, built into
 * dist/.ssr/), that rendering in #root.
 * A data block is not a script, so the page's Content-Security-Policy stays script-src 'self'.
 *
 * Pages are rendered and compressed once per settings content (and, for the prerendered ones, per
 * five minutes: the booking form shows the next pickup time), then served from memory. A new build
 * in WEB_DIST_DIR is picked up without a restart.
 */

interface SettingsSource {
  current(): Promise<{ items: SettingItem[]; settings: Settings }>;
}

type RenderPage = (template: string, pathname: string, input: { settings: Settings; now: Date }) => { html: string; rendered: boolean };

/** What apps/web/src/entry-server.tsx exports. */
interface Renderer {
  PRERENDERED_PATHS: readonly string[];
  pageKey(pathname: string): string;
  load(manifest: unknown): Promise<{ renderPage: RenderPage }>;
}

interface Build {
  stamp: number;
  template: string;
  renderer: { paths: readonly string[]; pageKey(pathname: string): string; renderPage: RenderPage } | null;
}

const FORM_CLOCK_MS = 5 * 60_000;
const BUILD_CHECK_MS = 1_000;
const MAX_CACHED = 64;

export function createWebPages(options: { webDistDir: string; settings?: SettingsSource; log: FastifyBaseLogger }) {
  const indexFile = path.join(options.webDistDir, 'index.html');
  const ssrFile = path.join(options.webDistDir, '.ssr', 'entry-server.js');
  let build: Promise<Build> | null = null;
  let checkedAt = 0;
  const cache = new Map<string, CompressedOnce>();
  const settingsKeys = new WeakMap<object, string>();

  async function loadBuild(stamp: number): Promise<Build> {
    const template = readFileSync(indexFile, 'utf8');
    try {
      // The stamp in the URL loads a rebuilt renderer instead of the cached module.
      const renderer = (await import(`${pathToFileURL(ssrFile).href}?build=${stamp}`)) as Renderer;
      const manifest: unknown = JSON.parse(readFileSync(path.join(options.webDistDir, '.vite', 'manifest.json'), 'utf8'));
      const { renderPage } = await renderer.load(manifest);
      return { stamp, template, renderer: { paths: renderer.PRERENDERED_PATHS, pageKey: (pathname) => renderer.pageKey(pathname), renderPage } };
    } catch (err) {
      options.log.warn({ err, ssrFile }, 'website pages: no server renderer, every page is rendered in the browser');
      return { stamp, template, renderer: null };
    }
  }

  /** The current build, reloaded when index.html or the renderer changes (checked at most once a second). */
  async function currentBuild(): Promise<Build> {
    const now = Date.now();
    if (build && now - checkedAt < BUILD_CHECK_MS) return build;
    checkedAt = now;
    // The renderer is built after index.html: a page asked for in between gets the shell, and the
    // renderer is loaded once it is there.
    const stamp = Math.max(statSync(indexFile).mtimeMs, statSync(ssrFile, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (!build || (await build).stamp !== stamp) {
      build = loadBuild(stamp);
      cache.clear();
    }
    return build;
  }

  async function settingsNow(): Promise<{ key: string; items: SettingItem[]; settings: Settings } | null> {
    if (!options.settings) return null;
    try {
      const snapshot = await options.settings.current();
      let key = settingsKeys.get(snapshot);
      if (key === undefined) {
        key = JSON.stringify(snapshot.items);
        settingsKeys.set(snapshot, key);
      }
      return { key, items: snapshot.items, settings: snapshot.settings };
    } catch (err) {
      // The page still works: the browser loads the settings itself.
      options.log.error({ err }, 'website pages: settings unavailable');
      return null;
    }
  }

  /** The page for `pathname` (any address of the single-page app). */
  async function page(pathname: string): Promise<CompressedOnce> {
    const current = await currentBuild();
    const settings = await settingsNow();
    const renderer = settings ? current.renderer : null;
    const now = Date.now();
    const key = `${current.stamp}|${settings?.key ?? ''}|${renderer ? renderer.pageKey(pathname) : '*'}|${Math.floor(now / FORM_CLOCK_MS)}`;
    const hit = cache.get(key);
    if (hit) return hit;

    let html = current.template;
    if (settings) {
      let rendered = false;
      if (renderer) {
        try {
          ({ html, rendered } = renderer.renderPage(current.template, pathname, { settings: settings.settings, now: new Date(now) }));
        } catch (err) {
          options.log.error({ err, pathname }, 'website pages: server rendering failed, the browser renders the page');
        }
      }
      html = withBootData(html, { settings: settings.items, renderedAt: rendered ? new Date(now).toISOString() : null });
    }
    const made = new CompressedOnce(Buffer.from(html), 'page');
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, made);
    return made;
  }

  /** Loads the renderer and makes every page once, so the first visitors wait for neither. */
  async function warm(): Promise<void> {
    const current = await currentBuild();
    for (const pathname of ['/quotationview', ...(current.renderer?.paths ?? [])]) {
      const made = await page(pathname);
      made.encoded('br');
      made.encoded('gzip');
    }
  }

  return { page, warm };
}

/** The JSON data block: '<' escaped so no value can close the script element. */
function bootBlock(data: { settings: SettingItem[]; renderedAt: string | null }): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="kerbside-boot">${json}</script>`;
}

/** The page with its boot data block before </body> (a replacement function: '$' stays '$'). */
export function withBootData(html: string, data: { settings: SettingItem[]; renderedAt: string | null }): string {
  return html.replace('</body>', () => `${bootBlock(data)}</body>`);
}
