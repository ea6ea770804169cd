/**
 * Staff mail a card pay link for the fare of a booking paid in the car (issue 24 §1, §3), on a real
 * server and database: the booking awaits its payment (one link, sent again as the same link, asked
 * again once the fare moved), the passenger's mail holds the manage link that opens the booking,
 * the ask is audited; a booking paid by card, cancelled, of another company, or without an email
 * is refused with a 4xx that writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS, PAY_LINK_MESSAGES, pathOf, sentPayLinkSchema } from '@kerbside/contract';
import { guest } from '../bookings/bookings-test-kit.js';
import { START } from '../dispatch/dispatch-test-kit.js';
import { manageTestApp } from '../manage-booking/manage-booking-test-kit.js';
import type { StaffClient } from '../staff/operator-test-kit.js';

const kit = manageTestApp({ SANDBOX_EVENT_DELAY_MS: '0' });

let emails = 0;
async function booked(options: { card?: boolean } = {}) {
  await kit.moveClock(START);
  const email = `pay-link-${++emails}@example.com`;
  const booking = await kit.book('riverside', { card: options.card, changes: { registrationData: { ...guest, email } } });
  return { ...booking, email };
}

const send = (client: StaffClient, id: number) => client.call('POST', pathOf(OPERATIONS.operatorSendPayLink, { id }), {});
const linksOf = (id: number) => kit.db.kysely.selectFrom('booking_pay_links').selectAll().where('booking_id', '=', id).orderBy('id').execute();
const payMails = (to: string) => kit.db.kysely.selectFrom('mail_outbox').selectAll().where('kind', '=', 'booking_pay_link').where('to_address', '=', to).orderBy('id').execute();
const audits = (id: number) =>
  kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'booking.pay_link_sent').where('subject_id', '=', id).orderBy('id').execute();

async function nothingWritten(id: number, email: string) {
  expect(await linksOf(id)).toEqual([]);
  expect(await payMails(email)).toEqual([]);
  expect(await audits(id)).toEqual([]);
}

describe('sending a card pay link', () => {
  it('makes a booking paid in the car await its fare by card, and mails the manage link that opens it', async () => {
    const b = await booked();
    const client = kit.staff.riversideDispatcher;
    const res = await send(client, b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = sentPayLinkSchema.parse(res.body.data);
    expect(sent).toMatchObject({ booking_id: b.id, kind: 'fare', amount_pence: b.amountPence, mailed_to: b.email });

    expect(await linksOf(b.id)).toMatchObject([{ status: 'awaiting', kind: 'fare', amount_pence: b.amountPence, booking_pence: b.amountPence }]);
    const [mail] = await payMails(b.email);
    expect(mail!.subject).toContain(b.number);
    const token = /\/manage-booking\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)?.[1];
    expect((await kit.booking(token!)).booking_number).toBe(b.number);
    expect((await audits(b.id)).map((a) => JSON.parse(a.detail))).toEqual([{ booking_number: b.number, kind: 'fare', amount_pence: b.amountPence, again: false }]);

    // The board shows the booking awaiting its payment.
    const board = await client.call('GET', `${OPERATIONS.operatorJobs.path}?view=all&q=${encodeURIComponent(b.number)}`);
    expect(board.body.data.items.map((i: { awaiting_card_pence: number | null }) => i.awaiting_card_pence)).toEqual([b.amountPence]);

    // Sent again: the same link, mailed again.
    const again = await send(client, b.id);
    expect(again.status).toBe(200);
    expect(again.body.data.asked_at).toBe(sent.asked_at);
    expect((await linksOf(b.id)).length).toBe(1);
    expect((await payMails(b.email)).length).toBe(2);
    expect(JSON.parse((await audits(b.id))[1]!.detail).again).toBe(true);
  });

  it('withdraws a link asked at another fare and asks the fare as it is now', async () => {
    const b = await booked();
    const client = kit.staff.riversideDispatcher;
    expect((await send(client, b.id)).status).toBe(200);
    await kit.db.kysely.updateTable('bookings').set({ amount_pence: b.amountPence + 500 }).where('id', '=', b.id).execute();

    const res = await send(client, b.id);
    expect(res.status).toBe(200);
    expect(res.body.data.amount_pence).toBe(b.amountPence + 500);
    expect((await linksOf(b.id)).map((l) => [l.status, l.amount_pence, l.withdrawn_reason])).toEqual([
      ['withdrawn', b.amountPence, 'The fare changed'],
      ['awaiting', b.amountPence + 500, null],
    ]);
  });

  it('refuses a booking paid by card, another company’s, a cancelled one and one without an email, writing nothing', async () => {
    const card = await booked({ card: true });
    const paidByCard = await send(kit.staff.riversideDispatcher, card.id);
    expect(paidByCard.status).toBe(409);
    expect(paidByCard.body.message).toBe(PAY_LINK_MESSAGES.paidByCard);
    await nothingWritten(card.id, card.email);

    const theirs = await booked();
    expect((await send(kit.staff.skylineDispatcher, theirs.id)).status).toBe(404);
    await nothingWritten(theirs.id, theirs.email);

    const cancelled = await booked();
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, cancelled.jobIds[0]!, { reason: 'Changed plans' })).status).toBe(200);
    const refused = await send(kit.staff.riversideDispatcher, cancelled.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAY_LINK_MESSAGES.cancelled);
    await nothingWritten(cancelled.id, cancelled.email);

    const silent = await booked();
    await kit.db.kysely
      .updateTable('passengers')
      .set({ email: '' })
      .where('id', '=', (await kit.db.kysely.selectFrom('bookings').select('passenger_id').where('id', '=', silent.id).executeTakeFirstOrThrow()).passenger_id)
      .execute();
    const noEmail = await send(kit.staff.riversideDispatcher, silent.id);
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.message).toBe(PAY_LINK_MESSAGES.noEmail);
    expect(await linksOf(silent.id)).toEqual([]);

    expect((await send(kit.staff.riversideDispatcher, 999_999)).status).toBe(404);
    expect((await kit.staff.riversideDispatcher.call('POST', '/api/operator/v1/bookings/abc/pay-link', {})).status).toBe(400);
  });
});

describe('withdrawing a card pay link', () => {
  const withdraw = (client: StaffClient, id: number) => client.call('DELETE', pathOf(OPERATIONS.operatorWithdrawPayLink, { id }));

  it('takes the awaiting link back (audited, nothing mailed); after that there is nothing to withdraw, and a new link can be sent', async () => {
    const b = await booked();
    const client = kit.staff.riversideDispatcher;
    expect((await send(client, b.id)).status).toBe(200);
    // Another company's staff cannot see it, let alone withdraw it.
    expect((await withdraw(kit.staff.skylineDispatcher, b.id)).status).toBe(404);
    expect((await linksOf(b.id))[0]!.status).toBe('awaiting');

    const res = await withdraw(client, b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ booking_id: b.id, amount_pence: b.amountPence });
    expect(await linksOf(b.id)).toMatchObject([{ status: 'withdrawn', withdrawn_reason: expect.stringMatching(/^Withdrawn by /) }]);
    const audit = await kit.db.kysely.selectFrom('audit_log').select('detail').where('action', '=', 'booking.pay_link_withdrawn').where('subject_id', '=', b.id).execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([{ booking_number: b.number, kind: 'fare', amount_pence: b.amountPence }]);
    expect((await payMails(b.email)).length).toBe(1);

    const twice = await withdraw(client, b.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(PAY_LINK_MESSAGES.noneAwaiting);
    expect((await send(client, b.id)).status).toBe(200);
    expect((await linksOf(b.id)).map((l) => l.status)).toEqual(['withdrawn', 'awaiting']);
  });
});

describe('cancelling a booking that awaits its card payment', () => {
  it('withdraws the link in the cancellation, by staff or by the passenger', async () => {
    const byStaff = await booked();
    expect((await send(kit.staff.riversideDispatcher, byStaff.id)).status).toBe(200);
    expect((await kit.act(kit.staff.riversideDispatcher, OPERATIONS.operatorJobCancel, byStaff.jobIds[0]!, { reason: 'Changed plans' })).status).toBe(200);
    expect(await linksOf(byStaff.id)).toMatchObject([{ status: 'withdrawn', withdrawn_reason: 'The booking was cancelled' }]);

    const byPassenger = await booked();
    expect((await send(kit.staff.riversideDispatcher, byPassenger.id)).status).toBe(200);
    const token = await kit.tokenFromMail(byPassenger.email);
    expect((await kit.cancel(token, 0)).status).toBe(200);
    expect(await linksOf(byPassenger.id)).toMatchObject([{ status: 'withdrawn', withdrawn_reason: 'The booking was cancelled' }]);
    expect((await kit.booking(token)).awaiting_payment).toBeNull();
  });
});
