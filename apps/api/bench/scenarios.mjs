// Bench scenarios: each prepares one autocannon request (or a rotation of them) and states its goal.
// prepare(baseUrl, server) may also fill the server's database file (server.sqlitePath).
// Every call asks for a compressed answer, as every browser does (JSON above 1 KB is then compressed).
export const headers = {
  'content-type': 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'api-public-key': process.env.API_PUBLIC_KEY ?? 'kerbside-web-public',
  'api-secret-key': process.env.API_SECRET_KEY ?? 'kerbside-web-secret',
};

/** A date some days ahead in London, well outside the grace period. */
function daysAhead(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
}

const PLACES = [
  'London Heathrow Airport Terminal 5', 'London Heathrow Airport Terminal 2', 'London Gatwick Airport North Terminal',
  'London Stansted Airport', 'London Luton Airport', 'London City Airport', 'London King\'s Cross', 'London Paddington',
  'London Victoria', 'London Waterloo', 'London Euston', 'London Liverpool Street', '10 Downing Street, London SW1A 2AA',
  'Baker Street, London NW1 6XE', 'Canary Wharf, London E14 5AB', 'Oxford', 'Cambridge', 'Brighton', 'Reading',
  'Guildford', 'Windsor', 'Manchester Piccadilly', 'Birmingham New Street', 'Bristol Temple Meads', 'Milton Keynes',
];

export function mileageForm(pickup, dropoff, variant = 0) {
  return {
    stops: [],
    pickup,
    dropoff,
    pickup_date: daysAhead(3 + (variant % 20)),
    pickup_hour: `${(variant % 12) + 1}${variant % 2 ? 'pm' : 'am'}`,
    pickup_min: String((variant % 12) * 5).padStart(2, '0'),
    select_option: 'one_way',
    passengers: 1 + (variant % 4),
    luggages: variant % 3,
    hand_luggages: 1,
    meet_and_greet: variant % 5 === 0 ? 'yes' : 'no',
    baby_seats: 0,
    booster_seats: 0,
    wheel_chair: 'no',
    special_luggage: 0,
    waiting_min: 0,
  };
}

/** More distinct forms than the quote cache holds, in a cycle: every request is priced afresh. */
function distinctForms(count) {
  const forms = [];
  for (let i = 0; forms.length < count; i++) {
    const a = PLACES[i % PLACES.length];
    const b = PLACES[(i * 7 + 3) % PLACES.length];
    if (a !== b) forms.push(JSON.stringify(mileageForm(a, b, i)));
  }
  return forms;
}

/**
 * Visitors come from many addresses, and the per-address limits stay on for the bench: each call
 * names one of 20,000 client addresses in X-Forwarded-For (run.mjs sets TRUST_PROXY, as behind a
 * load balancer), so every limit is counted as in production and none is reached.
 */
const VISITORS = 20_000;
let visitor = 0;
const visitorAddress = () => {
  const n = (visitor++ % VISITORS) + 1;
  return `100.64.${(n >> 8) & 255}.${n & 255}`;
};
/** An autocannon request list whose every call comes from the next visitor, with `body(i)` when given. */
export function fromManyVisitors(body) {
  let next = 0;
  return [
    {
      setupRequest(req) {
        const i = next++;
        return { ...req, headers: { ...req.headers, 'x-forwarded-for': visitorAddress() }, ...(body ? { body: body(i) } : {}) };
      },
    },
  ];
}

export const scenarios = [
  {
    name: 'distance-price, one journey repeated',
    goalText: '≥ 3000 req/s, p99 < 25 ms',
    goal: (r) => r.requests.average >= 3000 && r.latency.p99 < 25,
    async prepare() {
      const form = mileageForm('London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA');
      return { path: '/api/v1/calculate-distance-price', method: 'POST', headers, body: JSON.stringify(form), requests: fromManyVisitors() };
    },
  },
  {
    name: 'distance-price, 5,000 distinct journeys',
    goalText: '≥ 3000 req/s, p99 < 25 ms',
    goal: (r) => r.requests.average >= 3000 && r.latency.p99 < 25,
    async prepare() {
      const bodies = distinctForms(5_000);
      return {
        path: '/api/v1/calculate-distance-price',
        method: 'POST',
        headers,
        body: bodies[0],
        requests: fromManyVisitors((i) => bodies[i % bodies.length]),
      };
    },
  },
];

/** A guest booking paid in the car, for the cheapest vehicle of a real quote. */
export async function guestBookingBody(baseUrl) {
  const form = mileageForm('London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA', 1);
  const res = await fetch(`${baseUrl}/api/v1/calculate-distance-price`, { method: 'POST', headers, body: JSON.stringify(form) });
  const quote = await res.json();
  const vehicle = quote.data.price_details[0];
  return JSON.stringify({
    selectedVehicleData: { vehicle_id: vehicle.vehicle_id, company_id: vehicle.company_id, final_price: vehicle.price },
    selectedVehicle: 1,
    bookingType: 'milleage',
    bookingForm: form,
    registrationData: { firstName: 'Ada', surname: 'Lovelace', number: '+447700900123', email: 'ada@example.com' },
    payment_method: 'car',
    selected_passenger: 'guest_login',
  });
}

scenarios.push({
  name: 'booking, guest paying in the car',
  // A booking is one write transaction, and the embedded database takes one at a time: 10 clients
  // booking at once is already far beyond a taxi website's peak.
  connections: 10,
  goalText: '≥ 500 bookings/s, p99 < 50 ms',
  goal: (r) => r.requests.average >= 500 && r.latency.p99 < 50,
  async prepare(baseUrl) {
    // Each booking by another guest: per-recipient mail limits never hold a confirmation back.
    const body = await guestBookingBody(baseUrl);
    return { path: '/api/v1/booking', method: 'POST', headers, body, requests: fromManyVisitors((i) => body.replace('ada@example.com', `guest-${i}@example.com`)) };
  },
});

// Corporate accounts: sign-in and the bookings list. Sign-in is rate-limited per client address and
// per email (modules/accounts/password-attempts.ts), and the limits stay on for the bench: like real
// sign-ins, the bench's come from many addresses (X-Forwarded-For, which the server trusts only
// with TRUST_PROXY, which run.mjs sets, as behind a load balancer) and many accounts.

const BENCH_PASSWORD = 'bench-password-1';
/** Enough accounts for ~4,000 sign-ins in a run within the per-email limit (10 per 15 minutes). */
const SIGN_IN_ACCOUNTS = 400;

/** A distinct client address per call: 10.x.y.z. */
let addressCounter = 0;
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

async function postOk(baseUrl, path, body, extraHeaders = {}) {
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': nextAddress(), ...extraHeaders }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} answered ${res.status} ${await res.text()}`);
  return res.json();
}

/** Runs `task(0..count-1)` with at most `concurrency` at once. */
async function inParallel(count, concurrency, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** A pay-in-car booking by a new client (registering the account) or by that existing client. */
async function clientBooking(baseUrl, email, mode, key) {
  const body = JSON.parse(await clientBookingTemplate(baseUrl));
  return postOk(baseUrl, '/api/v1/booking', {
    ...body,
    selected_passenger: mode,
    registrationData: { firstName: 'Bench', surname: 'Client', number: '+447700900123', email, password: BENCH_PASSWORD, privacyAccepted: true, termsAccepted: true },
    idempotency_key: key,
  });
}
let template = null;
const clientBookingTemplate = (baseUrl) => (template ??= guestBookingBody(baseUrl));

scenarios.push({
  name: 'sign-in (argon2id)',
  // Each sign-in is one argon2id verification (19 MiB, ~15 ms of a core) on libuv's 4 worker
  // threads: CPU-bound by design, and more connections than threads only queue. 30 sign-ins a
  // second is over 100,000 an hour, far beyond a corporate area's peak.
  connections: 4,
  goalText: '≥ 30 logins/s, p99 < 500 ms',
  goal: (r) => r.requests.average >= 30 && r.latency.p99 < 500,
  async prepare(baseUrl) {
    const emails = Array.from({ length: SIGN_IN_ACCOUNTS }, (_, i) => `bench-signin-${i}@example.com`);
    await inParallel(emails.length, 4, (i) => clientBooking(baseUrl, emails[i], 'new_client', `bench-signin-account-${i}`));
    const bodies = emails.map((email) => JSON.stringify({ email, password: BENCH_PASSWORD }));
    let next = 0;
    return {
      path: '/api/v1/check-passenger-login',
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': nextAddress() },
      body: bodies[0],
      requests: [
        {
          setupRequest(req) {
            return { ...req, headers: { ...req.headers, 'x-forwarded-for': nextAddress() }, body: bodies[next++ % bodies.length] };
          },
        },
      ],
    };
  },
});

scenarios.push({
  name: 'bookings list, 1,000 bookings',
  // A corporate passenger opening their bookings page: 10 at the same moment is already far beyond
  // the corporate area's peak (with 50, p99 is mostly 50 requests queueing for one core).
  connections: 10,
  goalText: 'p99 < 30 ms',
  goal: (r) => r.latency.p99 < 30,
  async prepare(baseUrl) {
    const email = 'bench-bookings@example.com';
    const first = await clientBooking(baseUrl, email, 'new_client', 'bench-list-0000');
    const passengerId = first.data.passengerDetails.passenger_id;
    // Booked through the API like any client's bookings (each one checks the password: ~10-20 s).
    await inParallel(999, 4, (i) => clientBooking(baseUrl, email, 'existing_client', `bench-list-${String(i + 1).padStart(4, '0')}`));
    const signedIn = await postOk(baseUrl, '/api/v1/check-passenger-login', { email, password: BENCH_PASSWORD }, { 'x-forwarded-for': nextAddress() });
    // From many addresses, as the other scenarios: from one, the per-address baseline limit (600 a
    // minute) would answer most calls with a fast 429.
    return {
      path: `/api/v1/get_booking/${passengerId}?page=1&per_page=20`,
      method: 'GET',
      headers: { ...headers, authorization: `Bearer ${signedIn.access_token}` },
      requests: fromManyVisitors(),
    };
  },
});

/** Whether the 100,000 bookings of the board's scenario are in the server's file already. */
let boardBookingsSeeded = false;
async function seedBoardBookings(server) {
  if (boardBookingsSeeded) return;
  const { seedBookings } = await import('./seed-bookings.mjs');
  await seedBookings({ sqlitePath: server.sqlitePath, count: 100_000 });
  boardBookingsSeeded = true;
}

// The console's bookings board, with 100,000 bookings in the database (seeded straight into the
// server's file, ~10 s): a dispatcher's first page, today's jobs of their company (50 of them,
// ~35 KB of JSON before compression). A board asks for it when opened, on a search or a filter, and
// after its stream was down (live events carry the changed rows since issue 24): 10 at once is a
// large dispatch office.
scenarios.push({
  name: 'board first page (100k bookings)',
  connections: 10,
  goalText: 'p99 < 50 ms',
  goal: (r) => r.latency.p99 < 50,
  async prepare(baseUrl, server) {
    await seedBoardBookings(server);
    // A demo login signs in only from this machine, without a forwarded address.
    const res = await fetch(`${baseUrl}/api/operator/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dispatch@riverside-cars.example', password: 'kerbside-demo' }),
    });
    if (!res.ok) throw new Error(`staff sign-in answered ${res.status} ${await res.text()}`);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    return {
      path: '/api/operator/v1/jobs',
      method: 'GET',
      headers: { 'accept-encoding': headers['accept-encoding'], cookie },
      requests: fromManyVisitors(),
    };
  },
});

// Issue 22: console exports must not hold up the website. A company's year of jobs (7,491) exported
// as CSV by BENCH_EXPORTERS (default 30) console sessions at once, over and over, every fifth one
// printing run sheets instead, while visitors ask for quotes (10 connections: far beyond a taxi
// website's peak). The goal is the quotes'; what the exports achieved is printed below the table.
scenarios.push({
  name: 'quotes while exports run',
  connections: 10,
  goalText: 'p99 < 50 ms',
  goal: (r) => r.latency.p99 < 50,
  async prepare(baseUrl, server) {
    const { prepareExports } = await import('./exports-load.mjs');
    const exports = await prepareExports(baseUrl, server, Number(process.env.BENCH_EXPORTERS ?? 30));
    const form = mileageForm('London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA');
    return { path: '/api/v1/calculate-distance-price', method: 'POST', headers, body: JSON.stringify(form), requests: fromManyVisitors(), background: () => exports.start() };
  },
});

// Issue 24 §6: the website's quotes while 50 console boards are open (on 100,000 bookings) and a
// booking arrives every 500 ms. Each board does what the console does with an event (boards-load.mjs);
// BENCH_BOARDS_REFETCH=1 has them fetch their first page on every event, as before. The goal is the
// quotes'; what the boards did is printed below the table.
scenarios.push({
  name: 'quotes while 50 boards are open and bookings arrive',
  connections: 10,
  goalText: 'p99 < 50 ms',
  goal: (r) => r.latency.p99 < 50,
  async prepare(baseUrl, server) {
    await seedBoardBookings(server);
    const { prepareBoards } = await import('./boards-load.mjs');
    const boards = await prepareBoards(baseUrl);
    const form = mileageForm('London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA');
    return { path: '/api/v1/calculate-distance-price', method: 'POST', headers, body: JSON.stringify(form), requests: fromManyVisitors(), background: () => boards.start() };
  },
});

// Issue 25 §5: the website's quotes while 500 drivers on shift each send their position every 15 s
// (positions-load.mjs: about 33 stored batches a second on the one instance). The goal is the
// quotes'; what the phones achieved is printed below the table.
scenarios.push({
  name: 'quotes while 500 drivers send positions',
  connections: 10,
  goalText: 'p99 < 50 ms',
  goal: (r) => r.latency.p99 < 50,
  async prepare(baseUrl, server) {
    const { preparePositions } = await import('./positions-load.mjs');
    const positions = await preparePositions(baseUrl, server);
    const form = mileageForm('London Heathrow Airport Terminal 5', '10 Downing Street, London SW1A 2AA');
    return { path: '/api/v1/calculate-distance-price', method: 'POST', headers, body: JSON.stringify(form), requests: fromManyVisitors(), background: () => positions.start() };
  },
});
