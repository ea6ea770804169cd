/**
 * The OpenAPI document against the real server: every /api route Fastify registers is documented
 * (and every documented operation is served), the document hangs together, the page shows it, and
 * real requests and answers fit the JSON schemas it states.
 *
 * Routes are collected with an onRoute hook added to every Fastify instance as it is created
 * (fastify is wrapped below), so nothing in the app has to list them and no route can hide in a
 * plugin. HEAD routes that Fastify adds for each GET are left out. The development-only routes
 * (/api/dev/outbox) are served in tests (NODE_ENV test), so they are checked like the others; the
 * document names them only when the server serves them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API_OPERATIONS,
  applyFieldNotes,
  buildOpenApiDocument,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
} from '@kerbside/contract';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { NOW, bookingBody, cheapest, hourly, oneWay } from '../bookings/bookings-test-kit.js';
import { contact, quote } from '../enquiries/enquiries-test-kit.js';
import { DOCUMENTED_LIMITS } from '../../http/documented-limits.js';

interface RegisteredRoute {
  method: string;
  url: string;
  limitNames: string[];
  /** The declaration it was registered from (serve-operation.ts), if any. */
  operationId?: string;
}

const registered = vi.hoisted(() => [] as RegisteredRoute[]);

vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const createApp = real.default;
  const withRouteLog = ((options?: Parameters<typeof createApp>[0]) => {
    const app = createApp(options);
    app.addHook('onRoute', (route) => {
      const limitNames = (route.config?.addressLimits ?? []).map((rule) => rule.name);
      const operationId = route.config?.operation?.id;
      for (const method of [route.method].flat()) registered.push({ method: String(method), url: route.url ?? route.path, limitNames, operationId });
    });
    return app;
  }) as typeof createApp;
  return { ...real, default: withRouteLog };
});

type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };
interface AjvLike {
  addSchema(schema: object): void;
  getSchema(ref: string): Validator | undefined;
}

/** Ajv comes with Fastify; when it cannot be loaded, the schema checks are skipped, not failed. */
async function loadAjv(): Promise<(new (options: object) => AjvLike) | null> {
  const specifier = 'ajv/dist/2020.js';
  try {
    const mod = (await import(/* @vite-ignore */ specifier)) as { default?: unknown };
    return ((mod.default ?? mod) as new (options: object) => AjvLike) ?? null;
  } catch {
    return null;
  }
}
const Ajv2020 = await loadAjv();

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** Fastify's `/get_booking/:passenger_id` is OpenAPI's `/get_booking/{passenger_id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function documentedOperations(doc: OpenApiDocument): { key: string; method: string; path: string; op: OpenApiOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: operationKey(method, path), method, path, op: op })),
  );
}

/** Every `$ref` in the document, with where it is. */
function refsIn(value: unknown, at = '#', out: { at: string; ref: string }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => refsIn(v, `${at}/${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') out.push({ at, ref: inner });
      else refsIn(inner, `${at}/${key}`, out);
    }
  }
  return out;
}

function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc);
}

let api: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  api = await startTestApp({ now: () => NOW, env: { TRUST_PROXY: 'true' } });
  const res = await fetch(`${api.url}/api/docs/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/json');
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(async () => api?.close());

describe('the OpenAPI document covers every route', () => {
  const apiRoutes = () => {
    const routes = registered.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify adds a HEAD route beside each GET: it is the GET without a body.
    return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
  };

  it('collects the routes Fastify registered', () => {
    // A guard for the collection itself: an onRoute hook that saw nothing would pass everything below.
    expect(apiRoutes().length).toBeGreaterThan(25);
    expect(apiRoutes().map((r) => operationKey(r.method, r.url))).toContain('POST /api/v1/booking');
  });

  it('documents every /api route the server registers', () => {
    const documented = new Set(documentedOperations(doc).map((o) => o.key));
    const missing = [...new Set(apiRoutes().map((r) => operationKey(r.method, openApiPath(r.url))))].filter((key) => !documented.has(key));
    expect(missing, `Routes missing from /api/docs/openapi.json (add them to packages/contract/src/api-catalogue.ts): ${missing.join(', ')}`).toEqual([]);
  });

  it('documents no operation the server does not serve', () => {
    const served = new Set(apiRoutes().map((r) => operationKey(r.method, openApiPath(r.url))));
    const stale = documentedOperations(doc)
      .map((o) => o.key)
      .filter((key) => !served.has(key));
    expect(stale, `Documented but not served: ${stale.join(', ')}`).toEqual([]);
  });

  it('names the route limits each route counts (and only those)', () => {
    const ruleNames = new Map(Object.entries(DOCUMENTED_LIMITS).map(([name, limit]) => [name, limit]));
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const op = API_OPERATIONS.find((o) => operationKey(o.method, o.path) === operationKey(route.method, openApiPath(route.url)));
      if (!op) continue; // reported above
      const documented = (op.limits ?? []).map((name) => ruleNames.get(name)!).filter((l) => l.onRoute).map((l) => l.rule.name);
      const counted = route.limitNames;
      if ([...documented].sort().join() !== [...counted].sort().join()) {
        problems.push(`${operationKey(route.method, route.url)}: counts [${counted.join(', ')}], documents [${documented.join(', ')}]`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('registers every /api route from its own declaration, so none lacks its guard, limits or schemas', () => {
    const problems: string[] = [];
    for (const route of apiRoutes()) {
      const op = API_OPERATIONS.find((o) => operationKey(o.method, o.path) === operationKey(route.method, openApiPath(route.url)));
      if (route.operationId !== op?.id) problems.push(`${operationKey(route.method, route.url)}: registered from ${route.operationId ?? 'no declaration'}`);
    }
    expect(problems).toEqual([]);
  });

  it('leaves the development routes out when the server does not serve them', () => {
    const production = buildOpenApiDocument({ title: 't', version: '1' }, { developmentRoutes: false });
    expect(Object.keys(production.paths).filter((p) => p.startsWith('/api/dev'))).toEqual([]);
    const development = documentedOperations(doc).filter((o) => o.path.startsWith('/api/dev'));
    expect(development.length).toBeGreaterThan(0);
    for (const { op } of development) expect(op['x-development-only']).toBe(true);
  });
});

describe('the document is well-formed OpenAPI 3.1', () => {
  it('has the version, info, servers and security schemes', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Kerbside API');
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.components.securitySchemes).toMatchObject({
      apiPublicKey: { type: 'apiKey', in: 'header', name: 'api-public-key' },
      apiSecretKey: { type: 'apiKey', in: 'header', name: 'api-secret-key' },
      bearerToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('resolves every $ref', () => {
    const broken = refsIn(doc)
      .filter(({ ref }) => pointer(doc, ref) === undefined)
      .map(({ at, ref }) => `${at} → ${ref}`);
    expect(broken).toEqual([]);
  });

  it('declares each path parameter, and only those', () => {
    const problems: string[] = [];
    for (const { key, path, op } of documentedOperations(doc)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      if (declared.map((p) => p.name).sort().join() !== inPath.join()) problems.push(`${key}: path has [${inPath.join()}], parameters [${declared.map((p) => p.name).join()}]`);
      for (const p of declared) if (!p.required) problems.push(`${key}: path parameter ${p.name} is not required`);
    }
    expect(problems).toEqual([]);
  });

  it('gives each operation a unique id, a known tag and security scheme, a success and the error envelope', () => {
    const ids = documentedOperations(doc).map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const { key, op } of documentedOperations(doc)) {
      expect(op.tags.every((t) => tags.has(t)), key).toBe(true);
      for (const requirement of op.security) for (const name of Object.keys(requirement)) expect(doc.components.securitySchemes[name], `${key} ${name}`).toBeDefined();
      expect(Object.keys(op.responses).some((s) => s.startsWith('2')), key).toBe(true);
      expect(op.responses['429']?.headers?.['Retry-After'], key).toBeDefined();
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400 && !(key === 'GET /api/health' && status === '503')) {
          expect(response.content?.['application/json']?.schema.$ref, `${key} ${status}`).toMatch(/ErrorResponse$/);
        }
      }
      if (key.startsWith('GET /api/v1') || key.includes(' /api/v1/')) expect(op.security.length, key).toBeGreaterThan(0);
    }
  });

  it('gives every operation the schemas of its request and of its 2xx answer, from its declaration', () => {
    const declared = new Map(API_OPERATIONS.map((operation) => [operation.id, operation]));
    for (const { key, op } of documentedOperations(doc)) {
      const operation = declared.get(op.operationId);
      expect(operation, key).toBeDefined();
      const [success] = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      const media = Object.values(success![1].content ?? {});
      expect(media.length, `${key}: its 2xx answer has no content`).toBeGreaterThan(0);
      for (const { schema } of media) expect(schema, `${key}: a 2xx media type without a schema`).toBeDefined();
      if (operation!.body) expect(op.requestBody?.content?.['application/json']?.schema, `${key}: its body`).toBeDefined();
      if (operation!.upload) expect(Object.keys(op.requestBody?.content ?? {}).sort(), `${key}: its upload`).toEqual([...operation!.upload.types].sort());
    }
  });

  it('documents the auth headers, the Idempotency-Key and the bearer token where they apply', () => {
    const booking = doc.paths['/api/v1/booking']?.post;
    expect(booking?.parameters?.find((p) => p.name === 'Idempotency-Key' && p.in === 'header')).toBeDefined();
    expect(booking?.security).toEqual([{ apiPublicKey: [], apiSecretKey: [] }]);
    expect(doc.paths['/api/v1/get_booking/{passenger_id}']?.get?.security).toEqual([{ apiPublicKey: [], apiSecretKey: [], bearerToken: [] }]);
    expect(doc.paths['/api/health']?.get?.security).toEqual([]);
    expect(doc.paths['/api/v1/calculate-distance-price']?.post?.description).toContain('60 a minute per address');
  });

  it('finds the field of every field note', () => {
    expect(applyFieldNotes(JSON.parse(JSON.stringify(doc.components.schemas)) as Record<string, JsonSchema>)).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('is a self-contained page naming every operation, under a CSP that allows only its own style', async () => {
    const res = await fetch(`${api.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    for (const { path, method, op } of documentedOperations(doc)) {
      expect(html, path).toContain(`<code class="path">${path}</code>`);
      expect(html).toContain(`id="op-${op.operationId}"`);
      expect(html).toContain(`<span class="method ${method}">`);
    }
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\son[a-z]+=|style="/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);

    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(styles[0]!, 'utf8').digest('base64')}'`);
  });

  it('escapes what it shows', async () => {
    const html = await (await fetch(`${api.url}/api/docs`)).text();
    // Descriptions hold quotes and backticks; a raw "<" from the document would start a tag.
    expect(html).toContain('&#39;milleage&#39;');
    expect(html).not.toContain("'milleage' (the specification");
  });

  it('needs no key headers', async () => {
    expect((await fetch(`${api.url}/api/docs/openapi.json`)).status).toBe(200);
    expect((await fetch(`${api.url}/api/docs`)).status).toBe(200);
  });
});

describe.skipIf(!Ajv2020)('real requests and answers fit the documented JSON schemas', () => {
  const base = 'https://kerbside.invalid/openapi.json';
  let ajv: AjvLike;
  beforeAll(() => {
    ajv = new Ajv2020!({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema({ $id: base, components: doc.components });
  });

  function check(schemaRef: string, data: unknown): string[] {
    const validate = ajv.getSchema(`${base}${schemaRef}`);
    if (!validate) return [`no schema ${schemaRef}`];
    return validate(data) ? [] : [`${schemaRef}: ${JSON.stringify(validate.errors).slice(0, 600)}`];
  }

  /** The documented schema of `status` for the operation serving `method url`. */
  function responseRef(method: string, url: string, status: number): string {
    const path = url.split('?')[0]!;
    const found = documentedOperations(doc).find(
      (o) => o.method === method.toLowerCase() && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    );
    const ref = found?.op.responses[String(status)]?.content?.['application/json']?.schema.$ref;
    if (typeof ref !== 'string') throw new Error(`No documented JSON answer for ${method} ${url} ${status}`);
    return ref;
  }

  it('accepts the requests our website and tests send', async () => {
    const vehicle = await cheapest(api, oneWay);
    const problems = [
      ...check('#/components/schemas/BookingForm', oneWay),
      ...check('#/components/schemas/HourlyRateForm', hourly),
      ...check('#/components/schemas/BookingRequest', bookingBody(vehicle, oneWay)),
      ...check('#/components/schemas/BookingRequest', bookingBody(vehicle, hourly, {}, 'hourly')),
      ...check('#/components/schemas/QuoteRequest', quote),
      ...check('#/components/schemas/ContactMessage', contact),
      ...check('#/components/schemas/LoginRequest', { email: 'ada@example.com', password: 'correct horse' }),
    ];
    expect(problems).toEqual([]);
  });

  it('refuses what the server refuses', () => {
    expect(check('#/components/schemas/BookingForm', { ...oneWay, pickup_min: '07' })).not.toEqual([]);
    expect(check('#/components/schemas/BookingForm', { ...oneWay, passengers: 51 })).not.toEqual([]);
    expect(check('#/components/schemas/QuoteRequest', { ...quote, pickup_time: '7pm' })).not.toEqual([]);
  });

  it('describes the answers the server sends', async () => {
    const vehicle = await cheapest(api, oneWay);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/health'],
      ['GET', '/api/docs/openapi.json'],
      ['GET', '/api/v1/setting'],
      ['GET', '/api/v1/fetch_vehicles'],
      ['GET', '/api/v1/fetch_companies'],
      ['GET', '/api/v1/ai-addresses'],
      ['GET', '/api/v1/places/autocomplete?q=heathrow'],
      ['POST', '/api/v1/calculate-distance', { pickup: oneWay.pickup, dropoff: oneWay.dropoff }],
      ['POST', '/api/v1/calculate-distance-price', oneWay],
      ['POST', '/api/v1/calculate-hourly-price', hourly],
      ['POST', '/api/v1/booking', bookingBody(vehicle, oneWay)],
      ['GET', '/api/v1/secret_key'],
      ['POST', '/api/v1/sandbox/payment-intents/pi_sbx_nope/authenticate', { client_secret: 'pi_sbx_nope_secret_x', outcome: 'approve' }],
      ['POST', '/api/v1/send-instant-email', quote],
      ['POST', '/api/v1/contact-us', contact],
      ['POST', '/api/v1/contact-us', { ...contact, email: 'not an email' }],
      ['POST', '/api/v1/passenger/validate-token'],
      ['POST', '/api/v1/passenger/logout'],
      ['POST', '/api/v1/check-passenger-login', { email: 'nobody@example.com', password: 'wrong password' }],
      ['GET', '/api/v1/places/details?id=nothing-has-this-id'],
      ['GET', '/api/dev/outbox'],
    ];
    const problems: string[] = [];
    const statuses: string[] = [];
    for (const [method, url, body] of calls) {
      const res = await api.call(method, url, body);
      statuses.push(`${method} ${url} ${res.status}`);
      problems.push(...check(responseRef(method, url, res.status), res.body).map((p) => `${method} ${url} ${res.status}: ${p}`));
    }
    // Successes and failures both: the failures above must really have failed.
    expect(statuses.filter((s) => /\s[45]\d\d$/.test(s)).length).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);

    const place = (await api.call('GET', '/api/v1/places/autocomplete?q=heathrow')).body.data[0];
    const details = await api.call('GET', `/api/v1/places/details?id=${encodeURIComponent(place.id)}`);
    expect(check(responseRef('GET', '/api/v1/places/details', details.status), details.body)).toEqual([]);
    const noKeys = await fetch(`${api.url}/api/v1/setting`);
    expect(check(responseRef('GET', '/api/v1/setting', noKeys.status), await noKeys.json())).toEqual([]);
  });
});
