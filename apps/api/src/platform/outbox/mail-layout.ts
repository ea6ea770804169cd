/** Shared pieces of our HTML mails: escaping and one simple, email-client-safe layout. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;

export function escapeHtml(value: string | number | null | undefined): string {
  const text = String(value ?? '');
  // Most values have nothing to escape: one test, no copies.
  return HTML_SPECIAL.test(text) ? text.replace(HTML_SPECIALS, (c) => HTML_ESCAPES[c] ?? c) : text;
}

/** Rows of label and value as an HTML table (values escaped). */
export function htmlRows(rows: ReadonlyArray<readonly [string, string | number | null | undefined]>): string {
  return `<table role="presentation" cellpadding="6" cellspacing="0" style="border-collapse:collapse;width:100%">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="color:#55615e;vertical-align:top;width:40%">${escapeHtml(label)}</td><td style="font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

/** Rows of label and value as plain text lines. */
export function textRows(rows: ReadonlyArray<readonly [string, string | number | null | undefined]>): string {
  return rows.map(([label, value]) => `${label}: ${value ?? ''}`).join('\n');
}

export function htmlLayout(options: { title: string; companyName: string; bodyHtml: string }): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:24px;background:#f7f8f6;font-family:Arial,Helvetica,sans-serif;color:#1c2624">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #dde3e0;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#0f5c4d">${escapeHtml(options.companyName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(options.title)}</h1>
${options.bodyHtml}
</div></body></html>`;
}
