/** The only reader of process.env: parses the configuration once, with defaults for a fresh clone. */
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalText,
  SQLITE_PATH: z.string().default(path.join(appRoot, 'data', 'kerbside.db')),
  API_PUBLIC_KEY: z.string().min(1).default('kerbside-web-public'),
  API_SECRET_KEY: z.string().min(1).default('kerbside-web-secret'),
  GOOGLE_MAPS_API_KEY: optionalText,
  GOOGLE_PLACES_BASE_URL: optionalText,
  GOOGLE_ROUTES_BASE_URL: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Where the Stripe client sends its calls, e.g. http://127.0.0.1:12111 for a local test server. */
  STRIPE_API_URL: optionalText,
  SMTP_URL: optionalText,
  /** Sender of our mails; defaults to the FROM_EMAIL setting. */
  MAIL_FROM: optionalText,
  /** How often the outbox sender looks for mail to send. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  /** Redis for rate limits shared by several API instances; unset keeps counts in this process. */
  REDIS_URL: optionalText,
  WEB_DIST_DIR: z.string().default(path.resolve(appRoot, '..', 'web', 'dist')),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema> & { appRoot: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, appRoot, ...overrides };
}
