/**
 * The OpenAPI 3.1 document of every /api call, generated from the catalogue (api-catalogue.ts) and
 * the zod schemas it names — never written by hand. Request schemas are converted as zod reads
 * them (`io: 'input'`: defaults make a field optional), answers as the server writes them.
 */
import { z } from 'zod';
import { API_FIELD_NOTES, API_KEY_HELP, API_OPERATIONS, API_SHARED_SCHEMAS, OPERATIONS } from './api-catalogue.js';
import { API_TAGS, type ApiErrorStatus, type ApiOperation, type ApiRateLimit, type ApiResponseSpec, type HttpMethod, type NamedSchema } from './operation.js';
import { API_KEY_HEADERS } from './paths.js';
import { CSRF_HEADER } from './operator/paths.js';
import { STAFF_COOKIE } from './operator/session.js';
import { DRIVER_COOKIE } from './driver/session.js';
import { freeText, secretText, text } from './text.js';

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, JsonSchema>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  /** Served only with NODE_ENV development or test, to the machine itself. */
  'x-development-only'?: true;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string; license?: { name: string; identifier?: string } };
  servers: { url: string; description?: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
    headers: Record<string, JsonSchema>;
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  /** Markdown; a short guide to keys, tokens and limits is added after it. */
  description?: string;
}

export interface OpenApiOptions {
  /** Default: one server, '/', the host the document was read from. */
  servers?: { url: string; description?: string }[];
  /** Document the development-only routes (the server passes whether it serves them). Default true. */
  developmentRoutes?: boolean;
  /**
   * Each limit in words, e.g. `{ prices: { what: 'distance and price calls', rate: '60 a minute per address' } }`:
   * the operation's description names its limits, those counting the same thing together.
   */
  rateLimits?: Partial<Record<ApiRateLimit, { what: string; rate: string }>>;
  /** For tests; default API_OPERATIONS. */
  operations?: readonly ApiOperation[];
}

export const SECURITY_SCHEMES = { publicKey: 'apiPublicKey', secretKey: 'apiSecretKey', bearer: 'bearerToken', staff: 'staffSession', stripe: 'stripeSignature', twilio: 'twilioSignature', linkToken: 'bookingLinkToken', driver: 'driverSession' } as const;
const SCHEMA_REF = '#/components/schemas/';
const RETRY_AFTER_REF = '#/components/headers/RetryAfter';
const JSON_TYPE = 'application/json';

let textPatterns: Map<string, string> | undefined;

/**
 * What a pattern of the text builders (text.ts) means, for readers of the document
 * ('one line: no control characters'); undefined for any other pattern.
 */
export function textPatternMeaning(pattern: string): string | undefined {
  if (!textPatterns) {
    const patternOf = (schema: z.ZodType) => (z.toJSONSchema(schema) as { pattern?: string }).pattern ?? '';
    textPatterns = new Map([
      [patternOf(text(1)), 'one line: no control characters'],
      [patternOf(freeText(1)), 'no control characters except tab and line breaks'],
      [patternOf(secretText(1)), 'no NUL character'],
    ]);
  }
  return textPatterns.get(pattern);
}

const GENERAL_ERRORS: Record<ApiErrorStatus, string> = {
  400: 'The request is invalid; the message names the first field at fault (`field: problem`), or says the body is not valid JSON.',
  401: 'Missing or invalid API key headers.',
  402: 'Payment required.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'Conflicts with what is stored.',
  413: 'The request body is too large.',
  415: 'The body is not of a type this call accepts.',
  422: 'Valid, but cannot be done.',
  429: 'Too many calls: the `Retry-After` header (and the message) say how long to wait.',
  503: 'A service this call needs is unavailable; try again in a minute.',
};
/** A file sent as it is (OpenAPI 3.1: a string of the media type's bytes). */
const BINARY: JsonSchema = { type: 'string', format: 'binary' };
const STAFF_401 = 'No console session: the cookie is missing, unknown, expired or revoked (sign in again).';
const STAFF_403 = 'The `x-csrf-token` header is missing or wrong (a change), or the staff role may not do this.';
const DRIVER_401 = 'No driver session: the cookie is missing, unknown, expired or revoked, or the driver was deactivated (sign in with a new link).';
const DRIVER_403 = 'The `x-csrf-token` header is missing or wrong.';
const BEARER_401 = 'Missing or invalid API key headers, or the bearer token is missing, unknown, expired or revoked (sign in again).';

function securityOf(auth: ApiOperation['auth']): Record<string, string[]>[] {
  const keys = { [SECURITY_SCHEMES.publicKey]: [], [SECURITY_SCHEMES.secretKey]: [] };
  const withBearer = { ...keys, [SECURITY_SCHEMES.bearer]: [] };
  switch (auth) {
    case 'none':
      return [];
    case 'keys':
      return [keys];
    case 'keys+bearer':
      return [withBearer];
    case 'keys+optional-bearer':
      return [withBearer, keys];
    case 'staff':
      return [{ [SECURITY_SCHEMES.staff]: [] }];
    case 'stripe-signature':
      return [{ [SECURITY_SCHEMES.stripe]: [] }];
    case 'twilio-signature':
      return [{ [SECURITY_SCHEMES.twilio]: [] }];
    case 'link-token':
      return [{ [SECURITY_SCHEMES.linkToken]: [] }];
    case 'driver':
      return [{ [SECURITY_SCHEMES.driver]: [] }];
  }
}

const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

/** zod writes ±MAX_SAFE_INTEGER bounds on every integer: noise for a reader, dropped. */
const toJsonSchemaParams = (io: 'input' | 'output') =>
  ({
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema }) => {
      if (typeof jsonSchema.minimum === 'number' && SAFE_INTEGER_BOUNDS.has(jsonSchema.minimum)) delete jsonSchema.minimum;
      if (typeof jsonSchema.maximum === 'number' && SAFE_INTEGER_BOUNDS.has(jsonSchema.maximum)) delete jsonSchema.maximum;
    },
  }) satisfies Parameters<typeof z.toJSONSchema>[1];

/** Rewrites refs into zod's `__shared` bucket (schemas given an id elsewhere) into components of their own. */
function hoistShared(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hoistShared);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') {
        const shared = /^#\/components\/schemas\/__shared#\/\$defs\/(.+)$/.exec(inner);
        out[key] = shared ? `${SCHEMA_REF}${shared[1]}` : inner;
      } else out[key] = hoistShared(inner);
    }
    return out;
  }
  return value;
}

/** Converts named schemas to components: those named inside another become `$ref`s to them. */
function componentsOf(entries: NamedSchema[], io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const byName = new Map<string, NamedSchema>();
  const bySchema = new Map<z.ZodType, string>();
  for (const entry of entries) {
    const sameName = byName.get(entry.name);
    if (sameName && sameName.schema !== entry.schema) throw new Error(`OpenAPI: two schemas are named ${entry.name}`);
    const otherName = bySchema.get(entry.schema);
    if (otherName !== undefined && otherName !== entry.name) throw new Error(`OpenAPI: one schema is named both ${otherName} and ${entry.name}`);
    if (sameName) {
      if (!sameName.description && entry.description) byName.set(entry.name, entry);
      continue;
    }
    byName.set(entry.name, entry);
    bySchema.set(entry.schema, entry.name);
    registry.add(entry.schema, { id: entry.name });
  }
  const { schemas } = z.toJSONSchema(registry, { ...toJsonSchemaParams(io), uri: (id) => `${SCHEMA_REF}${id}` });
  const out: Record<string, JsonSchema> = {};
  for (const [name, generated] of Object.entries(schemas)) {
    if (name === '__shared') {
      const defs = (generated as { $defs?: Record<string, JsonSchema> }).$defs ?? {};
      for (const [defName, def] of Object.entries(defs)) out[defName] = hoistShared(def) as JsonSchema;
      continue;
    }
    const { $schema: _schema, $id: _id, ...body } = hoistShared(generated) as JsonSchema;
    const description = byName.get(name)?.description;
    out[name] = description && body.description === undefined ? { description, ...body } : body;
  }
  return out;
}

/** Adds `note` as the description of the property at `path` in every branch of `schema` that has it; true when one did. */
function noteProperty(schema: JsonSchema, path: string[], note: string): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return false;
  let found = false;
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const property = properties?.[head];
  if (property) {
    if (rest.length === 0) {
      if (property.description === undefined) property.description = note;
      found = true;
    } else {
      const items = property.items as JsonSchema | undefined;
      found = noteProperty(property, rest, note) || (items !== undefined && noteProperty(items, rest, note));
    }
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) for (const branch of branches as JsonSchema[]) found = noteProperty(branch, path, note) || found;
  }
  return found;
}

/**
 * Writes the field notes (API_FIELD_NOTES) into the component schemas, in place. Answers the notes
 * that found no field (`Component.path`), which the API's tests expect to be none.
 */
export function applyFieldNotes(schemas: Record<string, JsonSchema>, notes: Record<string, Record<string, string>> = API_FIELD_NOTES): string[] {
  const missed: string[] = [];
  for (const [component, fields] of Object.entries(notes)) {
    const schema = schemas[component];
    for (const [path, note] of Object.entries(fields)) {
      if (!schema || !noteProperty(schema, path.split('.'), note)) missed.push(`${component}.${path}`);
    }
  }
  return missed;
}

/** Each property of an object schema as one parameter. */
function parametersOf(schema: z.ZodType, where: 'query' | 'path'): OpenApiParameter[] {
  const json = z.toJSONSchema(schema, toJsonSchemaParams('input')) as JsonSchema;
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) throw new Error(`OpenAPI: ${where} parameters need an object schema`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: propertySchema,
    };
  });
}

const ref = (name: string): JsonSchema => ({ $ref: `${SCHEMA_REF}${name}` });

function responseOf(spec: ApiResponseSpec): OpenApiResponse {
  const headers = spec.headers
    ? Object.fromEntries(Object.entries(spec.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]))
    : undefined;
  const content: Record<string, OpenApiMediaType> | undefined = spec.html
    ? { 'text/html': { schema: { type: 'string' } } }
    : spec.text
      ? { [spec.text]: { schema: { type: 'string' } } }
      : spec.body
      ? { [JSON_TYPE]: { schema: ref(spec.body.name) } }
      : undefined;
  return { description: spec.description, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

function limitsText(op: ApiOperation, words: OpenApiOptions['rateLimits']): string {
  const rates = new Map<string, string[]>();
  for (const limit of op.limits ?? []) {
    const word = words?.[limit];
    if (word) rates.set(word.what, [...(rates.get(word.what) ?? []), word.rate]);
  }
  if (rates.size === 0) return '';
  const named = [...rates].map(([what, rate]) => `${what}: ${rate.join(' and ')}`);
  return `\n\nLimits: ${named.join('; ')} (past a limit: 429 with \`Retry-After\`).`;
}

function operationOf(op: ApiOperation, options: OpenApiOptions): OpenApiOperation {
  const parameters = [
    ...(op.params ? parametersOf(op.params, 'path') : []),
    ...(op.query ? parametersOf(op.query, 'query') : []),
    ...(op.headers ?? []).map(
      (header): OpenApiParameter => ({
        name: header.name,
        in: 'header',
        required: header.required,
        description: header.description,
        schema: z.toJSONSchema(header.schema, toJsonSchemaParams('input')),
      }),
    ),
  ].map(({ schema, ...parameter }) => {
    const { $schema: _schema, ...rest } = schema;
    return { ...parameter, schema: rest };
  });

  // Failures: what every operation of its kind can answer, then its own.
  const statuses = new Set<ApiErrorStatus>([429]);
  const general400 = op.body ? GENERAL_ERRORS[400] : 'The request is invalid; the message names the first parameter at fault (`name: problem`).';
  if (op.body || op.query || op.params) statuses.add(400);
  if (op.body || op.upload) statuses.add(413);
  // A bad Stripe signature is a 400 (as Stripe's libraries answer it), not a 401; a bad link token is a 404.
  if (op.auth !== 'none' && op.auth !== 'stripe-signature' && op.auth !== 'twilio-signature' && op.auth !== 'link-token') statuses.add(401);
  if (op.auth === 'staff' || op.auth === 'driver') statuses.add(403);
  for (const status of Object.keys(op.errors ?? {})) statuses.add(Number(status) as ApiErrorStatus);
  const errorBody = ref(op.errorBody?.name ?? 'ErrorResponse');
  const responses: Record<string, OpenApiResponse> = { [String(op.success.status)]: responseOf(op.success) };
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const general =
      status === 401 && op.auth === 'keys+bearer'
        ? BEARER_401
        : status === 401 && op.auth === 'staff'
          ? STAFF_401
          : status === 401 && op.auth === 'driver'
            ? DRIVER_401
            : status === 403 && op.auth === 'driver'
              ? DRIVER_403
          : status === 403 && op.auth === 'staff'
            ? STAFF_403
            : status === 400
              ? general400
              : GENERAL_ERRORS[status];
    responses[String(status)] = {
      description: op.errors?.[status] ?? general,
      ...(status === 429 ? { headers: { 'Retry-After': { $ref: RETRY_AFTER_REF } } } : {}),
      content: { [JSON_TYPE]: { schema: errorBody } },
    };
  }
  for (const [status, spec] of Object.entries(op.otherResponses ?? {})) if (spec) responses[status] = responseOf(spec);

  const development = op.developmentOnly ? '\n\n**Development only**: served with NODE_ENV development or test, to this machine only.' : '';
  return {
    operationId: op.id,
    tags: [op.tag],
    summary: op.summary,
    description: `${op.description}${limitsText(op, options.rateLimits)}${development}`,
    security: securityOf(op.auth),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.body
      ? { requestBody: { required: op.body.required ?? true, content: { [JSON_TYPE]: { schema: ref(op.body.name) } } } }
      : op.upload
        ? { requestBody: { description: op.upload.description, required: true, content: Object.fromEntries(op.upload.types.map((type) => [type, { schema: BINARY }])) } }
        : {}),
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b))),
    ...(op.developmentOnly ? { 'x-development-only': true as const } : {}),
  };
}

const GUIDE = [
  '**Keys.** Every `/api/v1` call sends the `api-public-key` and `api-secret-key` headers: they identify the client (the website), and being embedded in a public website they protect nothing on their own. A call without them gets 401.',
  '**Passengers.** Corporate passenger calls also send `Authorization: Bearer <access_token>` from `check-passenger-login` (valid 12 hours).',
  '**Answers.** JSON. A success has `success: true` (most carry `data`); a failure has `success: false` and a `message` to show the visitor, with a 4xx status for what the caller can correct.',
  '**Limits.** Every `/api` call is counted per client address (an IPv6 address by its /64); a refused call gets 429 and a `Retry-After` header with the seconds to wait.',
  '**Operator console.** `/api/operator/v1` is the console\'s API: staff sign in with `POST /api/operator/v1/session` and get an HttpOnly cookie; every call but a GET also sends `x-csrf-token`. A company\'s staff see only their company: anything else answers 404.',
  '**Bookings.** Send one `Idempotency-Key` header per booking attempt, so a retried request never books twice.',
].join('\n\n');

/** The document; pure: the same catalogue and options give the same document. */
export function buildOpenApiDocument(info: OpenApiInfo, options: OpenApiOptions = {}): OpenApiDocument {
  const developmentRoutes = options.developmentRoutes ?? true;
  const operations = (options.operations ?? API_OPERATIONS).filter((op) => developmentRoutes || !op.developmentOnly);

  const input = [...API_SHARED_SCHEMAS.input, ...operations.flatMap((op) => (op.body ? [op.body] : []))];
  const output = [
    ...API_SHARED_SCHEMAS.output,
    ...operations.flatMap((op) => [
      ...(op.success.body ? [op.success.body] : []),
      ...(op.errorBody ? [op.errorBody] : []),
      ...Object.values(op.otherResponses ?? {}).flatMap((spec) => (spec?.body ? [spec.body] : [])),
    ]),
  ];
  const inputSchemas = componentsOf(input, 'input');
  const outputSchemas = componentsOf(output, 'output');
  for (const name of Object.keys(inputSchemas)) {
    if (name in outputSchemas) throw new Error(`OpenAPI: ${name} names both a request and an answer schema`);
  }
  const schemas = Object.fromEntries(Object.entries({ ...inputSchemas, ...outputSchemas }).sort(([a], [b]) => a.localeCompare(b)));
  // A note whose field is gone is left out here; the API's tests name it.
  applyFieldNotes(schemas);

  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    const item = (paths[op.path] ??= {});
    if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is listed twice`);
    item[op.method] = operationOf(op, options);
  }
  const usedTags = new Set(operations.map((op) => op.tag));

  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: info.description ? `${info.description}\n\n${GUIDE}` : GUIDE,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: options.servers ?? [{ url: '/' }],
    tags: API_TAGS.filter((tag) => usedTags.has(tag.name)).map((tag) => ({ name: tag.name, description: tag.description })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        [SECURITY_SCHEMES.publicKey]: { type: 'apiKey', in: 'header', name: API_KEY_HEADERS.public, description: API_KEY_HELP[API_KEY_HEADERS.public] },
        [SECURITY_SCHEMES.secretKey]: { type: 'apiKey', in: 'header', name: API_KEY_HEADERS.secret, description: API_KEY_HELP[API_KEY_HEADERS.secret] },
        [SECURITY_SCHEMES.staff]: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_COOKIE,
          description: `The console's HttpOnly session cookie, set by POST ${OPERATIONS.operatorSignIn.path} (12 hours). Every call but a GET also sends the \`${CSRF_HEADER}\` header with the session's \`csrf_token\`.`,
        },
        [SECURITY_SCHEMES.driver]: {
          type: 'apiKey',
          in: 'cookie',
          name: DRIVER_COOKIE,
          description: `The driver app's HttpOnly session cookie, set by POST ${OPERATIONS.driverSignIn.path} (30 days). Every call but a GET also sends the \`${CSRF_HEADER}\` header with the session's \`csrf_token\`.`,
        },
        [SECURITY_SCHEMES.stripe]: {
          type: 'apiKey',
          in: 'header',
          name: 'Stripe-Signature',
          description: "Stripe's signature of the raw body with the endpoint's signing secret (STRIPE_WEBHOOK_SECRET).",
        },
        [SECURITY_SCHEMES.twilio]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Twilio-Signature',
          description: "Twilio's signature (HMAC-SHA1 with TWILIO_AUTH_TOKEN, base64) of the URL it called (PUBLIC_URL and the path) followed by the form's parameters sorted by name.",
        },
        [SECURITY_SCHEMES.linkToken]: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: "A booking's signed link token, from its confirmation mail: names one booking and expires 30 days after its last pickup.",
        },
        [SECURITY_SCHEMES.bearer]: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `access_token` check-passenger-login answers, valid until its `expires_at` (12 hours) or sign-out.',
        },
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } },
      },
    },
  };
}
