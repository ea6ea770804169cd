/**
 * A passenger's erasure on request (issue 27 §4): the platform admin only; what is out of its
 * retention period goes at once, a booking still inside it is kept and erased by the daily task
 * when its period ends; the request shows which, and is audited.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, type ErasureRequest } from '@kerbside/contract';
import { dispatchTestApp, guest, mileage, START } from '../dispatch/dispatch-test-kit.js';
import { bearer, createClient, fromNewAddress, signIn } from '../accounts/accounts-test-kit.js';
import { RETENTION_TASK } from './index.js';

const kit = dispatchTestApp();
const requestsPath = pathOf(OPERATIONS.operatorListErasureRequests);
const stampOf = async (id: number) => (await kit.db.kysely.selectFrom('bookings').select('anonymised_at').where('id', '=', id).executeTakeFirstOrThrow()).anonymised_at;
const travellerOf = (id: number) => kit.db.kysely.selectFrom('passenger_details').select(['passenger_name', 'passenger_email']).where('booking_id', '=', id).executeTakeFirstOrThrow();

const book = (email: string, date: string) => kit.book('riverside', { form: mileage({ pickup_date: date }), changes: { registrationData: { ...guest, email } } });

describe('erasure requests', () => {
  it('erases now what is out of the period, keeps the rest until its period ends, then finishes', async () => {
    await kit.db.kysely.updateTable('companies').set({ retention_months: 12 }).where('id', '=', kit.companyId.riverside).execute();
    await kit.moveClock(START);
    const old = await book('erased@example.com', '2026-12-03');
    const recent = await book('erased@example.com', '2026-12-20');
    const someoneElse = await book('other@example.com', '2026-12-03');
    const message = await kit.db.kysely
      .insertInto('contact_messages')
      .values({ first_name: 'Ada', last_name: 'Lovelace', email: 'erased@example.com', telephone: '07700900123', query_reason: 'Lost property', booking_number: old.number, comments: 'I left my umbrella', created_at: START.toISOString(), company_id: kit.companyId.riverside })
      .returning('id')
      .executeTakeFirstOrThrow();

    // Mail still waiting to go is never erased under the sender; these went long ago.
    await kit.db.kysely.updateTable('mail_outbox').set({ status: 'sent' }).execute();
    await kit.moveClock(new Date('2027-12-10T10:00:00Z'));
    const made = await kit.staff.platformAdmin.call('POST', requestsPath, { email: ' Erased@Example.com ', note: 'Asked by phone' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const request = made.body.data as ErasureRequest;
    expect(request).toEqual({
      id: request.id,
      email: 'erased@example.com',
      note: 'Asked by phone',
      requested_at: '2027-12-10T10:00:00.000Z',
      requested_by: expect.any(String),
      status: 'waiting',
      bookings_erased: 1,
      bookings_waiting: 1,
      waiting_until: '2027-12-21',
      done_at: null,
    });
    expect(await stampOf(old.id)).toBe('2027-12-10T10:00:00.000Z');
    expect(await travellerOf(old.id)).toEqual({ passenger_name: '(removed)', passenger_email: '' });
    expect(await stampOf(recent.id)).toBeNull();
    expect(await travellerOf(recent.id)).toEqual({ passenger_name: 'Ada Lovelace', passenger_email: 'erased@example.com' });
    // Out of the period too, but not asked for: the daily task's.
    expect(await stampOf(someoneElse.id)).toBeNull();
    expect(await kit.db.kysely.selectFrom('contact_messages').select(['first_name', 'email', 'comments']).where('id', '=', message.id).executeTakeFirstOrThrow()).toEqual({ first_name: '(removed)', email: '', comments: '' });
    // Kept with the booking still inside the period: its mails.
    expect(await kit.mailsTo('erased@example.com')).not.toEqual([]);
    const audits = await kit.db.kysely.selectFrom('audit_log').select(['action', 'staff_id', 'company_id']).where('subject_type', '=', 'erasure_request').where('subject_id', '=', request.id).orderBy('id').execute();
    expect(audits.map((a) => a.action)).toEqual(['erasure_request.recorded', 'erasure_request.applied']);
    expect(audits.every((a) => a.staff_id !== null && a.company_id === null)).toBe(true);

    const listed = await kit.staff.platformAdmin.call('GET', requestsPath);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([request]);

    // The day before its period ends the kept booking stays; the day it ends the task erases it and the request is done.
    await kit.moveClock(new Date('2027-12-20T12:00:00Z'));
    expect(await kit.api.scheduler!.runNow(RETENTION_TASK)).toBe('ran');
    expect(await stampOf(recent.id)).toBeNull();
    expect((await kit.staff.platformAdmin.call('GET', requestsPath)).body.data[0]).toMatchObject({ status: 'waiting', bookings_waiting: 1 });

    await kit.moveClock(new Date('2027-12-21T12:00:00Z'));
    expect(await kit.api.scheduler!.runNow(RETENTION_TASK)).toBe('ran');
    expect(await stampOf(recent.id)).toBe('2027-12-21T12:00:00.000Z');
    expect(await travellerOf(recent.id)).toEqual({ passenger_name: '(removed)', passenger_email: '' });
    expect((await kit.staff.platformAdmin.call('GET', requestsPath)).body.data[0]).toMatchObject({ status: 'done', bookings_waiting: 0, waiting_until: null, done_at: '2027-12-21T12:00:00.000Z' });
    expect(await kit.mailsTo('erased@example.com')).toEqual([]);
    expect(await kit.db.kysely.selectFrom('passengers').select('id').where('email', '=', 'erased@example.com').execute()).toEqual([]);
  });

  it('a client with nothing kept loses their account at once: signed out, and cannot sign in again', async () => {
    await kit.moveClock(kit.clock.now);
    const client = await createClient(kit.db, { email: 'client-erased@example.com' });
    const token = await signIn(kit.api, client);
    const bookings = () => kit.api.call('GET', `/api/v1/get_booking/${client.id}`, undefined, bearer(token));
    expect((await bookings()).status).toBe(200);

    const made = await kit.staff.platformAdmin.call('POST', requestsPath, { email: client.email });
    expect(made.body.data).toMatchObject({ status: 'done', bookings_erased: 0, bookings_waiting: 0 });
    expect(await kit.db.kysely.selectFrom('passengers').select(['first_name', 'surname', 'email', 'phone', 'password_hash', 'kind']).where('id', '=', client.id).executeTakeFirstOrThrow()).toEqual({
      first_name: '(removed)',
      surname: '',
      email: '',
      phone: '',
      password_hash: null,
      kind: 'guest',
    });
    expect((await bookings()).status).toBe(401);
    expect((await kit.api.call('POST', '/api/v1/check-passenger-login', { email: client.email, password: client.password }, fromNewAddress())).status).not.toBe(200);
  });

  it('is the platform admin’s only, and refuses a wrong email or a NUL in the note, recording nothing', async () => {
    await kit.moveClock(kit.clock.now);
    for (const client of [kit.staff.riversideOwner, kit.staff.riversideDispatcher]) {
      expect((await client.call('POST', requestsPath, { email: 'someone@example.com' })).status).toBe(403);
      expect((await client.call('GET', requestsPath)).status).toBe(403);
    }
    const before = await kit.db.kysely.selectFrom('erasure_requests').select('id').execute();
    for (const body of [{ email: 'not an email' }, { email: 'a@example.com', note: 'x\u0000' }, { email: 'a@example.com', note: 'x'.repeat(501) }, {}]) {
      const res = await kit.staff.platformAdmin.call('POST', requestsPath, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await kit.db.kysely.selectFrom('erasure_requests').select('id').execute()).toEqual(before);
  });
});
