import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { createBookingsRepository } from './modules/bookings/bookings.repository.js';
import { createAccountsRepository } from './modules/accounts/accounts.repository.js';

const dir = mkdtempSync(path.join(tmpdir(), 'kerbside-prof-'));
const config = loadConfig({ LOG_LEVEL: 'silent', SQLITE_PATH: path.join(dir, 'p.db'), WEB_DIST_DIR: path.join(dir, 'none'), DATABASE_URL: process.env.PGURL ?? '' });
const { app, db } = await buildApp({ config });
await app.ready();
const h = { 'api-public-key': config.API_PUBLIC_KEY, 'api-secret-key': config.API_SECRET_KEY, 'content-type': 'application/json' };
const form = { stops: [], pickup: 'London Heathrow Airport Terminal 5', dropoff: '10 Downing Street, London SW1A 2AA', pickup_date: '2027-03-03', pickup_hour: '10am', pickup_min: '30', select_option: 'one_way', passengers: 1, luggages: 0, hand_luggages: 1, meet_and_greet: 'no', baby_seats: 0, booster_seats: 0, wheel_chair: 'no', special_luggage: 0, waiting_min: 0 };
const quote = (await app.inject({ method: 'POST', url: '/api/v1/calculate-distance-price', headers: h, payload: form })).json();
const v = quote.data.price_details[0];
const reg = { firstName: 'P', surname: 'Q', number: '+447700900123', email: 'p@example.com', password: 'pw-123456', privacyAccepted: true, termsAccepted: true };
const booked = (await app.inject({ method: 'POST', url: '/api/v1/booking', headers: h, payload: { selectedVehicleData: { vehicle_id: v.vehicle_id, company_id: v.company_id, final_price: v.price }, selectedVehicle: 1, bookingType: 'milleage', bookingForm: form, registrationData: reg, payment_method: 'car', selected_passenger: 'new_client' } })).json();
const b = booked.data.booking;
const pid = booked.data.passengerDetails.passenger_id;
const k = db.kysely;
const { id, booking_number: _n, passenger_id: _p, ...row } = await k.selectFrom('bookings').selectAll().where('id', '=', b.id).executeTakeFirstOrThrow();
const { booking_id: _b, ...detail } = await k.selectFrom('booking_details').selectAll().where('booking_id', '=', id).executeTakeFirstOrThrow();
const { booking_id: _c, passenger_id: _d, ...pd } = await k.selectFrom('passenger_details').selectAll().where('booking_id', '=', id).executeTakeFirstOrThrow();
const repo = createBookingsRepository(k);
await k.transaction().execute(async (trx) => {
  for (let i = 0; i < 999; i++) await repo.insertBooking(trx, { booking: { ...row, idempotency_key: null, created_at: new Date(Date.now() - i * 60000).toISOString() }, detail, stops: [], passengerDetail: pd }, pid, `KB-X-${i}`);
});
const login = (await app.inject({ method: 'POST', url: '/api/v1/check-passenger-login', headers: h, payload: { email: reg.email, password: reg.password } })).json();
const auth = { ...h, authorization: `Bearer ${login.access_token}` };
const url = `/api/v1/get_booking/${pid}?page=1&per_page=20`;
const r0 = await app.inject({ method: 'GET', url, headers: auth });
console.log(r0.statusCode, r0.body.length);
const N = Number(process.env.N ?? 2000);
const time = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 200; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const c = process.cpuUsage(c0);
  console.log(label, 'wall µs', Math.round((performance.now() - t0) * 1000 / N), 'cpu µs', Math.round((c.user + c.system) / N));
};
const acc = createAccountsRepository(k);
await time('inject list', () => app.inject({ method: 'GET', url, headers: auth }));
await time('inject validate', () => app.inject({ method: 'POST', url: '/api/v1/passenger/validate-token', headers: auth, payload: {} }));
await time('inject health', () => app.inject({ method: 'GET', url: '/api/health', headers: h }));
await time('repo count', () => acc.countBookings(pid));
await time('repo page', () => acc.pageOfBookings(pid, 20, 0));
await time('stringify', async () => JSON.stringify(r0.json()));
await app.close();
{
  const { default: SQLite } = await import('better-sqlite3');
  const raw = new SQLite(path.join(dir, 'p.db'));
  const acc2 = createAccountsRepository(k);
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const kk = k.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => a.result });
  void kk;
  const q1 = k.selectFrom((eb) => eb.selectFrom('bookings').select('id').where('passenger_id', '=', pid).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).offset(0).as('page'))
    .innerJoin('bookings as b', 'b.id', 'page.id').innerJoin('booking_details as d', 'd.booking_id', 'b.id').innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
    .selectAll().orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').compile();
  captured.push(q1);
  const st = raw.prepare(q1.sql);
  const t = (label: string, fn: () => unknown, n = 5000) => { const t0 = performance.now(); for (let i = 0; i < n; i++) fn(); console.log(label, Math.round((performance.now() - t0) * 1000 / n), 'µs'); };
  console.log(raw.prepare('explain query plan ' + q1.sql).all(...q1.parameters).map((r: any) => r.detail));
  t('raw page', () => st.all(...q1.parameters));
  const sub = raw.prepare('select id from bookings where passenger_id = ? order by created_at desc, id desc limit 20');
  console.log(raw.prepare('explain query plan select id from bookings where passenger_id = ? order by created_at desc, id desc limit 20').all(pid).map((r: any) => r.detail));
  t('raw sub', () => sub.all(pid));
  const sub2 = raw.prepare('select id from bookings where passenger_id = ? order by created_at desc limit 20');
  t('raw sub no id', () => sub2.all(pid));
  const flat = raw.prepare(`select * from bookings b join booking_details d on d.booking_id = b.id join passenger_details pd on pd.booking_id = b.id where b.passenger_id = ? order by b.created_at desc, b.id desc limit 20`);
  console.log(raw.prepare('explain query plan ' + `select * from bookings b join booking_details d on d.booking_id = b.id join passenger_details pd on pd.booking_id = b.id where b.passenger_id = ? order by b.created_at desc, b.id desc limit 20`).all(pid).map((r: any) => r.detail));
  t('raw flat', () => flat.all(pid));
  const cols = 'b.id, b.booking_number, b.ride_type, b.pick_up_address, b.drop_off_address, b.pick_up_date, b.pick_up_time, b.return_date, b.return_time, b.hourly_duration, b.payment_method, b.amount_pence, b.currency_symbol, b.flight_no, b.return_flight_no, b.category_name, b.company_name, d.*, pd.*';
  const deferred = raw.prepare(`select ${cols}, page.created_at from (select id, created_at from bookings where passenger_id = ? order by created_at desc, id desc limit 20 offset 0) page join bookings b on b.id = page.id join booking_details d on d.booking_id = b.id join passenger_details pd on pd.booking_id = b.id order by page.created_at desc, page.id desc`);
  t('raw deferred, created_at from index', () => deferred.all(pid));
  const deferred2 = raw.prepare(`select ${cols}, b.created_at from (select id, created_at from bookings where passenger_id = ? order by created_at desc, id desc limit 20 offset 0) page join bookings b on b.id = page.id join booking_details d on d.booking_id = b.id join passenger_details pd on pd.booking_id = b.id order by page.created_at desc, page.id desc`);
  t('raw deferred, b.created_at', () => deferred2.all(pid));
  console.log('row bytes', raw.prepare('select length(price_breakdown) + length(journey_form) as n from bookings limit 1').get());
  const cnt = raw.prepare('select count(*) as n from bookings where passenger_id = ?');
  t('raw count', () => cnt.get(pid));
  const ids = (st.all(...q1.parameters) as { id: number }[]).map((r) => r.id);
  const stops = raw.prepare(`select booking_id from booking_stops where booking_id in (${ids.map(() => '?').join(',')}) order by booking_id, position`);
  t('raw stops', () => stops.all(...ids));
  t('kysely compile page', () => k.selectFrom((eb) => eb.selectFrom('bookings').select('id').where('passenger_id', '=', pid).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).offset(0).as('page'))
    .innerJoin('bookings as b', 'b.id', 'page.id').innerJoin('booking_details as d', 'd.booking_id', 'b.id').innerJoin('passenger_details as pd', 'pd.booking_id', 'b.id')
    .selectAll().orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').compile());
  const tok = raw.prepare('select id, passenger_id, expires_at, revoked_at, last_used_at from passenger_tokens where token_hash = ?');
  t('raw token', () => tok.get('abc'));
  void acc2;
  raw.close();
}
