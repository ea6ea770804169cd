/**
 * The console's outbox against a real server, database and SMTP server: which mail each role sees,
 * a mail's text (withheld where it may hold a sign-in code), retrying a mail the sender gave up,
 * tenancy on every route, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, mailDetailSchema, mailListSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { openDatabase, type Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createClient } from '../accounts/accounts-test-kit.js';
import { contact } from '../enquiries/enquiries-test-kit.js';
import { bookThroughWebsite, demoCompanies, runningClock, type CompanyLogins } from '../enquiries/enquiries-inbox-test-kit.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { GIVE_UP_AFTER_MS } from './mail-backoff.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

const clock = runningClock();
let sink: SmtpSink;
let api: TestApp;
let db: Db;
let home: CompanyLogins;
let other: CompanyLogins;
let bookingNumber: string;
let admin: StaffClient;
let homeDispatcher: StaffClient;
let homeOwner: StaffClient;
let otherDispatcher: StaffClient;
/** Mail of each kind of owner: the booking's company, and the platform (a reset code, an enquiry of no company). */
const mailIds = { booking: 0, reset: 0, platformEnquiry: 0 };
let resetText = '';

const itemPath = (id: number | string) => pathOf(OPERATIONS.operatorGetMail, { id }).replace(/%25/g, '%');
const retryPath = (id: number | string) => pathOf(OPERATIONS.operatorRetryMail, { id }).replace(/%25/g, '%');

async function listAs(client: StaffClient, query = ''): Promise<{ items: any[]; total: number; page: number; per_page: number }> {
  const res = await client.call('GET', `${OPERATIONS.operatorListMail.path}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const idsOf = (list: { items: { id: number }[] }) => list.items.map((m) => m.id);

/** Polls `check` until it is true (hooks cannot use expect.poll). */
async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const waiting = async () =>
  Number((await db.kysely.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('status', 'in', ['pending', 'sending']).executeTakeFirstOrThrow()).n);

async function signInEveryone() {
  admin = await signInStaff(api, DEMO_LOGINS.platformAdmin);
  homeDispatcher = await signInStaff(api, home.dispatcher);
  homeOwner = await signInStaff(api, home.owner);
  otherDispatcher = await signInStaff(api, other.dispatcher);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApp({ now: clock.now, env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', RATE_LIMIT_FACTOR: '100' } });
  db = openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });

  const booking = await bookThroughWebsite(api);
  bookingNumber = booking.bookingNumber;
  const companies = await demoCompanies(db);
  home = companies.find((c) => c.id === booking.companyId)!;
  other = companies.find((c) => c.id !== booking.companyId)!;

  const client = await createClient(db, { email: 'reset-me@example.test' });
  expect((await api.call('POST', OPERATIONS.forgotPassword.path, { email: client.email })).status).toBe(200);
  expect((await api.call('POST', OPERATIONS.sendContactMessage.path, { ...contact, bookingNumber: '' })).status).toBe(200);

  const rows = await db.kysely.selectFrom('mail_outbox').select(['id', 'kind', 'subject', 'company_id', 'text_body']).orderBy('id').execute();
  mailIds.booking = rows.find((m) => m.kind === 'booking_confirmation')!.id;
  const reset = rows.find((m) => m.kind === 'password_reset')!;
  mailIds.reset = reset.id;
  resetText = reset.text_body;
  mailIds.platformEnquiry = rows.find((m) => m.kind === 'contact_message')!.id;
  await until(async () => (await waiting()) === 0, 'the outbox to be sent');
  await signInEveryone();
});
afterAll(async () => {
  await db?.close();
  await api?.close();
  await sink?.close();
});

describe('the outbox list', () => {
  it("shows a company's staff their company's mail only, whatever company they ask for", async () => {
    const ofHome = await db.kysely.selectFrom('mail_outbox').select('id').where('company_id', '=', home.id).orderBy('id', 'desc').execute();
    expect(ofHome.length).toBeGreaterThanOrEqual(2);
    for (const client of [homeDispatcher, homeOwner]) {
      for (const query of ['', '?company_id=none', `?company_id=${other.id}`]) {
        const list = await listAs(client, query);
        expect(idsOf(list), query).toEqual(ofHome.map((m) => m.id));
        expect(list.total).toBe(ofHome.length);
      }
    }
    expect(idsOf(await listAs(otherDispatcher))).toEqual([]);
  });

  it('lists each mail with its status and tries, newest first, and no body', async () => {
    const list = await listAs(homeDispatcher);
    expect(mailListSchema.safeParse(list).success).toBe(true);
    const { items } = list;
    const mail = items.find((m) => m.id === mailIds.booking);
    expect(mail).toEqual({
      id: mailIds.booking,
      kind: 'booking_confirmation',
      to: 'ada@example.com',
      subject: `Booking confirmed: ${bookingNumber}`,
      status: 'sent',
      attempts: 0,
      last_error: null,
      created_at: expect.any(String),
      sent_at: expect.any(String),
      company: { id: home.id, name: home.name },
    });
  });

  it("shows the platform admin every mail, the platform's own included, and narrows by company", async () => {
    const all = idsOf(await listAs(admin));
    expect(all).toEqual(expect.arrayContaining([mailIds.booking, mailIds.reset, mailIds.platformEnquiry]));
    expect(all).toEqual([...all].sort((a, b) => b - a));
    const platform = await listAs(admin, '?company_id=none');
    expect(platform.items.every((m) => m.company === null)).toBe(true);
    expect(idsOf(platform)).toEqual(expect.arrayContaining([mailIds.reset, mailIds.platformEnquiry]));
    expect(idsOf(platform)).not.toContain(mailIds.booking);
    const ofHome = await listAs(admin, `?company_id=${home.id}`);
    expect(ofHome.items.every((m) => m.company?.id === home.id)).toBe(true);
  });

  it('filters by status and by recipient or subject, never by body', async () => {
    expect(idsOf(await listAs(admin, `?q=${bookingNumber.toLowerCase()}`))).toContain(mailIds.booking);
    expect(idsOf(await listAs(homeDispatcher, '?q=ADA@EXAMPLE.COM'))).toContain(mailIds.booking);
    // The reset code is in the body only: searching for it finds nothing.
    const code = /\b(\d{6})\b/.exec(resetText)![1]!;
    expect(idsOf(await listAs(admin, `?q=${code}`))).toEqual([]);
    expect((await listAs(admin, '?status=sent')).items.every((m) => m.status === 'sent')).toBe(true);
    expect((await listAs(admin, '?status=failed')).items).toEqual([]);
    expect(await listAs(admin, '?page=2')).toMatchObject({ items: [], page: 2, per_page: 50 });
  });
});

describe('one mail', () => {
  it('shows its plain-text body, never the HTML', async () => {
    const res = await homeDispatcher.call('GET', itemPath(mailIds.booking));
    expect(res.status).toBe(200);
    expect(mailDetailSchema.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ id: mailIds.booking, kind: 'booking_confirmation', reply_to: null, withheld: null, company: { id: home.id } });
    expect(res.body.data.text).toContain(bookingNumber);
    expect(JSON.stringify(res.body)).not.toContain('<html');
  });

  it("keeps password-reset mail from company staff altogether, and its text from the platform admin", async () => {
    for (const client of [homeDispatcher, homeOwner, otherDispatcher]) {
      expect(await client.call('GET', itemPath(mailIds.reset))).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
      expect(idsOf(await listAs(client, '?q=password'))).toEqual([]);
    }
    const res = await admin.call('GET', itemPath(mailIds.reset));
    expect(res.status).toBe(200);
    expect(mailDetailSchema.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({ kind: 'password_reset', to: 'reset-me@example.test', text: null, company: null });
    expect(res.body.data.withheld).toMatch(/^Withheld: /);
    const code = /\b(\d{6})\b/.exec(resetText)![1]!;
    expect(JSON.stringify(res.body)).not.toContain(code);
  });

  it("keeps a staff invitation's set-password link from everyone who reads an outbox", async () => {
    const invited = await homeOwner.call('POST', OPERATIONS.operatorInviteStaff.path, { name: 'New Dispatcher', email: 'new.dispatcher@example.test', role: 'dispatcher' });
    expect(invited.status).toBe(201);
    const mail = await db.kysely.selectFrom('mail_outbox').select(['id', 'company_id', 'text_body']).where('kind', '=', 'staff_invite').executeTakeFirstOrThrow();
    expect(mail.company_id).toBeNull();
    const token = /#token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
    for (const client of [homeDispatcher, homeOwner]) {
      expect((await client.call('GET', itemPath(mail.id))).status).toBe(404);
      expect(JSON.stringify(await listAs(client, ''))).not.toContain('new.dispatcher@example.test');
    }
    const res = await admin.call('GET', itemPath(mail.id));
    expect(res.body.data).toMatchObject({ kind: 'staff_invite', text: null });
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it("answers 404 to another company's staff for this company's mail, and for the platform's", async () => {
    for (const id of [mailIds.booking, mailIds.platformEnquiry, 2_000_000]) {
      expect(await otherDispatcher.call('GET', itemPath(id))).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    }
    expect((await homeDispatcher.call('GET', itemPath(mailIds.platformEnquiry))).status).toBe(404);
    expect((await admin.call('GET', itemPath(2_000_000))).status).toBe(404);
  });
});

describe('retrying a mail the sender gave up', () => {
  let failedId = 0;

  beforeAll(async () => {
    // A message about the booking: in the company's outbox. The relay refuses it for 3 days.
    sink.failing = true;
    const res = await api.call('POST', OPERATIONS.sendContactMessage.path, { ...contact, bookingNumber, comments: 'Retry me.' });
    const row = await db.kysely.selectFrom('mail_outbox').select(['id', 'company_id']).where('subject', 'like', `%C-${res.body.data.id as number}:%`).executeTakeFirstOrThrow();
    expect(row.company_id).toBe(home.id);
    failedId = row.id;
    const mail = async () => db.kysely.selectFrom('mail_outbox').select(['attempts', 'status']).where('id', '=', failedId).executeTakeFirstOrThrow();
    await until(async () => (await mail()).attempts === 1, 'a first failed try');
    clock.jump(GIVE_UP_AFTER_MS);
    await until(async () => (await mail()).status === 'failed', 'the mail to be given up');
    // The jump ended the sessions (12 hours).
    await signInEveryone();
  });

  it('shows the failed mail with its error', async () => {
    const res = await homeDispatcher.call('GET', itemPath(failedId));
    expect(res.body.data).toMatchObject({ status: 'failed', attempts: 2, sent_at: null });
    expect(res.body.data.last_error).toContain('451');
    expect(idsOf(await listAs(homeDispatcher, '?status=failed'))).toEqual([failedId]);
  });

  it("another company's staff get 404 and change nothing", async () => {
    expect(await otherDispatcher.call('POST', retryPath(failedId))).toEqual({ status: 404, body: { success: false, message: 'Not found.' } });
    const row = await db.kysely.selectFrom('mail_outbox').select(['status', 'attempts']).where('id', '=', failedId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 2 });
  });

  it('refuses a mail that is not failed (409)', async () => {
    const res = await homeDispatcher.call('POST', retryPath(mailIds.booking));
    expect(res).toEqual({ status: 409, body: { success: false, message: 'Only a failed mail can be retried: this one is not failed.' } });
    expect((await admin.call('POST', retryPath(mailIds.platformEnquiry))).status).toBe(409);
  });

  it('is tried once more at once: failing again, it is failed again with the new error', async () => {
    const res = await homeOwner.call('POST', retryPath(failedId));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toMatch(/^(pending|sending|failed)$/);
    await expect.poll(async () => (await homeOwner.call('GET', itemPath(failedId))).body.data, { timeout: 5_000 }).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('goes back to the outbox and is sent once the relay takes it, with an audit entry per retry', async () => {
    sink.failing = false;
    const res = await homeDispatcher.call('POST', retryPath(failedId));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: failedId, attempts: 0 });
    await expect.poll(async () => (await homeDispatcher.call('GET', itemPath(failedId))).body.data.status, { timeout: 5_000 }).toBe('sent');
    expect(sink.received.some((m) => m.parsed.text?.includes('Retry me.'))).toBe(true);

    const audit = await db.kysely.selectFrom('audit_log').selectAll().where('subject_type', '=', 'mail').where('subject_id', '=', failedId).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.company_id, a.staff_id])).toEqual([
      ['mail.retried', home.id, homeOwner.staff.id],
      ['mail.retried', home.id, homeDispatcher.staff.id],
    ]);
    expect((await homeDispatcher.call('POST', retryPath(failedId))).status).toBe(409);
  });
});

describe('sessions and bad input', () => {
  it('needs a session (401) and, to retry, the CSRF token (403)', async () => {
    expect((await api.call('GET', OPERATIONS.operatorListMail.path)).status).toBe(401);
    expect((await api.call('GET', itemPath(mailIds.booking))).status).toBe(401);
    expect((await admin.call('POST', retryPath(mailIds.booking), undefined, { [CSRF_HEADER]: 'nope' })).status).toBe(403);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648', '%00', '1%00', '%20'])('id %j → 400 on both routes', async (id) => {
    expect((await admin.call('GET', itemPath(id))).status).toBe(400);
    expect((await admin.call('POST', retryPath(id))).status).toBe(400);
  });

  it.each(['status=lost', 'q=a%00b', `q=${'x'.repeat(101)}`, 'company_id=abc', 'company_id=-3', 'page=0', 'page=x'])('list with %s → 400', async (query) => {
    const res = await homeDispatcher.call('GET', `${OPERATIONS.operatorListMail.path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid request/);
  });
});
