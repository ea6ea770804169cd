/**
 * Quote requests that reach the companies and become bookings (issue 24 §3). A request is offered
 * to every company whose tariff priced its journey (enquiries.service.ts); the first to take it owns
 * it, and books it through the bookings desk, with the requester as the caller.
 */
import {
  DESK_MESSAGES,
  ENQUIRY_BOOKING_MESSAGES,
  type DeskBooking,
  type EnquiryBookingRequest,
  type EnquiryDetail,
} from '@kerbside/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { fail, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { NOT_FOUND, type Actor } from '../../platform/company-scope/index.js';
import type { DeskService } from '../bookings-desk/index.js';
import { createEnquiriesInboxRepository, quoteVisibleTo } from './enquiries-inbox.repository.js';
import type { EnquiriesInboxService } from './enquiries-inbox.service.js';
import { announceEnquiryChange, type EnquiryEvents } from './enquiry-events.js';

export interface QuoteBookingDeps {
  db: Kysely<Database>;
  desk: Pick<DeskService, 'book'>;
  now: () => Date;
  events?: EnquiryEvents;
  inbox: Pick<EnquiriesInboxService, 'detail'>;
}

export type QuoteBookingService = ReturnType<typeof createQuoteBookingService>;

/** The link of a request to its booking failed inside the booking's transaction: the booking is not kept. */
class RequestChangedError extends Error {}

export function createQuoteBookingService(deps: QuoteBookingDeps) {
  const repo = createEnquiriesInboxRepository(deps.db);

  const offeredTo = async (id: number): Promise<number[]> =>
    (await deps.db.selectFrom('quote_request_offers').select('company_id').where('quote_request_id', '=', id).execute()).map((r) => r.company_id);

  /**
   * One conditional UPDATE decides: it sets the company only while the request has none and is
   * offered to it, so of two companies taking at once exactly one changes the row (PostgreSQL
   * re-reads the row the other committed; SQLite has one writer).
   */
  async function take(actor: Actor, id: number): Promise<Result<EnquiryDetail>> {
    if (actor.scope.all) return fail(403, ENQUIRY_BOOKING_MESSAGES.adminTakes);
    const companyId = actor.scope.companyId;
    const won = await deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('quote_requests as e')
        .set({ company_id: companyId })
        .where('e.id', '=', id)
        .where('e.company_id', 'is', null)
        .where((eb) => quoteVisibleTo(eb, companyId))
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) return false;
      await recordAudit(trx, { companyId, staffId: actor.staff.id, action: 'enquiry.taken', subjectType: 'enquiry', subjectId: id, detail: { kind: 'quote' }, at: deps.now().toISOString() });
      return true;
    });
    if (!won) {
      const offered = await deps.db.selectFrom('quote_requests').select('company_id').where('id', '=', id).executeTakeFirst();
      // Not offered to this company (or no such request): not found, as another company's rows are.
      if (!offered || (offered.company_id !== companyId && !(await offeredTo(id)).includes(companyId))) return fail(404, NOT_FOUND);
      return fail(409, offered.company_id === companyId ? ENQUIRY_BOOKING_MESSAGES.alreadyYours : ENQUIRY_BOOKING_MESSAGES.takenByAnother);
    }
    // Every company it was offered to counts again: it left their lists.
    await announceEnquiryChange(deps.events, [companyId, ...(await offeredTo(id))]);
    return deps.inbox.detail(actor.scope, { kind: 'quote', id });
  }

  /** The request booked through the desk; the request closed and linked to the booking in the booking's own transaction. */
  async function book(actor: Actor, id: number, req: EnquiryBookingRequest): Promise<Result<DeskBooking>> {
    const quote = await repo.findQuote(actor.scope, id);
    if (!quote) return fail(404, NOT_FOUND);
    if (quote.booking_id !== null) return fail(409, ENQUIRY_BOOKING_MESSAGES.alreadyBooked(quote.booking_number ?? ''));
    const companyId = quote.company_id;
    if (companyId === null) return fail(409, ENQUIRY_BOOKING_MESSAGES.takeFirst);

    const journey = req.bookingType === 'milleage' ? { bookingType: 'milleage' as const, bookingForm: req.bookingForm } : { bookingType: 'hourly' as const, hourlyRateForm: req.hourlyRateForm };
    const booked = await deps.desk
      .book(
        actor,
        {
          ...journey,
          company_id: companyId,
          asap: req.asap,
          vehicle_id: req.vehicle_id,
          caller: { name: quote.passenger_name.trim() || quote.passenger_email, phone: quote.passenger_phone, email: quote.passenger_email },
          notes: req.notes,
          payment: req.payment,
          price_override: req.price_override,
          // One booking per request: a second Book of the same request meets this key.
          idempotency_key: `quote-request-${id}`,
          // The passenger asked on the website; staff took it from there.
          channel: 'web',
          // The quote form never asked about texts.
          text_messages: false,
        },
        async (trx, booking) => {
          const linked = await trx
            .updateTable('quote_requests')
            .set({ booking_id: booking.id, status: 'closed' })
            .where('id', '=', id)
            .where('company_id', '=', companyId)
            .where('booking_id', 'is', null)
            .executeTakeFirst();
          if (Number(linked.numUpdatedRows) !== 1) throw new RequestChangedError('The quote request changed while it was being booked');
          await recordAudit(trx, {
            companyId,
            staffId: actor.staff.id,
            action: 'enquiry.booked',
            subjectType: 'enquiry',
            subjectId: id,
            detail: { kind: 'quote', booking_id: booking.id, booking_number: booking.booking_number, status_before: quote.status },
            at: deps.now().toISOString(),
          });
        },
      )
      .catch(async (error: unknown) => {
        if (!(error instanceof RequestChangedError)) throw error;
        return alreadyBooked(id);
      });
    if (!booked.ok) {
      // Booked a moment ago by a colleague with another vehicle or price: say which booking it became.
      return booked.status === 409 && booked.message === DESK_MESSAGES.keyReused ? alreadyBooked(id) : booked;
    }
    await announceEnquiryChange(deps.events, [companyId]);
    return booked;
  }

  async function alreadyBooked(id: number): Promise<Result<never>> {
    const row = await deps.db
      .selectFrom('quote_requests as e')
      .leftJoin('bookings as b', 'b.id', 'e.booking_id')
      .select('b.booking_number')
      .where('e.id', '=', id)
      .executeTakeFirst();
    return row?.booking_number ? fail(409, ENQUIRY_BOOKING_MESSAGES.alreadyBooked(row.booking_number)) : fail(409, ENQUIRY_BOOKING_MESSAGES.changed);
  }

  return { take, book };
}
