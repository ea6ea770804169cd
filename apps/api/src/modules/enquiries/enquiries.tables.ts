import type { Generated } from 'kysely';

export type EnquiryStatus = 'new' | 'replied' | 'closed';
/** 'quote': a Quote Now request; 'contact': a Contact Us message. */
export type EnquiryKind = 'quote' | 'contact';

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
  /** The company it is for; null while it waits in the platform's inbox. */
  company_id: number | null;
  /** Defaults to 'new'. */
  status: Generated<EnquiryStatus>;
  /** The booking it became (migration 0031). */
  booking_id: Generated<number | null>;
}

/** A company whose tariff priced a quote request's journey: it sees the request and may take it (migration 0031). */
export interface QuoteRequestOffersTable {
  quote_request_id: number;
  company_id: number;
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
  company_id: number | null;
  /** Defaults to 'new'. */
  status: Generated<EnquiryStatus>;
}

/** A reply sent from the console: the thread is kept with the enquiry. */
export interface EnquiryRepliesTable {
  id: Generated<number>;
  enquiry_kind: EnquiryKind;
  enquiry_id: number;
  staff_id: number | null;
  body: string;
  mail_id: number | null;
  created_at: string;
}

/** Tables of the enquiries module, merged into the Database type in db/schema.ts. */
export interface EnquiriesTables {
  quote_requests: QuoteRequestsTable;
  quote_request_offers: QuoteRequestOffersTable;
  contact_messages: ContactMessagesTable;
  enquiry_replies: EnquiryRepliesTable;
}
