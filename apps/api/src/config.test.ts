import { describe, expect, it } from 'vitest';
import { builtInDefaultsInUse, DEFAULT_API_KEYS, loadConfig, publicUrlOf, twilioOf } from './config.js';

const TWILIO = { sid: `AC${'0123456789abcdef'.repeat(2)}`, service: `MG${'0123456789abcdef'.repeat(2)}` };

describe('configuration modes', () => {
  it('NODE_ENV unset (npm start): the try-out, listening on every address, without developer tools', () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBeUndefined();
    expect(config.devTools).toBe(false);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.API_PUBLIC_KEY).toBe(DEFAULT_API_KEYS.public);
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it('development (npm run dev): developer tools on, and this machine only unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ devTools: true, HOST: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'test' }).devTools).toBe(true);
  });

  it('production refuses the built-in API keys, naming them', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_PUBLIC_KEY and API_SECRET_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_PUBLIC_KEY: 'site-public-1' })).toThrow(/built-in API_SECRET_KEY/);
    const config = loadConfig({ NODE_ENV: 'production', API_PUBLIC_KEY: 'site-public-1', API_SECRET_KEY: 'site-secret-1' });
    expect(config).toMatchObject({ devTools: false, HOST: '0.0.0.0' });
  });

  it('names every built-in default still in use, and none once all are configured', () => {
    expect(builtInDefaultsInUse(loadConfig({}))).toEqual([
      'embedded SQLite database (no DATABASE_URL)',
      'stored outbox, no mail is sent (no SMTP_URL)',
      'stored text outbox, no text message is sent (no TWILIO_ACCOUNT_SID)',
      'no flight tracking, the office enters landing times by hand (no FLIGHTAWARE_API_KEY)',
      'card sandbox, no money is taken (no STRIPE_SECRET_KEY)',
      'offline gazetteer and estimated distances (no GOOGLE_MAPS_API_KEY)',
      'rate limits counted in this process only (no REDIS_URL)',
      'live events heard by this process only (no REDIS_URL or DATABASE_URL)',
      'demo operators loaded into an empty database (SEED_DEMO_DATA)',
      'links in mail point to http://localhost:3000 (no PUBLIC_URL)',
    ]);
    const configured = loadConfig({
      DATABASE_URL: 'postgres://db/kerbside',
      SMTP_URL: 'smtp://relay:587',
      TWILIO_ACCOUNT_SID: TWILIO.sid,
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+447700900000',
      FLIGHTAWARE_API_KEY: 'aeroapi-key',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      GOOGLE_MAPS_API_KEY: 'key',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: 'https://book.example.com/',
    });
    expect(builtInDefaultsInUse(configured)).toEqual([]);
  });

  it('refuses a FlightAware base URL without its key, naming the missing setting', () => {
    expect(() => loadConfig({ FLIGHTAWARE_BASE_URL: 'http://127.0.0.1:4020' })).toThrow(
      'Invalid configuration: FlightAware is partly configured; also set FLIGHTAWARE_API_KEY, or unset FLIGHTAWARE_BASE_URL to track no flights.',
    );
    expect(loadConfig({ FLIGHTAWARE_API_KEY: 'k', FLIGHTAWARE_BASE_URL: 'http://127.0.0.1:4020/' }).FLIGHTAWARE_BASE_URL).toBe('http://127.0.0.1:4020');
    expect(() => loadConfig({ FLIGHTAWARE_API_KEY: 'k', FLIGHTAWARE_BASE_URL: 'ftp://x' })).toThrow(/FLIGHTAWARE_BASE_URL must be an http\(s\) URL/);
  });

  it('reads PUBLIC_URL as an http(s) address without its trailing slash, and refuses anything else', () => {
    expect(publicUrlOf(loadConfig({ PUBLIC_URL: 'https://book.example.com/' }))).toBe('https://book.example.com');
    expect(publicUrlOf(loadConfig({ PORT: '4100' }))).toBe('http://localhost:4100');
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.com', 'book.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    }
  });

  it('takes Twilio whole (SID, token, and a number or messaging service), refusing a partial or malformed one with a clear message', () => {
    const sid = TWILIO.sid;
    expect(twilioOf(loadConfig({}))).toBeUndefined();
    expect(twilioOf(loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' }))).toEqual({
      accountSid: sid,
      authToken: 't',
      from: '+447700900000',
      messagingServiceSid: undefined,
      apiUrl: 'https://api.twilio.com',
    });
    expect(twilioOf(loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: TWILIO.service, TWILIO_API_URL: 'http://127.0.0.1:4010/' }))).toMatchObject({
      messagingServiceSid: TWILIO.service,
      apiUrl: 'http://127.0.0.1:4010',
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(
      'Invalid configuration: Twilio is partly configured; also set TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, or unset every TWILIO_ setting to keep texts in the stored outbox.',
    );
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' })).toThrow(/also set TWILIO_ACCOUNT_SID, or unset/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't' })).toThrow(/also set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+447700900000' })).toThrow(/TWILIO_ACCOUNT_SID must be an account SID/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '07700 900000' })).toThrow(/TWILIO_FROM must be a number in E.164 form/);
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: 'PN1' })).toThrow(/TWILIO_MESSAGING_SERVICE_SID must be a messaging service SID/);
  });

  it('says when Stripe runs without its webhook, and refuses a webhook secret that is not one', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };
    expect(builtInDefaultsInUse(loadConfig(stripe))).toContain(
      'Stripe webhook off (it answers 404): a paid booking whose page closed is made by the minutely check instead (no STRIPE_WEBHOOK_SECRET)',
    );
    expect(builtInDefaultsInUse(loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_1' })).join()).not.toContain('webhook');
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET must be a webhook signing secret/);
  });

  it('runs the checkout reconciler every minute, except in tests unless asked', () => {
    expect(loadConfig({}).RECONCILE_CHECKOUTS_MS).toBe(60_000);
    expect(loadConfig({ NODE_ENV: 'test' }).RECONCILE_CHECKOUTS_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', RECONCILE_CHECKOUTS_MS: '100' }).RECONCILE_CHECKOUTS_MS).toBe(100);
    expect(loadConfig({}).SANDBOX_EVENT_DELAY_MS).toBe(3_000);
  });

  it("runs the scheduler's clean-ups hourly, except in tests unless asked, and keeps positions 7 days", () => {
    expect(loadConfig({}).CLEANUP_EVERY_MS).toBe(3_600_000);
    expect(loadConfig({ NODE_ENV: 'test' }).CLEANUP_EVERY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', CLEANUP_EVERY_MS: '500' }).CLEANUP_EVERY_MS).toBe(500);
    expect(loadConfig({}).POSITION_RETENTION_DAYS).toBe(7);
    expect(() => loadConfig({ POSITION_RETENTION_DAYS: '0' })).toThrow(/POSITION_RETENTION_DAYS/);
  });

  it('passes auto-offer every 5 s, except in tests unless asked', () => {
    expect(loadConfig({}).AUTO_OFFER_EVERY_MS).toBe(5_000);
    expect(loadConfig({ NODE_ENV: 'test' }).AUTO_OFFER_EVERY_MS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', AUTO_OFFER_EVERY_MS: '1000' }).AUTO_OFFER_EVERY_MS).toBe(1_000);
  });

  it('refuses a rate-limit factor out of range', () => {
    expect(loadConfig({ RATE_LIMIT_FACTOR: '10' }).RATE_LIMIT_FACTOR).toBe(10);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it('reads an empty value as unset (a blank line of an env file), so the built-in default applies', () => {
    const config = loadConfig({ NODE_ENV: '', HOST: '', SQLITE_PATH: '', PORT: ' ', API_PUBLIC_KEY: '', RATE_LIMIT_FACTOR: '' });
    expect(config.NODE_ENV).toBeUndefined();
    expect(config).toMatchObject({ HOST: '0.0.0.0', PORT: 3000, API_PUBLIC_KEY: DEFAULT_API_KEYS.public, RATE_LIMIT_FACTOR: 1 });
    expect(config.SQLITE_PATH).toMatch(/kerbside\.db$/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_PUBLIC_KEY: '', API_SECRET_KEY: '' })).toThrow(/API_PUBLIC_KEY and API_SECRET_KEY/);
  });
});
