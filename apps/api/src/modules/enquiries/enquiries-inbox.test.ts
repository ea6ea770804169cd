/**
 * The console's enquiries inbox against a real server and database, with a real SMTP server: where
 * a new enquiry lands, the list and one enquiry, replies by mail and their thread, status and
 * assignment, tenancy on every route, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, enquiryDetailSchema, enquiryListSchema, OPERATIONS, pathOf } from '@kerbside/contract';
import { openDatabase, type Db } from '../../db/database.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../mail/smtp-sink.js';
import { DEMO_LOGINS, signInStaff, type StaffClient } from '../staff/operator-test-kit.js';
import { contact, quote as sampleQuote } from './enquiries-test-kit.js';

/**
 * Quote requests on addresses the gazetteer does not find: no tariff prices them, so with several
 * companies active they wait in the platform's inbox (quote-requests.test.ts: those offered to the
 * companies whose tariffs price them).
 */
const quote = { ...sampleQuote, pickup_address: 'The old mill by the ford', dropoff_address: 'Top field gate' };
import { bookThroughWebsite, demoCompanies, runningClock, type CompanyLogins } from './enquiries-inbox-test-kit.js';

const SITE_EMAIL = 'bookings@kerbside.example';
const SITE_NAME = 'Kerbside Transfers';
type Kind = 'quote' | 'contact';

const clock = runningClock();
let sink: SmtpSink;
let api: TestApp;
let db: Db;
let home: CompanyLogins;
let other: CompanyLogins;
let booking: { bookingNumber: string; companyId: number };
let admin: StaffClient;
let homeDispatcher: StaffClient;
let homeOwner: StaffClient;
let otherDispatcher: StaffClient;
let otherOwner: StaffClient;

beforeAll(async () => {
  sink = await startSmtpSink();
  // Many enquiries from one test address: the per-address limits are raised (abuse-limits.test.ts tests them).
  api = await startTestApp({ now: clock.now, env: { SMTP_URL: sink.url, MAIL_POLL_MS: '50', RATE_LIMIT_FACTOR: '100' } });
  db = openDatabase({ databaseUrl: api.config.DATABASE_URL, sqlitePath: api.config.SQLITE_PATH });
  booking = await bookThroughWebsite(api);
  const companies = await demoCompanies(db);
  home = companies.find((c) => c.id === booking.companyId)!;
  other = companies.find((c) => c.id !== booking.companyId)!;
  admin = await signInStaff(api, DEMO_LOGINS.platformAdmin);
  homeDispatcher = await signInStaff(api, home.dispatcher);
  homeOwner = await signInStaff(api, home.owner);
  otherDispatcher = await signInStaff(api, other.dispatcher);
  otherOwner = await signInStaff(api, other.owner);
});
afterAll(async () => {
  await db?.close();
  await api?.close();
  await sink?.close();
});

async function sendContact(changes: Partial<typeof contact> = {}): Promise<number> {
  const res = await api.call('POST', OPERATIONS.sendContactMessage.path, { ...contact, ...changes });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

async function sendQuote(changes: Partial<typeof quote> = {}): Promise<number> {
  const res = await api.call('POST', OPERATIONS.sendQuoteRequest.path, { ...quote, ...changes });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
}

const TABLES = { quote: 'quote_requests', contact: 'contact_messages' } as const;
const PATHS = { view: OPERATIONS.operatorGetEnquiry, reply: OPERATIONS.operatorReplyToEnquiry, status: OPERATIONS.operatorSetEnquiryStatus, assign: OPERATIONS.operatorAssignEnquiry };
const enquiryPath = (action: keyof typeof PATHS, kind: string, id: number | string) => pathOf(PATHS[action], { kind, id }).replace(/%25/g, '%');

async function stored(kind: Kind, id: number) {
  return db.kysely.selectFrom(TABLES[kind]).select(['company_id', 'status']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Mails whose subject names `reference` (a booking number, or Q-12 but not Q-120). */
async function mailsAbout(reference: string) {
  const rows = await db.kysely.selectFrom('mail_outbox').selectAll().where('subject', 'like', `%${reference}%`).orderBy('id').execute();
  // The whole reference: C-3 is not C-31, nor the end of a booking number such as KB-7QAC-3F2K.
  return rows.filter((m) => new RegExp(`\\b${reference}(?!\\d)`).test(m.subject));
}

async function auditOf(id: number, action: string) {
  return db.kysely.selectFrom('audit_log').selectAll().where('subject_type', '=', 'enquiry').where('subject_id', '=', id).where('action', '=', action).execute();
}

async function repliesStored(kind: Kind, id: number) {
  return db.kysely.selectFrom('enquiry_replies').selectAll().where('enquiry_kind', '=', kind).where('enquiry_id', '=', id).execute();
}

async function received(to: string, subject: string): Promise<ReceivedMail> {
  const until = Date.now() + 5_000;
  for (;;) {
    const found = sink.received.find((m) => m.envelopeTo.includes(to) && m.parsed.subject === subject);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no mail to ${to}: ${subject}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function listAs(client: StaffClient, query = ''): Promise<{ items: any[]; total: number; page: number; per_page: number }> {
  const res = await client.call('GET', `${OPERATIONS.operatorListEnquiries.path}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const keys = (items: { kind: string; id: number }[]) => items.map((i) => `${i.kind}-${i.id}`);

async function assign(kind: Kind, id: number, companyId: number | null) {
  const res = await admin.call('POST', enquiryPath('assign', kind, id), { company_id: companyId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('where a new enquiry lands', () => {
  it("a Contact Us message naming a booking goes to the booking's company, with its mail; the booking's mails are in that outbox too", async () => {
    const id = await sendContact({ bookingNumber: booking.bookingNumber });
    expect(await stored('contact', id)).toEqual({ company_id: home.id, status: 'new' });
    expect((await mailsAbout(`C-${id}`)).map((m) => [m.kind, m.company_id])).toEqual([['contact_message', home.id]]);

    const bookingMails = await mailsAbout(booking.bookingNumber);
    expect(bookingMails.map((m) => m.kind).sort()).toEqual(['booking_confirmation', 'booking_notification']);
    expect(bookingMails.every((m) => m.company_id === home.id)).toBe(true);
  });

  it('reads the booking number as a visitor may type it', async () => {
    const typed = booking.bookingNumber.toLowerCase().replace(/-/g, ' ');
    const id = await sendContact({ bookingNumber: ` ${typed} ` });
    expect((await stored('contact', id)).company_id).toBe(home.id);
  });

  it("with several companies active, a quote and a message naming no known booking wait in the platform's inbox", async () => {
    const contactId = await sendContact({ bookingNumber: 'KB-0000-0000' });
    const quoteId = await sendQuote();
    expect(await stored('contact', contactId)).toEqual({ company_id: null, status: 'new' });
    expect(await stored('quote', quoteId)).toEqual({ company_id: null, status: 'new' });
    const mails = [...(await mailsAbout(`C-${contactId}`)), ...(await mailsAbout(`Q-${quoteId}`))];
    expect(mails.map((m) => m.kind).sort()).toEqual(['contact_message', 'quote_acknowledgement', 'quote_request']);
    expect(mails.every((m) => m.company_id === null)).toBe(true);
  });

  it('with exactly one company active, everything goes to it (a named booking still goes to its own company)', async () => {
    const others = (await demoCompanies(db)).filter((c) => c.id !== other.id).map((c) => c.id);
    await db.kysely.updateTable('companies').set({ is_active: 0 }).where('id', 'in', others).execute();
    try {
      const quoteId = await sendQuote({ passenger_email: 'only-one@example.test' });
      const contactId = await sendContact({ bookingNumber: '' });
      const namedId = await sendContact({ bookingNumber: booking.bookingNumber });
      expect((await stored('quote', quoteId)).company_id).toBe(other.id);
      expect((await stored('contact', contactId)).company_id).toBe(other.id);
      expect((await stored('contact', namedId)).company_id).toBe(home.id);
      const mails = await mailsAbout(`Q-${quoteId}`);
      expect(mails.map((m) => m.company_id)).toEqual([other.id, other.id]);
    } finally {
      await db.kysely.updateTable('companies').set({ is_active: 1 }).execute();
    }
  });
});

describe('the inbox', () => {
  // One enquiry of each situation: the booking's company (home), another company, and none.
  const ids = { homeContact: 0, homeQuote: 0, otherQuote: 0, openQuote: 0, openContact: 0 };

  beforeAll(async () => {
    ids.homeContact = await sendContact({ email: 'inbox-ada@example.test', bookingNumber: booking.bookingNumber, comments: '\n  I left an umbrella\nin the car.' });
    ids.homeQuote = await sendQuote({ passenger_email: 'inbox-grace@example.test' });
    await assign('quote', ids.homeQuote, home.id);
    ids.otherQuote = await sendQuote({ passenger_email: 'inbox-other@example.test', passenger_name: 'Otto Other' });
    await assign('quote', ids.otherQuote, other.id);
    ids.openQuote = await sendQuote({ passenger_email: 'inbox-open@example.test' });
    ids.openContact = await sendContact({ bookingNumber: '', email: 'inbox-open@example.test' });
  });

  it("shows a company's staff their company's enquiries only, whatever company they ask for", async () => {
    for (const client of [homeDispatcher, homeOwner]) {
      for (const query of ['', '?company_id=none', `?company_id=${other.id}`]) {
        const list = await listAs(client, query);
        expect(list.items.every((i) => i.company?.id === home.id), query).toBe(true);
        expect(keys(list.items)).toEqual(expect.arrayContaining([`contact-${ids.homeContact}`, `quote-${ids.homeQuote}`]));
        expect(keys(list.items)).not.toContain(`quote-${ids.otherQuote}`);
        expect(keys(list.items)).not.toContain(`quote-${ids.openQuote}`);
        expect(list.total).toBe(list.items.length);
      }
    }
    const theirs = await listAs(otherDispatcher, `?company_id=${home.id}`);
    expect(keys(theirs.items)).toContain(`quote-${ids.otherQuote}`);
    expect(theirs.items.every((i) => i.company?.id === other.id)).toBe(true);
  });

  it('shows the platform admin every enquiry, newest first, and narrows by company or to the unassigned', async () => {
    const all = await listAs(admin);
    expect(keys(all.items)).toEqual(expect.arrayContaining(Object.entries(ids).map(([name, id]) => `${name.includes('Quote') ? 'quote' : 'contact'}-${id}`)));
    const times = all.items.map((i) => i.created_at as string);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.total).toBe(all.items.length);

    const unassigned = await listAs(admin, '?company_id=none');
    expect(unassigned.items.every((i) => i.company === null)).toBe(true);
    expect(keys(unassigned.items)).toEqual(expect.arrayContaining([`quote-${ids.openQuote}`, `contact-${ids.openContact}`]));

    const ofHome = await listAs(admin, `?company_id=${home.id}`);
    expect(ofHome.items.every((i) => i.company?.id === home.id)).toBe(true);
    expect(keys(ofHome.items)).toContain(`quote-${ids.homeQuote}`);
  });

  it('lists each enquiry with its kind, reference, contact details, a one-line summary, company and replies', async () => {
    const { items } = await listAs(homeDispatcher);
    expect(items.find((i) => i.kind === 'contact' && i.id === ids.homeContact)).toEqual({
      kind: 'contact',
      id: ids.homeContact,
      reference: `C-${ids.homeContact}`,
      status: 'new',
      name: "Ada O'Neill",
      email: 'inbox-ada@example.test',
      phone: contact.telephone,
      summary: `Lost Item (${booking.bookingNumber}): I left an umbrella`,
      company: { id: home.id, name: home.name },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      replies: 0,
    });
    const q = items.find((i) => i.kind === 'quote' && i.id === ids.homeQuote);
    expect(q.summary).toBe(`24-12-2026 07:45: ${quote.pickup_address} → ${quote.dropoff_address}`);
    expect(q.name).toBe(quote.passenger_name);
  });

  it('filters by kind, status and text, finds a reference, and pages', async () => {
    expect((await listAs(admin, '?kind=quote')).items.every((i) => i.kind === 'quote')).toBe(true);
    expect((await listAs(admin, '?kind=contact')).items.every((i) => i.kind === 'contact')).toBe(true);
    expect(keys((await listAs(admin, `?q=Q-${ids.otherQuote}`)).items)).toEqual([`quote-${ids.otherQuote}`]);
    expect(keys((await listAs(admin, `?q=c${ids.openContact}`)).items)).toEqual([`contact-${ids.openContact}`]);
    expect(keys((await listAs(admin, '?q=OTTO%20other')).items)).toEqual([`quote-${ids.otherQuote}`]);
    expect(keys((await listAs(homeDispatcher, `?q=Q-${ids.otherQuote}`)).items)).toEqual([]);
    // Wildcards are searched for as themselves.
    expect((await listAs(admin, '?q=%25')).items).toEqual([]);
    expect((await listAs(admin, '?q=_')).items).toEqual([]);
    expect((await listAs(admin, '?status=closed')).items.every((i) => i.status === 'closed')).toBe(true);
    expect(await listAs(admin, '?status=&kind=&q=&company_id=')).toMatchObject({ page: 1, per_page: 50 });
    const second = await listAs(admin, '?page=2');
    expect(second.items).toEqual([]);
    expect(second.total).toBeGreaterThan(0);
  });

  it("answers in the contract's shapes", async () => {
    for (const client of [admin, homeDispatcher]) {
      const list = await client.call('GET', OPERATIONS.operatorListEnquiries.path);
      expect(enquiryListSchema.parse(list.body.data).items.length).toBeGreaterThan(0);
    }
    for (const [kind, id] of [['quote', ids.homeQuote], ['contact', ids.homeContact]] as const) {
      const res = await homeDispatcher.call('GET', enquiryPath('view', kind, id));
      expect(enquiryDetailSchema.parse(res.body.data).kind).toBe(kind);
    }
  });

  it('shows one enquiry with every field of its form', async () => {
    const res = await homeDispatcher.call('GET', enquiryPath('view', 'quote', ids.homeQuote));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'quote',
      id: ids.homeQuote,
      reference: `Q-${ids.homeQuote}`,
      status: 'new',
      company: { id: home.id, name: home.name },
      replies: [],
      form: { ...quote, passenger_email: 'inbox-grace@example.test' },
    });
    const message = await homeOwner.call('GET', enquiryPath('view', 'contact', ids.homeContact));
    expect(message.body.data.form).toEqual({ ...contact, email: 'inbox-ada@example.test', bookingNumber: booking.bookingNumber, comments: 'I left an umbrella\nin the car.' });
  });

  describe('replies', () => {
    it('mails the enquirer under the company’s name, replies going to the company, keeps the thread and marks the enquiry replied', async () => {
      const body = 'Hello Ada,\n\nWe found your umbrella: collect it from our office.';
      const res = await homeDispatcher.call('POST', enquiryPath('reply', 'contact', ids.homeContact), { body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const data = res.body.data;
      expect(data.status).toBe('replied');
      expect(data.replies).toEqual([
        {
          id: expect.any(Number),
          staff: { id: homeDispatcher.staff.id, name: homeDispatcher.staff.name },
          body,
          created_at: expect.any(String),
          mail: { id: expect.any(Number), to: 'inbox-ada@example.test', status: expect.stringMatching(/^(pending|sending|sent)$/) },
        },
      ]);

      const subject = `Re: Your message C-${ids.homeContact}: Lost Item`;
      const [mail] = await db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', data.replies[0].mail.id).execute();
      expect(mail).toMatchObject({ kind: 'enquiry_reply', company_id: home.id, to_address: 'inbox-ada@example.test', reply_to: home.email, sender_name: home.name, subject });
      expect(mail!.text_body.startsWith(`${body}\n\n${home.name}\n\nOn `)).toBe(true);
      expect(mail!.text_body).toContain("Ada O'Neill wrote:\n> Query reason: Lost Item\n");
      expect(mail!.text_body).toContain('> Comments:\n> I left an umbrella\n> in the car.');

      const { parsed } = await received('inbox-ada@example.test', subject);
      expect(parsed.from?.value[0]).toEqual({ name: home.name, address: SITE_EMAIL });
      expect(parsed.replyTo?.value[0]?.address).toBe(home.email);
      expect(parsed.text).toContain('We found your umbrella');
      expect(String(parsed.html)).toContain('collect it from our office.');

      const audit = await auditOf(ids.homeContact, 'enquiry.replied');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ company_id: home.id, staff_id: homeDispatcher.staff.id });
      expect(JSON.parse(audit[0]!.detail)).toMatchObject({ kind: 'contact', mail_id: mail!.id, status_before: 'new' });

      expect(enquiryDetailSchema.safeParse(data).success).toBe(true);
      // The thread shows what became of the mail.
      await expect
        .poll(async () => (await homeDispatcher.call('GET', enquiryPath('view', 'contact', ids.homeContact))).body.data.replies[0].mail.status, { timeout: 5_000 })
        .toBe('sent');
    });

    it('keeps every reply in the thread, oldest first, and counts them in the list', async () => {
      const res = await homeOwner.call('POST', enquiryPath('reply', 'contact', ids.homeContact), { body: 'One more thing: we open at 8.' });
      expect(res.status).toBe(200);
      expect(res.body.data.replies.map((r: any) => [r.staff.id, r.body.slice(0, 8)])).toEqual([
        [homeDispatcher.staff.id, 'Hello Ad'],
        [homeOwner.staff.id, 'One more'],
      ]);
      const row = (await listAs(homeOwner)).items.find((i) => i.kind === 'contact' && i.id === ids.homeContact);
      expect(row.replies).toBe(2);
    });

    it("a platform admin answers an enquiry of no company as the site, and the mail is the platform's", async () => {
      const res = await admin.call('POST', enquiryPath('reply', 'quote', ids.openQuote), { body: 'A saloon would be £85.' });
      expect(res.status).toBe(200);
      const subject = `Re: Your quote request Q-${ids.openQuote} for 24-12-2026 07:45`;
      const [mail] = await db.kysely.selectFrom('mail_outbox').selectAll().where('id', '=', res.body.data.replies[0].mail.id).execute();
      expect(mail).toMatchObject({ company_id: null, sender_name: null, reply_to: SITE_EMAIL, subject, to_address: 'inbox-open@example.test' });
      expect(mail!.text_body).toContain(`> Pick up: ${quote.pickup_address}\n`);
      expect(mail!.text_body).toContain('> Additional information:\n> Two child seats, please.\n> Flight BA 117.');
      const { parsed } = await received('inbox-open@example.test', subject);
      expect(parsed.from?.value[0]).toEqual({ name: SITE_NAME, address: SITE_EMAIL });
    });

    it('refuses an enquiry with no email address to reply to, storing nothing', async () => {
      const id = await sendContact({ email: '', bookingNumber: booking.bookingNumber });
      const before = await db.kysely.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await homeDispatcher.call('POST', enquiryPath('reply', 'contact', id), { body: 'Hello?' });
      expect(res).toEqual({ status: 409, body: { success: false, message: 'This enquiry gave no email address to reply to. Call them instead.' } });
      expect(await repliesStored('contact', id)).toEqual([]);
      expect((await stored('contact', id)).status).toBe('new');
      const after = await db.kysely.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it.each([
      ['an empty body', { body: '' }],
      ['only spaces', { body: '   \n ' }],
      ['5001 characters', { body: 'x'.repeat(5_001) }],
      ['a NUL character', { body: 'a\u0000b' }],
      ['a number', { body: 12 }],
      ['no body', {}],
    ])('refuses %s with 400, storing nothing', async (_name, payload) => {
      const res = await homeDispatcher.call('POST', enquiryPath('reply', 'quote', ids.homeQuote), payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^Invalid request/);
      expect(await repliesStored('quote', ids.homeQuote)).toEqual([]);
      expect((await stored('quote', ids.homeQuote)).status).toBe('new');
    });
  });

  describe('status', () => {
    it('marks an enquiry closed, with an audit entry, and a repeat changes nothing', async () => {
      const res = await homeDispatcher.call('POST', enquiryPath('status', 'contact', ids.homeContact), { status: 'closed' });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('closed');
      expect((await stored('contact', ids.homeContact)).status).toBe('closed');
      const again = await homeOwner.call('POST', enquiryPath('status', 'contact', ids.homeContact), { status: 'closed' });
      expect(again.status).toBe(200);
      const audit = await auditOf(ids.homeContact, 'enquiry.status_changed');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ company_id: home.id, staff_id: homeDispatcher.staff.id });
      expect(JSON.parse(audit[0]!.detail)).toEqual({ kind: 'contact', from: 'replied', to: 'closed' });
      expect(keys((await listAs(homeDispatcher, '?status=closed')).items)).toContain(`contact-${ids.homeContact}`);

      const reopened = await homeDispatcher.call('POST', enquiryPath('status', 'contact', ids.homeContact), { status: 'new' });
      expect(reopened.body.data.status).toBe('new');
    });

    it.each([[{ status: 'open' }], [{ status: 'new\u0000' }], [{}], [{ status: null }]])('refuses %j with 400', async (payload) => {
      const res = await homeDispatcher.call('POST', enquiryPath('status', 'quote', ids.homeQuote), payload);
      expect(res.status).toBe(400);
      expect((await stored('quote', ids.homeQuote)).status).toBe('new');
    });
  });

  describe('assignment', () => {
    it('is for platform admins only: owners and dispatchers get 403, even for their own enquiry', async () => {
      for (const client of [homeOwner, homeDispatcher, otherOwner]) {
        const res = await client.call('POST', enquiryPath('assign', 'quote', ids.homeQuote), { company_id: other.id });
        expect(res).toEqual({ status: 403, body: { success: false, message: 'Your role cannot do this.' } });
      }
      expect((await stored('quote', ids.homeQuote)).company_id).toBe(home.id);
    });

    it("moves an enquiry to a company, whose staff then see it, and back to the platform's inbox, audited", async () => {
      const id = await sendQuote({ passenger_email: 'moved@example.test' });
      expect((await homeDispatcher.call('GET', enquiryPath('view', 'quote', id))).status).toBe(404);

      const res = await admin.call('POST', enquiryPath('assign', 'quote', id), { company_id: home.id });
      expect(res.status).toBe(200);
      expect(res.body.data.company).toEqual({ id: home.id, name: home.name });
      expect((await homeDispatcher.call('GET', enquiryPath('view', 'quote', id))).status).toBe(200);

      const back = await admin.call('POST', enquiryPath('assign', 'quote', id), { company_id: null });
      expect(back.body.data.company).toBeNull();
      expect((await homeDispatcher.call('GET', enquiryPath('view', 'quote', id))).status).toBe(404);

      const audit = await auditOf(id, 'enquiry.assigned');
      expect(audit.map((a) => JSON.parse(a.detail))).toEqual([
        { kind: 'quote', from: null, to: home.id },
        { kind: 'quote', from: home.id, to: null },
      ]);
      expect(audit.every((a) => a.staff_id === admin.staff.id)).toBe(true);
    });

    it('refuses a company that does not exist or is not active (422), and bad ids (400)', async () => {
      const id = ids.openContact;
      expect((await admin.call('POST', enquiryPath('assign', 'contact', id), { company_id: 999_999 })).status).toBe(422);
      await db.kysely.updateTable('companies').set({ is_active: 0 }).where('id', '=', other.id).execute();
      try {
        const res = await admin.call('POST', enquiryPath('assign', 'contact', id), { company_id: other.id });
        expect(res).toEqual({ status: 422, body: { success: false, message: 'There is no active company with that id.' } });
      } finally {
        await db.kysely.updateTable('companies').set({ is_active: 1 }).where('id', '=', other.id).execute();
      }
      for (const payload of [{ company_id: String(home.id) }, { company_id: 0 }, { company_id: 1.5 }, {}]) {
        expect((await admin.call('POST', enquiryPath('assign', 'contact', id), payload)).status, JSON.stringify(payload)).toBe(400);
      }
      expect((await stored('contact', id)).company_id).toBeNull();
    });
  });

  describe('tenancy', () => {
    const notFound = { success: false, message: 'Not found.' };

    it("another company's staff get 404 on every route for this company's enquiry, and change nothing", async () => {
      const before = { quote: await stored('quote', ids.homeQuote), replies: await repliesStored('quote', ids.homeQuote) };
      for (const client of [otherDispatcher, otherOwner]) {
        expect(await client.call('GET', enquiryPath('view', 'quote', ids.homeQuote))).toEqual({ status: 404, body: notFound });
        expect(await client.call('POST', enquiryPath('reply', 'quote', ids.homeQuote), { body: 'Not ours.' })).toEqual({ status: 404, body: notFound });
        expect(await client.call('POST', enquiryPath('status', 'quote', ids.homeQuote), { status: 'closed' })).toEqual({ status: 404, body: notFound });
        // Assigning is refused by role before any enquiry is looked up.
        expect((await client.call('POST', enquiryPath('assign', 'quote', ids.homeQuote), { company_id: other.id })).status).toBe(403);
      }
      expect(await stored('quote', ids.homeQuote)).toEqual(before.quote);
      expect(await repliesStored('quote', ids.homeQuote)).toEqual(before.replies);
    });

    it("a company's staff get 404 for an enquiry still in the platform's inbox, as for one that does not exist", async () => {
      for (const id of [ids.openContact, 2_000_000]) {
        expect(await homeDispatcher.call('GET', enquiryPath('view', 'contact', id))).toEqual({ status: 404, body: notFound });
        expect(await homeDispatcher.call('POST', enquiryPath('reply', 'contact', id), { body: 'Hi' })).toEqual({ status: 404, body: notFound });
        expect(await homeDispatcher.call('POST', enquiryPath('status', 'contact', id), { status: 'closed' })).toEqual({ status: 404, body: notFound });
      }
      expect((await admin.call('GET', enquiryPath('view', 'contact', 2_000_000))).status).toBe(404);
      expect((await admin.call('POST', enquiryPath('assign', 'contact', 2_000_000), { company_id: home.id })).status).toBe(404);
    });

    it('lists never include another company’s enquiries, whatever the filter', async () => {
      for (const query of ['', '?kind=quote', '?status=new', '?q=example', `?q=Q-${ids.otherQuote}`, `?company_id=${other.id}`, '?company_id=none', '?page=1']) {
        const list = await listAs(homeDispatcher, query);
        expect(list.items.filter((i) => i.company?.id !== home.id), query).toEqual([]);
      }
    });
  });
});

describe('sessions and bad input', () => {
  it('needs a session (401) and, for a change, the CSRF token (403)', async () => {
    expect((await api.call('GET', OPERATIONS.operatorListEnquiries.path)).status).toBe(401);
    expect((await api.call('GET', enquiryPath('view', 'quote', 1))).status).toBe(401);
    const id = await sendQuote();
    const noToken = await admin.call('POST', enquiryPath('status', 'quote', id), { status: 'closed' }, { [CSRF_HEADER]: '' });
    expect(noToken.status).toBe(403);
    expect((await stored('quote', id)).status).toBe('new');
  });

  const badKinds = ['booking', 'QUOTE', '%00', 'quote%00', '%20quote'];
  const badIds = ['abc', '0', '-1', '1.5', '2147483648', '1e99', '%00', '1%00', '%20'];

  it.each(badKinds.flatMap((kind) => (['view', 'reply', 'status', 'assign'] as const).map((action) => [action, kind, '1'] as const)))(
    '%s with kind %j → 400',
    async (action, kind, id) => {
      const res = action === 'view' ? await admin.call('GET', enquiryPath(action, kind, id)) : await admin.call('POST', enquiryPath(action, kind, id), { body: 'x', status: 'new', company_id: null });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    },
  );

  it.each(badIds.flatMap((id) => (['view', 'reply', 'status', 'assign'] as const).map((action) => [action, 'contact', id] as const)))('%s with id %j → 400', async (action, kind, id) => {
    const res = action === 'view' ? await admin.call('GET', enquiryPath(action, kind, id)) : await admin.call('POST', enquiryPath(action, kind, id), { body: 'x', status: 'new', company_id: null });
    expect(res.status).toBe(400);
  });

  it.each(['status=open', 'kind=booking', 'q=a%00b', `q=${'x'.repeat(101)}`, 'company_id=abc', 'company_id=0', 'page=0', 'page=abc', 'page=1.5'])('list with %s → 400', async (query) => {
    const res = await admin.call('GET', `${OPERATIONS.operatorListEnquiries.path}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid request/);
  });
});
