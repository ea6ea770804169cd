/**
 * The pay links of a booking, on the real database: one awaits at a time, a link is paid or
 * withdrawn once (the second of two racing writers is told it lost), and the board reads which
 * bookings await their payment in one query.
 */
import { describe, expect, it } from 'vitest';
import { dispatchTestApp, START } from '../dispatch/dispatch-test-kit.js';
import { createPayLinksRepository } from './pay-links.repository.js';

const kit = dispatchTestApp();
/** The kit's database exists once its server is up (beforeAll). */
const repo = () => createPayLinksRepository(kit.db.kysely);
const AT = '2026-11-28T17:00:00.000Z';

async function carBooking() {
  await kit.moveClock(START);
  const booked = await kit.book('riverside');
  return { ...booked, companyId: kit.companyId.riverside };
}

const fareLink = (b: { id: number; companyId: number; amountPence: number }) => ({
  bookingId: b.id,
  companyId: b.companyId,
  kind: 'fare' as const,
  amountPence: b.amountPence,
  bookingPence: b.amountPence,
  staffId: null,
});

describe('pay links repository', () => {
  it('keeps one awaiting link per booking; it is paid once, by one payment', async () => {
    const b = await carBooking();
    expect(await repo().awaitingOf(b.id)).toBeNull();
    const link = await repo().insertAwaiting(kit.db.kysely, fareLink(b), AT);
    expect(link).toMatchObject({ bookingId: b.id, kind: 'fare', amountPence: b.amountPence, status: 'awaiting', intentId: null });
    await expect(repo().insertAwaiting(kit.db.kysely, fareLink(b), AT)).rejects.toThrow();

    expect(await repo().markPaid(kit.db.kysely, link.id, 'pi_first', AT)).toBe(true);
    expect(await repo().markPaid(kit.db.kysely, link.id, 'pi_second', AT)).toBe(false);
    expect(await repo().withdraw(kit.db.kysely, link.id, 'too late', AT)).toBe(false);
    expect(await repo().find(link.id)).toMatchObject({ status: 'paid', intentId: 'pi_first' });
    expect(await repo().awaitingOf(b.id)).toBeNull();
  });

  it('asks again once the link awaiting was withdrawn; a withdrawn link is never paid', async () => {
    const b = await carBooking();
    const first = await repo().insertAwaiting(kit.db.kysely, fareLink(b), AT);
    expect(await repo().withdraw(kit.db.kysely, first.id, 'The fare changed', AT)).toBe(true);
    expect(await repo().markPaid(kit.db.kysely, first.id, 'pi_late', AT)).toBe(false);
    const second = await repo().insertAwaiting(kit.db.kysely, { ...fareLink(b), amountPence: 1234, bookingPence: 1234 }, AT);
    expect((await repo().awaitingOf(b.id))?.id).toBe(second.id);
  });

  it('tells the board which of its bookings await a payment, and how much', async () => {
    const [awaiting, paid, none] = [await carBooking(), await carBooking(), await carBooking()];
    await repo().insertAwaiting(kit.db.kysely, fareLink(awaiting), AT);
    const done = await repo().insertAwaiting(kit.db.kysely, fareLink(paid), AT);
    await repo().markPaid(kit.db.kysely, done.id, `pi_board_${paid.id}`, AT);

    const seen = await repo().awaitingFor([awaiting.id, paid.id, none.id, awaiting.id]);
    expect([...seen.entries()]).toEqual([[awaiting.id, { kind: 'fare', amountPence: awaiting.amountPence, since: AT }]]);
    expect((await repo().awaitingFor([])).size).toBe(0);
  });
});
