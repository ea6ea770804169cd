import type { Generated } from 'kysely';

/**
 * 'sending' is a claim held by one sender while it talks to the SMTP server; 'stored' means the
 * built-in outbox kept the mail without sending it (no SMTP_URL configured).
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'stored';

/** Instants are ISO 8601 text in UTC (toISOString), so they compare as text in both databases. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  /** The company whose outbox it is in; null for the platform's own mail (password reset, accounts). */
  company_id: number | null;
  to_address: string;
  reply_to: string | null;
  /** The display name to send under (migration 0008); null: the site's own sender. */
  sender_name: string | null;
  subject: string;
  /** JSON of MailAttachment[] (migration 0016); null: none. */
  attachments: string | null;
  text_body: string;
  html_body: string;
  status: MailStatus;
  attempts: number;
  /** For a 'failed' mail: when it was given up (the health summary counts recent ones by it). */
  next_attempt_at: string;
  last_error: string | null;
  claimed_at: string | null;
  created_at: string;
  sent_at: string | null;
}

/** Tables of the mail module, merged into the Database type in db/schema.ts. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
