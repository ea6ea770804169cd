/**
 * GET /api/docs: the OpenAPI document as one readable HTML page, made here on the server from the
 * document itself. No script, nothing loaded from elsewhere: one <style> element, allowed by its
 * hash in the page's own Content-Security-Policy. Every text from the document is escaped.
 */
import { createHash } from 'node:crypto';
import { textPatternMeaning, type JsonSchema, type OpenApiDocument, type OpenApiOperation, type OpenApiParameter } from '@kerbside/contract';

export interface DocsPage {
  html: string;
  /** For the page's CSP: the only style allowed is the page's own <style> element. */
  contentSecurityPolicy: string;
}

const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The little Markdown the document uses: paragraphs, `code` and **bold**. Escapes first. */
function markdown(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const html = escapeHtml(paragraph.trim())
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
      return `<p>${html}</p>`;
    })
    .join('\n');
}

/** Inline Markdown (one line, no paragraph). */
const inline = (text: string) => markdown(text).replace(/^<p>|<\/p>$/g, '');

const anchor = (kind: 'op' | 'schema' | 'tag', name: string) => `${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');
const schemaLink = (ref: string) => `<a href="#${anchor('schema', schemaName(ref))}">${escapeHtml(schemaName(ref))}</a>`;

const literal = (value: unknown) => `<code>${escapeHtml(JSON.stringify(value))}</code>`;

/** The type column: 'string', 'integer or null', 'array of Booking', a link for a named schema. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schemaLink(schema.$ref);
  if (schema.const !== undefined) return literal(schema.const);
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return branches.map(typeOf).join(' or ');
  const type = schema.type;
  if (type === 'array') {
    const items = schema.items as JsonSchema | undefined;
    return items ? `array of ${typeOf(items)}` : 'array';
  }
  if (Array.isArray(type)) return type.map((t) => escapeHtml(t)).join(' or ');
  if (typeof type === 'string') return escapeHtml(type);
  return 'any';
}

function patternWords(pattern: string): string {
  const meaning = textPatternMeaning(pattern);
  return meaning ? escapeHtml(meaning) : `matches <code>${escapeHtml(pattern)}</code>`;
}

/** The limits column: lengths, ranges, choices, patterns and the default, in words. */
function limitsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  const num = (key: string) => (typeof schema[key] === 'number' ? schema[key] : undefined);
  const [minLength, maxLength] = [num('minLength'), num('maxLength')];
  if (minLength !== undefined && maxLength !== undefined) out.push(`${minLength}–${maxLength} characters`);
  else if (maxLength !== undefined) out.push(`at most ${maxLength} characters`);
  else if (minLength !== undefined) out.push(`at least ${minLength} character${minLength === 1 ? '' : 's'}`);
  const [minimum, maximum, exclusiveMinimum] = [num('minimum'), num('maximum'), num('exclusiveMinimum')];
  if (minimum !== undefined && maximum !== undefined) out.push(`${minimum} to ${maximum}`);
  else if (minimum !== undefined) out.push(`at least ${minimum}`);
  else if (maximum !== undefined) out.push(`at most ${maximum}`);
  if (exclusiveMinimum !== undefined) out.push(`above ${exclusiveMinimum}`);
  const [minItems, maxItems] = [num('minItems'), num('maxItems')];
  if (minItems !== undefined) out.push(`at least ${minItems} items`);
  if (maxItems !== undefined) out.push(`at most ${maxItems} items`);
  if (Array.isArray(schema.enum)) out.push(`one of ${schema.enum.map(literal).join(', ')}`);
  if (typeof schema.pattern === 'string') out.push(patternWords(schema.pattern));
  for (const part of (schema.allOf as JsonSchema[] | undefined) ?? []) {
    if (typeof part.pattern === 'string') out.push(patternWords(part.pattern));
  }
  if (typeof schema.format === 'string') out.push(`format ${escapeHtml(schema.format)}`);
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  for (const branch of branches ?? []) if (branch.$ref === undefined) out.push(...limitsOf(branch));
  if (schema.default !== undefined) out.push(`default ${literal(schema.default)}`);
  return out;
}

interface FieldRow {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** Properties of an object schema, with inline objects (and arrays of them) opened up as `a.b` / `a[].b`. */
function fieldRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const path = `${prefix}${name}`;
    rows.push({ name: path, schema: property, required: required.has(name) });
    if (depth > 4) continue;
    if (property.type === 'object' && property.properties) rows.push(...fieldRows(property, `${path}.`, depth + 1));
    const items = property.items as JsonSchema | undefined;
    if (property.type === 'array' && items?.type === 'object' && items.properties) rows.push(...fieldRows(items, `${path}[].`, depth + 1));
  }
  return rows;
}

function fieldsTable(rows: FieldRow[]): string {
  if (rows.length === 0) return '<p class="muted">No fields.</p>';
  const body = rows
    .map(({ name, schema, required }) => {
      const description = typeof schema.description === 'string' ? inline(schema.description) : '';
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${typeOf(schema)}</td><td>${required ? '<span class="req">required</span>' : 'optional'}</td><td>${limitsOf(schema).join('; ')}</td><td>${description}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr><th>Field</th><th>Type</th><th></th><th>Limits</th><th>Notes</th></tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** A schema as field tables: an object's fields, each alternative of a oneOf/anyOf, or its type. */
function schemaTables(schema: JsonSchema): string {
  const branches = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (branches && !schema.properties) {
    return branches
      .map((branch, i) => {
        const discriminator = Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>).find(([, p]) => p.const !== undefined);
        const caption = discriminator ? `When <code>${escapeHtml(discriminator[0])}</code> is ${literal(discriminator[1].const)}` : `Alternative ${i + 1}`;
        return `<h5>${caption}</h5>\n${schemaTables(branch)}`;
      })
      .join('\n');
  }
  if (schema.type === 'object' || schema.properties) return fieldsTable(fieldRows(schema));
  return `<p>${typeOf(schema)}</p>`;
}

function resolve(document: OpenApiDocument, schema: JsonSchema): { name?: string; schema: JsonSchema } {
  if (typeof schema.$ref !== 'string') return { schema };
  const name = schemaName(schema.$ref);
  return { name, schema: document.components.schemas[name] ?? {} };
}

function parametersTable(parameters: OpenApiParameter[]): string {
  const body = parameters
    .map((p) => {
      const description = p.description ? inline(p.description) : typeof p.schema.description === 'string' ? inline(p.schema.description) : '';
      return `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? '<span class="req">required</span>' : 'optional'}</td><td>${limitsOf(p.schema).join('; ')}</td><td>${description}</td></tr>`;
    })
    .join('\n');
  return `<table><thead><tr><th>Name</th><th>In</th><th>Type</th><th></th><th>Limits</th><th>Notes</th></tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function authWords(document: OpenApiDocument, security: OpenApiOperation['security']): string {
  if (security.length === 0) return 'None.';
  const words = security.map((requirement) =>
    Object.keys(requirement)
      .map((name) => {
        const scheme = document.components.securitySchemes[name] ?? {};
        return scheme.type === 'http' ? '<code>Authorization: Bearer</code> token' : `<code>${escapeHtml(scheme.name ?? name)}</code> header`;
      })
      .join(' + '),
  );
  return words.length > 1 ? `${words[0]} (${words.slice(1).join(', or ')} alone also answers)` : `${words[0]}.`;
}

function operationSection(document: OpenApiDocument, method: string, path: string, op: OpenApiOperation): string {
  const parts: string[] = [];
  parts.push(
    `<section class="op" id="${anchor('op', op.operationId)}">`,
    `<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code class="path">${escapeHtml(path)}</code></h3>`,
    `<p class="summary">${escapeHtml(op.summary)}${op['x-development-only'] ? ' <span class="badge">development only</span>' : ''}</p>`,
    markdown(op.description),
    `<p><strong>Authentication:</strong> ${authWords(document, op.security)}</p>`,
  );
  if (op.parameters && op.parameters.length > 0) parts.push('<h4>Parameters</h4>', parametersTable(op.parameters));
  const body = op.requestBody?.content['application/json'];
  if (body) {
    const { name, schema } = resolve(document, body.schema);
    parts.push(
      `<h4>Request body <span class="muted">application/json${name ? `, ${schemaLink(`#/components/schemas/${name}`)}` : ''}${op.requestBody?.required ? '' : ', optional'}</span></h4>`,
      schemaTables(schema),
    );
  } else if (op.requestBody) {
    // A file as it is (a picture upload): its media types and what it is.
    const types = Object.keys(op.requestBody.content).map(escapeHtml).join(', ');
    parts.push(`<h4>Request body <span class="muted">${types}</span></h4>`, op.requestBody.description ? markdown(op.requestBody.description) : '');
  }
  const responses = Object.entries(op.responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {})
        .map(([type, media]) => `${escapeHtml(type)}${typeof media.schema.$ref === 'string' ? `, ${schemaLink(media.schema.$ref)}` : ''}`)
        .join('; ');
      const headers = Object.keys(response.headers ?? {})
        .map((h) => `<code>${escapeHtml(h)}</code>`)
        .join(', ');
      const kind = status.startsWith('2') ? 'ok' : 'fail';
      return `<tr><td><span class="status ${kind}">${escapeHtml(status)}</span></td><td>${inline(response.description)}</td><td>${content}${headers ? `<br>headers: ${headers}` : ''}</td></tr>`;
    })
    .join('\n');
  parts.push('<h4>Responses</h4>', `<table class="responses"><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>\n${responses}\n</tbody></table>`);
  parts.push('</section>');
  return parts.join('\n');
}

const STYLE = `
:root { color-scheme: light; --ink: #1d2330; --muted: #5b6475; --line: #d9dee8; --soft: #f4f6fa; --accent: #0b5cad; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
.layout { display: grid; grid-template-columns: 280px minmax(0, 1fr); min-height: 100vh; }
nav { border-right: 1px solid var(--line); background: var(--soft); padding: 20px 16px; position: sticky; top: 0; height: 100vh; overflow-y: auto; font-size: 13px; }
nav h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 18px 0 6px; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav li { margin: 2px 0; }
nav a { color: var(--ink); text-decoration: none; display: block; padding: 2px 4px; border-radius: 4px; }
nav a:hover { background: #e6ebf3; }
main { padding: 28px 40px 80px; max-width: 1100px; }
h1 { margin: 0 0 4px; font-size: 28px; }
h2.tag { margin: 48px 0 4px; padding-top: 12px; border-top: 2px solid var(--ink); font-size: 22px; }
h3 { margin: 0 0 4px; font-size: 17px; }
h4 { margin: 18px 0 6px; font-size: 14px; }
h5 { margin: 12px 0 4px; font-size: 13px; color: var(--muted); font-weight: 600; }
a { color: var(--accent); }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 1px 4px; border-radius: 3px; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 16px 20px; margin: 18px 0; }
.op p { margin: 6px 0; }
.summary { font-weight: 600; }
.path { font-size: 15px; background: none; padding: 0; }
.method { display: inline-block; min-width: 58px; text-align: center; font: 700 12px/22px ui-monospace, monospace; color: #fff; border-radius: 4px; padding: 0 6px; vertical-align: 1px; }
.method.get { background: #1b7f4b; } .method.post { background: #0b5cad; } .method.patch, .method.put { background: #a35b00; } .method.delete { background: #b3261e; }
nav .method { min-width: 44px; font-size: 10px; line-height: 18px; margin-right: 6px; }
.badge { display: inline-block; font-size: 11px; font-weight: 600; color: #7a4b00; background: #fff3d6; border: 1px solid #f0d18a; border-radius: 10px; padding: 0 8px; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 10px; font-size: 13px; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid var(--line); padding: 5px 8px; }
th { background: var(--soft); font-weight: 600; }
td:first-child { white-space: nowrap; }
.req { color: #b3261e; font-weight: 600; }
.muted { color: var(--muted); font-weight: 400; }
.status { font: 700 12px ui-monospace, monospace; padding: 1px 6px; border-radius: 4px; }
.status.ok { background: #dff3e7; color: #14603a; } .status.fail { background: #fde7e4; color: #8f1d15; }
.intro { max-width: 820px; }
@media (max-width: 900px) { .layout { display: block; } nav { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 20px; } }
`;

/** The page and its CSP, made once from the document. */
export function renderDocsPage(document: OpenApiDocument, links: { json: string }): DocsPage {
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op: op })),
  );
  const byTag = document.tags.map((tag) => ({ tag, ops: operations.filter(({ op }) => op.tags.includes(tag.name)) }));

  const nav = byTag
    .map(
      ({ tag, ops }) =>
        `<h2><a href="#${anchor('tag', tag.name)}">${escapeHtml(tag.name)}</a></h2><ul>${ops
          .map(({ method, path, op }) => `<li><a href="#${anchor('op', op.operationId)}"><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span>${escapeHtml(path)}</a></li>`)
          .join('')}</ul>`,
    )
    .join('\n');

  const sections = byTag
    .map(
      ({ tag, ops }) =>
        `<h2 class="tag" id="${anchor('tag', tag.name)}">${escapeHtml(tag.name)}</h2>\n${markdown(tag.description)}\n${ops
          .map(({ method, path, op }) => operationSection(document, method, path, op))
          .join('\n')}`,
    )
    .join('\n');

  const schemas = Object.entries(document.components.schemas)
    .map(
      ([name, schema]) =>
        `<section class="op" id="${anchor('schema', name)}"><h3>${escapeHtml(name)}</h3>${typeof schema.description === 'string' ? markdown(schema.description) : ''}${schemaTables(schema)}</section>`,
    )
    .join('\n');

  const { info } = document;
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(info.title)} ${escapeHtml(info.version)}: API documentation</title>
<style>${STYLE}</style>
</head>
<body>
<div class="layout">
<nav aria-label="Operations">
<strong>${escapeHtml(info.title)}</strong>
${nav}
<h2><a href="#schemas">Schemas</a></h2>
</nav>
<main>
<h1>${escapeHtml(info.title)}</h1>
<p class="muted">Version ${escapeHtml(info.version)} · OpenAPI ${escapeHtml(document.openapi)} · <a href="${escapeHtml(links.json)}">${escapeHtml(links.json)}</a> (the same, as JSON for tools)</p>
<div class="intro">${markdown(info.description ?? '')}</div>
${sections}
<h2 class="tag" id="schemas">Schemas</h2>
<p>Named parts of requests and answers. In a request, a field with a default may be left out; in an answer, required fields are always there.</p>
${schemas}
</main>
</div>
</body>
</html>
`;
  const hash = createHash('sha256').update(STYLE, 'utf8').digest('base64');
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}
