import type { Kysely } from 'kysely';
import type { ContactMessage, QuoteRequest } from '@kerbside/contract';
import type { Database } from '../../db/schema.js';

/** Takes the caller's handle so the enquiry and its mails commit together. */
export function createEnquiriesRepository(db: Kysely<Database>) {
  return {
    async insertQuoteRequest(request: QuoteRequest, createdAt: Date): Promise<number> {
      const row = await db
        .insertInto('quote_requests')
        .values({ ...request, created_at: createdAt.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertContactMessage(message: ContactMessage, createdAt: Date): Promise<number> {
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
          created_at: createdAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
