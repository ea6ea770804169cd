import type { Generated } from 'kysely';

/** The Quote Now form as sent (spec §3 quote email payload). */
export interface QuoteRequestsTable {
  id: Generated<number>;
  pickup_address: string;
  dropoff_address: string;
  pickup_date: string;
  pickup_time: string;
  passenger_email: string;
  passenger_phone: string;
  passenger_name: string;
  additional_info: string;
  passengers: number;
  luggages: number;
  created_at: string;
}

/** The Contact Us form as sent (spec §3 contact payload). */
export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  telephone: string;
  query_reason: string;
  booking_number: string;
  comments: string;
  created_at: string;
}

/** Tables of the enquiries module, merged into the Database type in db/schema.ts. */
export interface EnquiriesTables {
  quote_requests: QuoteRequestsTable;
  contact_messages: ContactMessagesTable;
}
