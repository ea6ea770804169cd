/**
 * The console's texts against a real server and database: each company's staff see their own texts
 * only (another company's is a 404 on every route), a platform admin all of them; a text's body with
 * its signed links cut, its segments, encoding and Twilio's status; retrying only a failed text,
 * audited; bad input.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, pathOf, TEXT_CONSOLE_MESSAGES, textDetailSchema, textListSchema } from '@kerbside/contract';
import { dispatchTestApp } from '../dispatch/dispatch-test-kit.js';
import { insertPendingTexts } from './sms-outbox.repository.js';

const kit = dispatchTestApp();

let numbers = 0;
/** A text queued through the outbox as the notification policy queues it, then moved to `status` as the sender would. */
async function queued(company: 'riverside' | 'skyline', changes: { status?: 'failed' | 'delivered' | 'stored'; body?: string; kind?: 'driver_on_the_way' | 'reminder' } = {}) {
  const to = `+4477009${String(++numbers).padStart(5, '0')}`;
  const kind = changes.kind ?? 'driver_on_the_way';
  await insertPendingTexts(kit.db.kysely, [{ kind, to, body: changes.body ?? 'Your driver Sam is on the way.', companyId: kit.companyId[company], essential: kind !== 'reminder' }], kit.clock.now);
  const row = await kit.db.kysely.selectFrom('sms_outbox').select('id').where('to_number', '=', to).executeTakeFirstOrThrow();
  if (changes.status === 'failed') {
    await kit.db.kysely.updateTable('sms_outbox').set({ status: 'failed', attempts: 7, last_error: 'Twilio 21610: Attempt to send to unsubscribed recipient', provider_status: 'failed' }).where('id', '=', row.id).execute();
  } else if (changes.status) {
    await kit.db.kysely.updateTable('sms_outbox').set({ status: changes.status, attempts: 1, sent_at: kit.clock.now.toISOString(), provider_status: changes.status === 'delivered' ? 'delivered' : null, provider_id: changes.status === 'delivered' ? `SM${to.slice(1)}` : null }).where('id', '=', row.id).execute();
  }
  return { id: row.id, to };
}

const textPath = (id: number) => pathOf(OPERATIONS.operatorGetText, { id });
const retryPath = (id: number) => pathOf(OPERATIONS.operatorRetryText, { id });

describe('the console’s texts', () => {
  it("lists a company's own texts to its staff, with channel facts, and every company's to a platform admin", async () => {
    const own = await queued('riverside', { status: 'delivered', body: 'Your driver is outside – look for the silver Prius 🚕' });
    const theirs = await queued('skyline');
    const res = await kit.staff.riversideDispatcher.call('GET', OPERATIONS.operatorListTexts.path);
    expect(res.status).toBe(200);
    const list = textListSchema.parse(res.body.data);
    const ids = list.items.map((t) => t.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.items.find((t) => t.id === own.id)).toMatchObject({ to: own.to, status: 'delivered', segments: 1, encoding: 'UCS-2', attempts: 1, company: { id: kit.companyId.riverside } });

    const all = textListSchema.parse((await kit.staff.platformAdmin.call('GET', OPERATIONS.operatorListTexts.path)).body.data).items.map((t) => t.id);
    expect(all).toEqual(expect.arrayContaining([own.id, theirs.id]));
    const skylineOnly = await kit.staff.platformAdmin.call('GET', `${OPERATIONS.operatorListTexts.path}?company_id=${kit.companyId.skyline}`);
    expect(skylineOnly.body.data.items.map((t: { id: number }) => t.id)).not.toContain(own.id);
  });

  it('filters by status and finds a number as it is written', async () => {
    const failed = await queued('riverside', { status: 'failed' });
    const byStatus = await kit.staff.riversideOwner.call('GET', `${OPERATIONS.operatorListTexts.path}?status=failed`);
    expect(byStatus.body.data.items.every((t: { status: string }) => t.status === 'failed')).toBe(true);
    expect(byStatus.body.data.items.map((t: { id: number }) => t.id)).toContain(failed.id);
    const written = `0${failed.to.slice(3, 7)} ${failed.to.slice(7)}`;
    const found = await kit.staff.riversideOwner.call('GET', `${OPERATIONS.operatorListTexts.path}?q=${encodeURIComponent(written)}`);
    expect(found.body.data.items.map((t: { id: number }) => t.id)).toEqual([failed.id]);
    expect((await kit.staff.riversideOwner.call('GET', `${OPERATIONS.operatorListTexts.path}?status=lost`)).status).toBe(400);
  });

  it("shows a text's body with its signed links cut, and Twilio's status", async () => {
    const text = await queued('riverside', { status: 'delivered', body: 'Sam is on the way. Follow the car: https://book.example/track/abc.DEF-123_x Manage: https://book.example/manage-booking/tok.en-9' });
    const res = await kit.staff.riversideDispatcher.call('GET', textPath(text.id));
    expect(res.status).toBe(200);
    const detail = textDetailSchema.parse(res.body.data);
    expect(detail).toMatchObject({ provider_status: 'delivered', essential: true, withheld: null, segments: 1, encoding: 'GSM-7' });
    expect(detail.body).toBe('Sam is on the way. Follow the car: https://book.example/track/… Manage: https://book.example/manage-booking/…');
  });

  it("answers another company's text 404 on every route, changing nothing", async () => {
    const theirs = await queued('skyline', { status: 'failed' });
    const client = kit.staff.riversideOwner;
    expect((await client.call('GET', textPath(theirs.id))).status).toBe(404);
    expect((await client.call('POST', retryPath(theirs.id))).status).toBe(404);
    const row = await kit.db.kysely.selectFrom('sms_outbox').select(['status', 'attempts']).where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts: 7 });
    expect((await client.call('GET', textPath(2 ** 31 - 1))).status).toBe(404);
    expect((await client.call('GET', `${OPERATIONS.operatorListTexts.path}/x`)).status).toBe(400);
  });

  it('retries only a failed text: pending at once with its tries afresh, audited sms.retried; any other is a 409', async () => {
    const failed = await queued('riverside', { status: 'failed' });
    const res = await kit.staff.riversideDispatcher.call('POST', retryPath(failed.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: failed.id, status: 'pending', attempts: 0, next_attempt_at: kit.clock.now.toISOString() });
    const audit = await kit.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'sms.retried').where('subject_id', '=', failed.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject_type: 'sms', company_id: kit.companyId.riverside, staff_id: kit.staff.riversideDispatcher.staff.id });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ kind: 'driver_on_the_way', failed_attempts: 7, last_error: expect.stringContaining('21610') });

    // Now pending: a second retry is refused, as is a retry of a delivered or kept text.
    for (const id of [failed.id, (await queued('riverside', { status: 'delivered' })).id, (await queued('riverside', { status: 'stored' })).id]) {
      const again = await kit.staff.riversideDispatcher.call('POST', retryPath(id));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(TEXT_CONSOLE_MESSAGES.notFailed);
    }
    expect(await kit.db.kysely.selectFrom('audit_log').select('id').where('action', '=', 'sms.retried').where('subject_id', '=', failed.id).execute()).toHaveLength(1);
  });
});
