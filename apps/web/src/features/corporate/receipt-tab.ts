/**
 * Opens a receipt in a new tab. The receipt needs the bearer token, so it cannot be a plain link:
 * the tab opens at once (still inside the click, so no pop-up blocker stops it), the page is fetched,
 * then the tab shows it from a blob: address. The page carries its own CSP (no scripts) and runs nothing.
 */

/** How long the blob: address stays valid: long enough for the tab to load it (and a reload soon after). */
const KEEP_URL_MS = 60_000;

export class ReceiptTabBlocked extends Error {
  constructor() {
    super('Your browser blocked the new tab. Allow pop-ups for this site, then choose Receipt again.');
    this.name = 'ReceiptTabBlocked';
  }
}

export async function openReceiptTab(load: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) throw new ReceiptTabBlocked();
  // The receipt has no use for this page: cut the tab's link back to it.
  tab.opener = null;
  tab.document.title = 'Receipt';
  tab.document.body.textContent = 'Loading your receipt…';
  let html: string;
  try {
    html = await load();
  } catch (error) {
    tab.close();
    throw error;
  }
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
  tab.location.replace(url);
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
