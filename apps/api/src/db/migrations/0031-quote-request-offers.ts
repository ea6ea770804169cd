import type { Migration } from 'kysely';

/**
 * Quote requests that reach the companies (issue 24 §3): `quote_request_offers` names every company
 * whose tariff priced a request's journey when it arrived; the request stays without a company
 * (`quote_requests.company_id` null) until one of them takes it. `quote_requests.booking_id`: the
 * booking it became.
 */
export function quoteRequestOffersMigration(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('quote_request_offers')
        .addColumn('quote_request_id', 'integer', (c) => c.notNull().references('quote_requests.id'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
        .addPrimaryKeyConstraint('quote_request_offers_pk', ['quote_request_id', 'company_id'])
        .execute();
      await db.schema.createIndex('quote_request_offers_company_idx').on('quote_request_offers').columns(['company_id', 'quote_request_id']).execute();
      await db.schema.alterTable('quote_requests').addColumn('booking_id', 'integer', (c) => c.references('bookings.id')).execute();
    },
    async down(db) {
      await db.schema.alterTable('quote_requests').dropColumn('booking_id').execute();
      await db.schema.dropTable('quote_request_offers').execute();
    },
  };
}
