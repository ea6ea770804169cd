/** The only reader of process.env: parses the configuration once, with defaults for a fresh clone. */
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** The keys of spec §6 a fresh clone uses; public, so production refuses them. */
export const DEFAULT_API_KEYS = { public: 'kerbside-web-public', secret: 'kerbside-web-secret' } as const;

/** The console map's tiles by default: OpenStreetMap's, with the credit its tile usage policy asks for. */
export const OSM_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/**
 * The Content-Security-Policy source of a tile URL template: its scheme, host and port, a `{s}.`
 * subdomain as `*.`; null when it is not an http(s) URL or holds what could widen a policy.
 */
export function tileOrigin(template: string): string | null {
  if (/[\s;,'"]/.test(template)) return null;
  const match = /^(https?):\/\/((?:\{s\}\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)(:\d{1,5})?\//.exec(template);
  if (!match) return null;
  return `${match[1]}://${match[2]!.replace('{s}', '*')}${match[3] ?? ''}`;
}

const envSchema = z.object({
  /**
   * Unset (`npm start`): the try-out on built-in defaults and demo data, safe to expose.
   * 'production': a deliberate deployment (refuses the default API keys). 'development' (`npm run
   * dev`) and 'test': add the stored-outbox reader, listening on loopback by default.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  HOST: optionalText,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  SQLITE_PATH: z.string().default(path.join(appRoot, 'data', 'kerbside.db')),
  API_PUBLIC_KEY: z.string().min(1).default(DEFAULT_API_KEYS.public),
  API_SECRET_KEY: z.string().min(1).default(DEFAULT_API_KEYS.secret),
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_PLACES_BASE_URL: optionalText,
  GOOGLE_ROUTES_BASE_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Where the Stripe client sends its calls, e.g. http://127.0.0.1:12111 for a local test server. */
  STRIPE_API_URL: optionalText,
  /** The signing secret of the Stripe webhook endpoint (POST /api/v1/payments/stripe/webhook); unset, that endpoint answers 404. */
  STRIPE_WEBHOOK_SECRET: optionalText.refine((v) => v === undefined || v.startsWith('whsec_'), 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)'),
  /** The card sandbox tells us of a succeeded payment this long after it (as Stripe's webhook would); 0: it does not. */
  SANDBOX_EVENT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
  /**
   * How often paid checkouts still without their booking are completed (a lost webhook, a
   * restart); 0: never. Default 60 s, and 0 with NODE_ENV=test (tests ask for it).
   */
  RECONCILE_CHECKOUTS_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /**
   * How often the scheduler's clean-ups run (ended driver sign-ins, positions past their
   * retention), the first one a minute after start; 0: never by themselves. Default an hour, and 0
   * with NODE_ENV=test (tests run them when they ask).
   */
  CLEANUP_EVERY_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** How often auto-offer looks for jobs to offer (one instance a pass); 0: never by itself. Default 5 s, and 0 with NODE_ENV=test. */
  AUTO_OFFER_EVERY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** How often reminders before a pick-up are looked for (every instance; each reminder goes once); 0: never by itself. Default 60 s, and 0 with NODE_ENV=test. */
  REMINDERS_EVERY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  SMTP_URL: optionalText,
  /** Sender of our mails; defaults to the FROM_EMAIL setting. */
  MAIL_FROM: optionalText,
  /** How often the outbox sender looks for mail to send. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /** Twilio's Messages API for texts (apps/api/src/modules/sms/README.md); unset, texts stay in the stored outbox. */
  TWILIO_ACCOUNT_SID: optionalText.refine((v) => v === undefined || /^AC[0-9a-f]{32}$/.test(v), 'TWILIO_ACCOUNT_SID must be an account SID (AC followed by 32 hex digits)'),
  TWILIO_AUTH_TOKEN: optionalText,
  /** The number texts come from (E.164), unless a text has its own alphanumeric sender. */
  TWILIO_FROM: optionalText.refine((v) => v === undefined || /^\+[1-9]\d{6,14}$/.test(v), 'TWILIO_FROM must be a number in E.164 form such as +447700900123'),
  /** A Messaging Service sends instead of TWILIO_FROM when set. */
  TWILIO_MESSAGING_SERVICE_SID: optionalText.refine((v) => v === undefined || /^MG[0-9a-f]{32}$/.test(v), 'TWILIO_MESSAGING_SERVICE_SID must be a messaging service SID (MG followed by 32 hex digits)'),
  /** Where the Twilio adapter sends its calls, e.g. http://127.0.0.1:4010 for a local test server. */
  TWILIO_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'TWILIO_API_URL must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, '')).default('https://api.twilio.com')),
  /** FlightAware AeroAPI v4 for airport pickups' flights (apps/api/src/modules/flights/README.md); unset, no flight is tracked. */
  FLIGHTAWARE_API_KEY: optionalText,
  /** Where the AeroAPI adapter sends its calls, e.g. a local test server; only with FLIGHTAWARE_API_KEY. */
  FLIGHTAWARE_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'FLIGHTAWARE_BASE_URL must be an http(s) URL' }).transform((url) => url.replace(/\/+$/, '')).optional()),
  /** How often due flight watches are polled (every instance; each watch is claimed once); 0: never by itself. Default 60 s, and 0 with NODE_ENV=test. */
  FLIGHT_WATCH_EVERY_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** How often the text sender looks for texts to send. */
  SMS_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /**
   * Redis for rate limits and live events shared by several API instances; unset keeps counts in
   * this process, and live events go through PostgreSQL (DATABASE_URL) or stay in this process.
   */
  REDIS_URL: optionalText,
  /**
   * The console map's tile server (a Leaflet URL template); the pages' Content-Security-Policy
   * allows its host for images. 'none': no tiles, the map draws only its markers (tests, offline).
   */
  MAP_TILE_URL: z
    .string()
    .default(OSM_TILES.url)
    .refine((v) => v === 'none' || tileOrigin(v) !== null, "an https:// or http:// tile URL template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png, or 'none'"),
  /** The map's credit for its tiles (HTML, as the tile server's terms ask); defaults to OpenStreetMap's. */
  MAP_TILE_ATTRIBUTION: z.string().max(500).default(OSM_TILES.attribution),
  /** How many days drivers' positions are kept before the scheduler deletes them. */
  POSITION_RETENTION_DAYS: z.coerce.number().int().min(1).max(366).default(7),
  /** Multiplies the per-address traffic limits (http/limits.ts) for visitors who share few addresses. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(0.1).max(1000).default(1),
  /**
   * Where people reach the site, e.g. https://book.example.com: the links our mail carries (a staff
   * invitation's set-password link) start with it. Never taken from a request's Host header, which
   * the sender of the request chooses. Unset: http://localhost:<PORT>.
   */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL such as https://book.example.com' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  WEB_DIST_DIR: z.string().default(path.resolve(appRoot, '..', 'web', 'dist')),
  /** The built operator console, served at /operator. */
  CONSOLE_DIST_DIR: z.string().default(path.resolve(appRoot, '..', 'console', 'dist')),
  /** The built drivers' app, served at /driver. */
  DRIVER_DIST_DIR: z.string().default(path.resolve(appRoot, '..', 'driver', 'dist')),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

type Parsed = z.infer<typeof envSchema>;
export type Config = Omit<Parsed, 'HOST' | 'RECONCILE_CHECKOUTS_MS' | 'CLEANUP_EVERY_MS' | 'AUTO_OFFER_EVERY_MS' | 'REMINDERS_EVERY_MS' | 'FLIGHT_WATCH_EVERY_MS'> & {
  HOST: string;
  RECONCILE_CHECKOUTS_MS: number;
  CLEANUP_EVERY_MS: number;
  AUTO_OFFER_EVERY_MS: number;
  REMINDERS_EVERY_MS: number;
  FLIGHT_WATCH_EVERY_MS: number;
  appRoot: string;
  /** The developer's tools (the stored-outbox reader) are on: NODE_ENV development or test. */
  devTools: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty value (a blank line of an env file) means the built-in default, as if unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const devTools = parsed.data.NODE_ENV === 'development' || parsed.data.NODE_ENV === 'test';
  const config: Config = {
    ...parsed.data,
    // A development server shows every mail it stores: it listens on this machine only unless told otherwise.
    HOST: parsed.data.HOST ?? (devTools ? '127.0.0.1' : '0.0.0.0'),
    RECONCILE_CHECKOUTS_MS: parsed.data.RECONCILE_CHECKOUTS_MS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 60_000),
    CLEANUP_EVERY_MS: parsed.data.CLEANUP_EVERY_MS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 3_600_000),
    AUTO_OFFER_EVERY_MS: parsed.data.AUTO_OFFER_EVERY_MS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 5_000),
    REMINDERS_EVERY_MS: parsed.data.REMINDERS_EVERY_MS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 60_000),
    FLIGHT_WATCH_EVERY_MS: parsed.data.FLIGHT_WATCH_EVERY_MS ?? (parsed.data.NODE_ENV === 'test' ? 0 : 60_000),
    appRoot,
    devTools,
    ...overrides,
  };
  refusePartialTwilio(config);
  if (config.FLIGHTAWARE_BASE_URL && !config.FLIGHTAWARE_API_KEY) {
    throw new Error('Invalid configuration: FlightAware is partly configured; also set FLIGHTAWARE_API_KEY, or unset FLIGHTAWARE_BASE_URL to track no flights.');
  }
  if (config.NODE_ENV === 'production') refuseUnsafeProduction(config);
  return config;
}

/** Twilio is all or nothing: a SID without its token (or without a sender) would fail every text for days. */
function refusePartialTwilio(config: Config) {
  const given = [config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, config.TWILIO_FROM, config.TWILIO_MESSAGING_SERVICE_SID].some(Boolean);
  if (!given) return;
  const missing = [
    !config.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
    !config.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
    !config.TWILIO_FROM && !config.TWILIO_MESSAGING_SERVICE_SID && 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`Invalid configuration: Twilio is partly configured; also set ${missing.join(' and ')}, or unset every TWILIO_ setting to keep texts in the stored outbox.`);
  }
}

/** Twilio's settings when texts are sent through it; undefined: the stored outbox. */
export function twilioOf(config: Config): TwilioConfig | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = config;
  if (!accountSid || !authToken) return undefined;
  return { accountSid, authToken, from: config.TWILIO_FROM, messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID, apiUrl: config.TWILIO_API_URL };
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  apiUrl: string;
}

function refuseUnsafeProduction(config: Config) {
  const defaults = [
    config.API_PUBLIC_KEY === DEFAULT_API_KEYS.public && 'API_PUBLIC_KEY',
    config.API_SECRET_KEY === DEFAULT_API_KEYS.secret && 'API_SECRET_KEY',
  ].filter(Boolean);
  if (defaults.length > 0) {
    throw new Error(
      `NODE_ENV=production refuses to start with the built-in ${defaults.join(' and ')}: they are published in this repository. ` +
        'Set your own values (and build the website with the same VITE_API_PUBLIC_KEY / VITE_API_SECRET_KEY).',
    );
  }
}

/** The start of every link our mail carries: PUBLIC_URL, else this machine on the configured port. */
export function publicUrlOf(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** The built-in defaults still in use, named as what they are: one log line at start. */
export function builtInDefaultsInUse(config: Config): string[] {
  return [
    !config.DATABASE_URL && 'embedded SQLite database (no DATABASE_URL)',
    !config.SMTP_URL && 'stored outbox, no mail is sent (no SMTP_URL)',
    !config.TWILIO_ACCOUNT_SID && 'stored text outbox, no text message is sent (no TWILIO_ACCOUNT_SID)',
    !config.FLIGHTAWARE_API_KEY && 'no flight tracking, the office enters landing times by hand (no FLIGHTAWARE_API_KEY)',
    !config.STRIPE_SECRET_KEY && 'card sandbox, no money is taken (no STRIPE_SECRET_KEY)',
    config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET &&
      'Stripe webhook off (it answers 404): a paid booking whose page closed is made by the minutely check instead (no STRIPE_WEBHOOK_SECRET)',
    !config.GOOGLE_MAPS_API_KEY && 'offline gazetteer and estimated distances (no GOOGLE_MAPS_API_KEY)',
    !config.REDIS_URL && 'rate limits counted in this process only (no REDIS_URL)',
    !config.REDIS_URL && !config.DATABASE_URL && 'live events heard by this process only (no REDIS_URL or DATABASE_URL)',
    config.SEED_DEMO_DATA && 'demo operators loaded into an empty database (SEED_DEMO_DATA)',
    !config.PUBLIC_URL && `links in mail point to ${publicUrlOf(config)} (no PUBLIC_URL)`,
  ].filter((d): d is string => typeof d === 'string');
}
