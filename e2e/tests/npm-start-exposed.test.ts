/**
 * The server exactly as `npm start` runs it (NODE_ENV unset, default keys, demo data), attacked
 * over HTTP as a stranger would: no credential-free route shows mail, wrong passwords through the
 * booking call meet a 429, so do floods of messages; encoded prefixes and NUL bytes are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltServerToExit, startSite, type RunningSite } from '../support/server.js';

const keys = { 'api-public-key': 'kerbside-web-public', 'api-secret-key': 'kerbside-web-secret' };
const PASSWORD = 'the-right-password-1';

let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ NODE_ENV: undefined, LOG_LEVEL: undefined, API_PUBLIC_KEY: undefined, API_SECRET_KEY: undefined }, { captureOutput: true });
});
afterAll(async () => site?.stop());

async function call(method: string, p: string, body?: unknown, headers: Record<string, string> = keys) {
  const res = await fetch(`${site.url}${p}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), text, body: text.startsWith('{') ? JSON.parse(text) : null };
}

function inFiveDays() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 5 * 86_400_000));
}

async function bookingAs(selected_passenger: string, registrationData: Record<string, unknown>) {
  const form = {
    stops: [], pickup: 'London Paddington', dropoff: 'Oxford', pickup_date: inFiveDays(), pickup_hour: '10am', pickup_min: '00',
    select_option: 'one_way', passengers: 1, luggages: 0, hand_luggages: 0, meet_and_greet: 'no', baby_seats: 0, booster_seats: 0,
    wheel_chair: 'no', special_luggage: 0, waiting_min: 0,
  };
  const quote = await call('POST', '/api/v1/calculate-distance-price', form);
  const vehicle = quote.body.data.price_details[0];
  return {
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1, bookingType: 'milleage', bookingForm: form, payment_method: 'car', selected_passenger, registrationData,
  };
}

describe('npm start, exposed to strangers', () => {
  it('says which built-in defaults it runs on, in one line', () => {
    const line = site.output().split('\n').find((l) => l.includes('built-in defaults in use'));
    expect(line).toBeDefined();
    expect(line).toContain('try-out (NODE_ENV unset)');
    for (const part of ['stored outbox', 'card sandbox', 'demo operators']) expect(line).toContain(part);
  });

  it('shows no mail, code or personal data on any route without credentials', async () => {
    const email = 'victim@example.com';
    const registered = await call('POST', '/api/v1/booking', await bookingAs('new_client', { firstName: 'Vic', surname: 'Tim', number: '+447700900123', email, password: PASSWORD, privacyAccepted: true, termsAccepted: true }));
    expect(registered.status).toBe(200);
    expect((await call('POST', '/api/v1/auth/forgot-password', { email, type: 'website' })).status).toBe(200);
    const probes = ['/api/dev/outbox', '/api/dev/outbox/1', '/api/dev/outbox/2', '/%61pi/dev/outbox', '/api/dev/%6Futbox', '/api/dev/outbox?to=victim@example.com', '/api/health'];
    for (const p of probes) {
      for (const headers of [{}, keys]) {
        const res = await call('GET', p, undefined, headers);
        expect(res.text, p).not.toContain(email);
        expect(res.text, p).not.toMatch(/\b\d{6}\b/);
        if (p !== '/api/health') expect(res.status, p).toBe(404);
      }
    }
  });

  it('meets 20 wrong passwords through the booking call with a 429', async () => {
    const email = 'target@example.com';
    expect((await call('POST', '/api/v1/booking', await bookingAs('new_client', { firstName: 'T', surname: 'G', number: '+447700900123', email, password: PASSWORD, privacyAccepted: true, termsAccepted: true }))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/api/v1/booking', await bookingAs('existing_client', { firstName: '', surname: '', number: '', email, password: `guess-${i}` }));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.retryAfter)).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    // The account's owner was never told anything but "wrong" or "wait": no booking was made.
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('meets 60 anonymous quote requests and contact messages with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const res =
        i % 2
          ? await call('POST', '/api/v1/contact-us', { firstName: 'Spam', email: `spam${i}@example.com`, comments: 'buy now' })
          : await call('POST', '/api/v1/send-instant-email', {
              pickup_address: 'A', dropoff_address: 'B', pickup_date: inFiveDays(), pickup_time: '10:00', passenger_email: `victim${i}@example.com`,
              passenger_phone: '07700900123', passenger_name: 'Spam', additional_info: 'buy now', passengers: 1, luggages: 0,
            });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses encoded-prefix URLs without the keys', async () => {
    for (const p of ['/%61pi/v1/setting', '/ap%69/v1/fetch_companies', '/api/v1/%73etting']) {
      const res = await call('GET', p, undefined, {});
      expect(res.status, p).toBe(401);
      expect(res.body.data).toBeUndefined();
    }
  });

  it('answers NUL bytes with a 4xx', async () => {
    const res = await call('POST', '/api/v1/check-passenger-login', { email: 'a\u0000@example.com', password: 'x\u0000' });
    expect(res.status).toBe(400);
    const query = await call('GET', '/api/v1/places/autocomplete?q=Ox%00ford');
    expect(query.status).toBe(400);
  });
});

describe('NODE_ENV=production', () => {
  it('refuses to start with the default API keys, and says why', async () => {
    const { code, output } = await runBuiltServerToExit({ NODE_ENV: 'production', PORT: '0', SQLITE_PATH: ':memory:' });
    expect(code).not.toBe(0);
    expect(output).toContain('API_PUBLIC_KEY and API_SECRET_KEY');
  });
});
