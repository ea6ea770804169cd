/**
 * What one operation of the API is, declared once: method, path, who may call it, its limits, its
 * request schemas (params, query, body), its answer and its expected failures. The server registers
 * each route from its declaration (apps/api/src/http/serve-operation.ts), the OpenAPI
 * document is generated from the declarations (openapi.ts), and both apps call through clients
 * typed by them.
 */
import type { z } from 'zod';
import type { StaffRole } from './operator/session.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * - none: no key headers (outside /api/v1).
 * - keys: the `api-public-key` and `api-secret-key` headers (every /api/v1 call).
 * - keys+bearer: the key headers and `Authorization: Bearer <access_token>` of a signed-in passenger.
 * - keys+optional-bearer: the key headers; the bearer token is what the call is about, but a missing one is a normal answer.
 * - staff: the console's session cookie (`kb_staff`), and on every call but a GET the `x-csrf-token` header.
 * - stripe-signature: Stripe's `Stripe-Signature` header over the raw body (the webhook; no key headers).
 * - twilio-signature: Twilio's `X-Twilio-Signature` header over our URL and the form's parameters (its callbacks; no key headers).
 * - link-token: a booking's signed link token in the query (`?token=`), from the booking's mail; no key headers (a page a browser opens).
 * - driver: the driver app's session cookie (`kb_driver`), and on every call but a GET the `x-csrf-token` header.
 */
export type ApiAuth = 'none' | 'keys' | 'keys+bearer' | 'keys+optional-bearer' | 'staff' | 'stripe-signature' | 'twilio-signature' | 'link-token' | 'driver';

/** Failure statuses an operation may answer, each with the `{ success: false, message }` envelope. */
export type ApiErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/**
 * The abuse limits a call counts against (their numbers live in apps/api/src/http/limits.ts and are
 * filled in by the API when it builds the document). 'api' — 600 a minute per address — applies
 * to every /api call and is not listed.
 */
export type ApiRateLimit =
  | 'placeSearch'
  | 'placeSearchPerSession'
  | 'prices'
  | 'flightChecks'
  | 'flightCheckProviderCalls'
  | 'pricesPerSession'
  | 'messages'
  | 'messagesPerDay'
  | 'bookings'
  | 'payments'
  | 'sandboxCards'
  | 'paymentSteps'
  | 'resetRequests'
  | 'resetCodes'
  | 'resetCodeMails'
  | 'accountProbes'
  | 'passwordsPerAddress'
  | 'passwordsPerEmail'
  | 'invites'
  | 'staffEmailRefusals'
  | 'bookingLookups'
  | 'bookingLookupsPerNumber'
  | 'bookingChanges'
  | 'exports'
  | 'exportsPerSession'
  | 'callerSearchPerSession'
  | 'driverSignInLinks'
  | 'driverSignInLinksPerSession'
  | 'driverSignIns'
  | 'driverPositions'
  | 'driverPositionsPerSession'
  | 'driverChangesPerSession'
  | 'tracking';

/** A named schema becomes `#/components/schemas/<name>` in the document. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
  /** Shown with the component. */
  description?: string;
}

export interface ApiHeaderParameter {
  name: string;
  required: boolean;
  description: string;
  schema: z.ZodType;
}

export interface ApiResponseSpec {
  description: string;
  /** JSON body; absent with `html`. */
  body?: NamedSchema;
  /** A text/html page instead of JSON. */
  html?: boolean;
  /** Another text answer instead of JSON: a CSV file, a stream of server-sent events, a calendar file. */
  text?: 'text/csv' | 'text/event-stream' | 'text/calendar' | 'text/xml' | 'image/webp';
  /** Response headers worth knowing (name → description). */
  headers?: Record<string, string>;
}

/**
 * What the server and the clients need of an operation. Its words for the document (summary,
 * description, expected failures…) are its OperationDocs, declared beside it but apart, so the
 * apps' bundles never carry them.
 */
export interface OperationDeclaration {
  /** operationId: unique, camelCase (the key it is declared under). */
  id: string;
  method: HttpMethod;
  /** OpenAPI style: path parameters as `{name}`. */
  path: string;
  auth: ApiAuth;
  /** With auth 'staff': the roles that may call it (STAFF.all, STAFF.owners, STAFF.platformAdmins). */
  roles?: readonly StaffRole[];
  /** A console form: a 400 also lists the problem of every field (`fields`, by its path), for the form to show beside each. */
  form?: boolean;
  /** JSON request body (parsed with this schema by the server). */
  body?: NamedSchema & {
    /** false: the body may be left out (or be empty with `content-type: application/json`). */
    required?: boolean;
  };
  /** A file as the raw request body instead of JSON (a picture upload): the media types it may be sent as. */
  upload?: { types: readonly string[] };
  /** Query string, an object schema: each property is one parameter. */
  query?: z.ZodType;
  /** Path parameters, an object schema. */
  params?: z.ZodType;
  success: {
    status: 200 | 201;
    /** JSON body; absent with `html` or `text`. */
    body?: NamedSchema;
    /** A text/html page instead of JSON. */
    html?: boolean;
    /** Another text answer instead of JSON: a CSV file, a stream of server-sent events, a calendar file. */
    text?: 'text/csv' | 'text/event-stream' | 'text/calendar' | 'text/xml' | 'image/webp';
  };
  limits?: ApiRateLimit[];
  /** Served only with NODE_ENV development or test, and only to the machine itself. */
  developmentOnly?: boolean;
}

/** An operation's words for the OpenAPI document and the page at /api/docs. */
export interface OperationDocs {
  tag: ApiTag;
  summary: string;
  /** For integrators: what it does, what it needs, what to expect. Markdown. */
  description: string;
  success: { description: string; headers?: Record<string, string> };
  upload?: { description: string };
  headers?: ApiHeaderParameter[];
  /**
   * Failures beyond those every operation of its kind has (400 with a body, query or parameters;
   * 401 with keys or a bearer token; 429 always), with what they mean here. A text given for one
   * of those replaces its general description.
   */
  errors?: Partial<Record<ApiErrorStatus, string>>;
  /** The failure envelope, when it is not the common ErrorResponse. */
  errorBody?: NamedSchema;
  /** Non-2xx answers with their own body (health's 503). */
  otherResponses?: Partial<Record<number, ApiResponseSpec>>;
}

/** An operation with its docs: what the OpenAPI document is generated from. */
export type ApiOperation = Omit<OperationDeclaration, 'success' | 'upload'> &
  Omit<OperationDocs, 'success' | 'upload'> & {
    success: ApiResponseSpec & { status: 200 | 201 };
    upload?: { types: readonly string[]; description: string };
  };

export const API_TAGS = [
  { name: 'Service', description: 'Health of the server and this documentation. No key headers.' },
  { name: 'Site', description: "The operator's settings, fleet and companies the website is drawn from." },
  { name: 'Addresses', description: 'Address search for the booking forms: saved places, suggestions and place details.' },
  { name: 'Prices', description: 'Distance and priced vehicle options for a mileage journey or an hourly hire.' },
  { name: 'Bookings', description: 'Making a booking, and checking a returning client before it.' },
  { name: 'Payments', description: 'Card payments, before the booking that uses them.' },
  { name: 'Enquiries', description: 'Quote Now and Contact Us messages to the operator.' },
  { name: 'Passenger accounts', description: 'Corporate passengers: sign-in, their bookings, profile and password. Bearer token.' },
  { name: 'Password reset', description: 'Forgot password: a six-digit code by email, then a new password.' },
  {
    name: 'Manage booking',
    description:
      "A passenger's own booking, opened with the token of the signed link in their confirmation mail (or found with its number and their email): its status, driver once assigned, and cancelling it under the company's terms. The token is valid until 30 days after the last pickup.",
  },
  { name: 'Operator session', description: 'Console staff sign in with email and password; the session is an HttpOnly cookie, and every change also sends the `x-csrf-token` header.' },
  { name: 'Operator bookings', description: "The bookings board: each leg of a booking is a job; its lifecycle, refunds and exports. A company's staff see only their company." },
  { name: 'Operator drivers', description: "A company's drivers: licences, vehicles, and assigning them to jobs." },
  { name: 'Operator map', description: "Where the company's drivers on shift are, today's jobs' pickups, and the nearest drivers to a job." },
  { name: 'Operator enquiries', description: 'Quote Now requests and Contact Us messages: status, replies by mail, the thread.' },
  { name: 'Text messages', description: "Twilio's delivery reports and the replies to our texts: called by Twilio, signed with `X-Twilio-Signature`; no key headers." },
  { name: 'Operator mail', description: "The company's outbox: what was sent, what failed, retrying." },
  { name: 'Operator staff', description: 'Owners invite staff by email and manage their roles.' },
  { name: 'Operator fleet', description: "A company's vehicle categories: capacities, order, enabled, and their pictures." },
  { name: 'Operator pictures', description: 'Vehicle pictures and company logos uploaded from the console: JPEG, PNG or WebP up to 5 MB, re-encoded as WebP on the server.' },
  { name: 'Operator settings', description: "The website's settings of spec §3, with their kinds and help: every role reads them, a platform admin changes them." },
  { name: 'Operator audit log', description: 'Who changed what, when: owners see their company, platform admins everything.' },
  { name: 'Operator companies', description: "The companies in reach and each company's profile: name, contact details, cancellation policy." },
  { name: 'Operator erasure requests', description: "A passenger's erasure on request: applied at once out of the retention period, the rest when each booking's period ends. Platform admins only." },
  { name: 'Operator places', description: "The website's saved places and banned addresses: every staff role reads them, a platform admin changes them." },
  { name: 'Operator complaints and lost property', description: 'The complaints and the lost property a licensing authority may inspect: every staff role records them, owners and platform admins export them.' },
  { name: 'Operator bookings desk', description: "Bookings taken by phone: the company's callers, found as the dispatcher types, and staff bookings priced with the company's own tariff." },
  { name: 'Driver app', description: 'The driver app at /driver: signing in with a link staff sent, the session cookie `kb_driver`, and on every change the `x-csrf-token` header.' },
  { name: 'Operator live events', description: 'Server-sent events: new and changed jobs, as they happen.' },
  { name: 'Operator prices', description: "A company's tariffs: a draft, a price check against the published prices, publishing versions and restoring earlier ones." },
  {
    name: 'Development',
    description: 'Served only with NODE_ENV development or test (`npm run dev`, the tests), and only to connections from the machine itself.',
  },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

/** Who of the console's staff may call an operation (`roles`). */
export const STAFF = {
  all: ['owner', 'dispatcher', 'platform_admin'],
  owners: ['owner', 'platform_admin'],
  /** Platform-wide things (the website's settings, saved places, banned addresses). */
  platformAdmins: ['platform_admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A schema with the name it has in the document (`#/components/schemas/<name>`); keeps the schema's own type. */
export const named = <S extends z.ZodType>(name: string, schema: S, description?: string) => ({ name, schema, description });

/**
 * Declares operations by their operationId: `defineOperations({ getSettings: { method: 'get', … } })`.
 * Each keeps the exact types of its schemas, so the server's handlers and the apps' clients are typed
 * by the same declaration.
 */
export function defineOperations<const T extends Record<string, Omit<OperationDeclaration, 'id'>>>(operations: T): { [K in keyof T & string]: T[K] & { id: K } } {
  return Object.fromEntries(Object.entries(operations).map(([id, operation]) => [id, { id, ...operation }])) as { [K in keyof T & string]: T[K] & { id: K } };
}

/** The docs of each of `operations` (every one must have them): `defineDocs(SITE_OPERATIONS, { getSettings: { … } })`. */
export function defineDocs<Operations extends Record<string, OperationDeclaration>>(_operations: Operations, docs: { [K in keyof Operations]: OperationDocs }): { [K in keyof Operations]: OperationDocs } {
  return docs;
}

/** Each operation with its docs, for the document. */
export function documented(operations: Record<string, OperationDeclaration>, docs: Record<string, OperationDocs>): ApiOperation[] {
  return Object.values(operations).map((operation) => {
    const words = docs[operation.id];
    if (!words) throw new Error(`${operation.id} has no docs`);
    const { success, upload, ...rest } = words;
    const { upload: files, ...wire } = operation;
    return {
      ...wire,
      ...rest,
      success: { ...wire.success, ...success },
      ...(files ? { upload: { ...files, description: upload?.description ?? '' } } : {}),
    };
  });
}

type SchemaOf<T> = T extends z.ZodType ? T : never;
/** What an operation's handler receives, once its declaration's schemas have parsed the request. */
export type ParamsOf<O extends OperationDeclaration> = O['params'] extends z.ZodType ? z.output<SchemaOf<O['params']>> : Record<string, never>;
export type QueryOf<O extends OperationDeclaration> = O['query'] extends z.ZodType ? z.output<SchemaOf<O['query']>> : Record<string, never>;
export type BodyOf<O extends OperationDeclaration> = O['body'] extends { schema: z.ZodType } ? z.output<O['body']['schema']> : undefined;
/** What a client sends. */
export type ParamsInput<O extends OperationDeclaration> = O['params'] extends z.ZodType ? z.input<SchemaOf<O['params']>> : undefined;
export type QueryInput<O extends OperationDeclaration> = O['query'] extends z.ZodType ? z.input<SchemaOf<O['query']>> : undefined;
export type BodyInput<O extends OperationDeclaration> = O['body'] extends { schema: z.ZodType } ? z.input<O['body']['schema']> : undefined;
/** The JSON answer of a success (`unknown` for a page, a file or a stream). */
export type AnswerOf<O extends OperationDeclaration> = O['success']['body'] extends { schema: z.ZodType } ? z.output<O['success']['body']['schema']> : unknown;

/** An operation's path with its `{name}` parameters filled in (each encoded): `pathOf(ops.getJob, { id: 12 })`. */
export function pathOf(operation: Pick<OperationDeclaration, 'path'>, params: Record<string, string | number> = {}): string {
  return operation.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`pathOf: no value for {${name}} in ${operation.path}`);
    return encodeURIComponent(String(value));
  });
}
