#!/usr/bin/env node
// `npm run bench:guesses`: how many wrong passwords a stranger gets checked in one minute through
// every route that checks a password. Starts the built API on a fresh SQLite database, registers one
// client per route, then sends wrong passwords for GUESS_SECONDS (default 60) with 8 connections:
//   - from one address (what a single attacker gets),
//   - from a new address per guess (what a botnet gets: only the per-account limit is left), and
//   - from one address against a new account per guess (credential stuffing: the per-address limit).
//     Not for the signed-in routes, where the account is the token's.
// A guess "was checked" when the server answered anything but 429. Prints one row per route.
import { buildApi, startBenchServer } from './bench-server.mjs';

const SECONDS = Number(process.env.GUESS_SECONDS ?? 60);
const CONNECTIONS = 8;
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const PASSWORD = 'right-password-1';
const keys = { 'api-public-key': 'kerbside-web-public', 'api-secret-key': 'kerbside-web-secret' };

if (!process.env.SKIP_BUILD) buildApi();
const server = await startBenchServer(PORT, 'guesses');
const { url } = server;

let addressCounter = 0;
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function call(method, p, body, headers = {}) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { ...keys, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

function daysAhead(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + days * 86_400_000));
}

let bookingTemplate = null;
async function bookingBody(registrationData, selected_passenger) {
  if (!bookingTemplate) {
    const form = {
      stops: [], pickup: 'London Heathrow Airport Terminal 5', dropoff: '10 Downing Street, London SW1A 2AA',
      pickup_date: daysAhead(5), pickup_hour: '3pm', pickup_min: '00', select_option: 'one_way', passengers: 1, luggages: 0,
      hand_luggages: 0, meet_and_greet: 'no', baby_seats: 0, booster_seats: 0, wheel_chair: 'no', special_luggage: 0, waiting_min: 0,
    };
    const quote = await call('POST', '/api/v1/calculate-distance-price', form, { 'x-forwarded-for': nextAddress() });
    const vehicle = quote.body.data.price_details[0];
    bookingTemplate = {
      selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
      selectedVehicle: 1, bookingType: 'milleage', bookingForm: form, payment_method: 'car',
    };
  }
  return { ...bookingTemplate, registrationData, selected_passenger };
}

/** Registers a client through a booking, as the website does, and signs them in. */
async function newClient(email) {
  const registrationData = { firstName: 'Guess', surname: 'Target', number: '+447700900123', email, password: PASSWORD, privacyAccepted: true, termsAccepted: true };
  const made = await call('POST', '/api/v1/booking', await bookingBody(registrationData, 'new_client'), { 'x-forwarded-for': nextAddress() });
  if (made.status !== 200) throw new Error(`could not register ${email}: ${made.status} ${JSON.stringify(made.body)}`);
  const signedIn = await call('POST', '/api/v1/check-passenger-login', { email, password: PASSWORD }, { 'x-forwarded-for': nextAddress() });
  return { email, passengerId: made.body.data.passengerDetails.passenger_id, token: signedIn.body.access_token };
}

/** Each route: how one wrong guess against `client` is sent. */
const routes = [
  { name: 'POST check-passenger-login', guess: (c, pw) => ['POST', '/api/v1/check-passenger-login', { email: c.email, password: pw }] },
  { name: 'POST check-passenger-email', guess: (c, pw) => ['POST', '/api/v1/check-passenger-email', { email: c.email, password: pw }] },
  {
    name: 'POST booking (existing_client)',
    guess: async (c, pw) => ['POST', '/api/v1/booking', await bookingBody({ firstName: '', surname: '', number: '', email: c.email, password: pw }, 'existing_client')],
  },
  {
    name: 'PATCH update-passenger (new email)',
    signedIn: true,
    guess: (c, pw) => ['PATCH', '/api/v1/update-passenger', { passenger_id: c.passengerId, name: 'Guess Target', email: `moved-${c.passengerId}@example.com`, phone: '', current_password: pw }],
  },
  {
    name: 'POST passenger/change-password',
    signedIn: true,
    guess: (c, pw) => ['POST', '/api/v1/passenger/change-password', { current_password: pw, new_password: 'another-password-2' }],
  },
];

async function measure(route, client, fromOneAddress, newAccountEachGuess = false) {
  const counts = new Map();
  const attacker = nextAddress();
  const deadline = Date.now() + SECONDS * 1000;
  let n = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const i = n++;
      const target = newAccountEachGuess ? { ...client, email: `stuffing-${i}-${client.email}` } : client;
      const [method, p, body] = await route.guess(target, `wrong-guess-${i}`);
      const headers = { 'x-forwarded-for': fromOneAddress ? attacker : nextAddress() };
      if (route.signedIn) headers.authorization = `Bearer ${client.token}`;
      const res = await call(method, p, body, headers);
      counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const checked = [...counts].filter(([status]) => status !== 429).reduce((sum, [, k]) => sum + k, 0);
  return { checked, statuses: Object.fromEntries(counts) };
}

const rows = [];
try {
  let i = 0;
  for (const route of routes) {
    const probe = await call(...(await route.guess(await newClient(`probe-${i}@example.com`), 'x')));
    if (probe.status === 404) {
      rows.push({ route: route.name, 'one address': 'no such route' });
      i++;
      continue;
    }
    const single = await measure(route, await newClient(`target-a-${i}@example.com`), true);
    const spread = await measure(route, await newClient(`target-b-${i}@example.com`), false);
    const stuffing = route.signedIn ? null : await measure(route, await newClient(`target-c-${i}@example.com`), true, true);
    rows.push({
      route: route.name,
      'one address': single.checked,
      'an address per guess': spread.checked,
      'one address, an account per guess': stuffing ? stuffing.checked : '-',
      answers: [single, spread, stuffing].filter(Boolean).map((m) => JSON.stringify(m.statuses)).join(' / '),
    });
    i++;
  }
} finally {
  server.stop();
}
console.log(`\nWrong passwords checked (answered other than 429) in ${SECONDS} s, ${CONNECTIONS} connections; Node ${process.version}`);
console.table(rows);
