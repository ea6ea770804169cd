import type { Kysely } from 'kysely';
import type { ContactMessage, QuoteRequest } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';

/** Takes the caller's handle so the enquiry and its mails commit together. */
export function createEnquiriesRepository(db: Kysely<Database>) {
  return {
    async insertQuoteRequest(request: QuoteRequest, companyId: number | null, createdAt: Date): Promise<number> {
      const row = await db
        .insertInto('quote_requests')
        .values({ ...request, company_id: companyId, created_at: createdAt.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The companies a quote request is offered to. */
    async insertOffers(quoteRequestId: number, companyIds: readonly number[]): Promise<void> {
      if (companyIds.length === 0) return;
      await db
        .insertInto('quote_request_offers')
        .values(companyIds.map((company_id) => ({ quote_request_id: quoteRequestId, company_id })))
        .execute();
    },

    async insertContactMessage(message: ContactMessage, companyId: number | null, createdAt: Date): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values({
          first_name: message.firstName,
          last_name: message.lastName,
          email: message.email,
          telephone: message.telephone,
          query_reason: message.queryReason,
          booking_number: message.bookingNumber,
          comments: message.comments,
          company_id: companyId,
          created_at: createdAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The company of the booking with this reference, or null when there is none. */
    async companyOfBooking(bookingNumber: string): Promise<number | null> {
      const row = await db.selectFrom('bookings').select('company_id').where('booking_number', '=', bookingNumber).executeTakeFirst();
      return row?.company_id ?? null;
    },

    /** The ids of up to `limit` active companies. */
    async activeCompanyIds(limit: number): Promise<number[]> {
      const rows = await db.selectFrom('companies').select('id').where('is_active', '=', 1).orderBy('id').limit(limit).execute();
      return rows.map((r) => r.id);
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;
