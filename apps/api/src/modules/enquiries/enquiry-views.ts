/** Rows of the inbox as the console's contract shows them. */
import { enquiryReference, type ContactForm, type EnquiryDetail, type EnquiryReply, type EnquirySummary, type MailStatus } from '@kerbside/contract';
import { formatDateDMY } from '@kerbside/domain';
import type { Selectable } from 'kysely';
import type { ContactMessagesTable, QuoteRequestsTable } from './enquiries.tables.js';
import type { InboxRow, ReplyRow } from './enquiries-inbox.repository.js';

const SUMMARY_MAX = 140;

/** The first non-empty line, spaces collapsed, cut to fit a list row. */
function oneLine(text: string): string {
  const line = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '';
  const flat = line.replace(/\s+/g, ' ').trim();
  return flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX - 1)}…` : flat;
}

type CompanyColumns = { company_id: number | null; company_name: string | null };
const companyOf = (row: CompanyColumns) => (row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? '' });

/** '24-12-2026 07:45: Heathrow T5 → Baker Street' or 'Lost Item (KB-7Q4M-2XHD): I left an umbrella…'. */
export function summaryOf(row: InboxRow): EnquirySummary {
  const summary =
    row.kind === 'quote'
      ? `${formatDateDMY(row.topic)} ${row.topic2}: ${row.line || '—'} → ${row.line2 || '—'}`
      : `${row.topic}${row.topic2 ? ` (${row.topic2})` : ''}: ${oneLine(row.line) || '—'}`;
  return {
    kind: row.kind,
    id: row.id,
    reference: enquiryReference(row.kind, row.id),
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    summary: oneLine(summary),
    company: companyOf(row),
    created_at: row.created_at,
    replies: Number(row.replies),
  };
}

export function replyOf(r: ReplyRow): EnquiryReply {
  return {
    id: r.id,
    staff: r.staff_id === null ? null : { id: r.staff_id, name: r.staff_name ?? '' },
    body: r.body,
    created_at: r.created_at,
    mail: r.mail_id === null || r.mail_status === null ? null : { id: r.mail_id, to: r.mail_to ?? '', status: r.mail_status as MailStatus },
  };
}

export function quoteDetailOf(q: Selectable<QuoteRequestsTable> & CompanyColumns & { booking_number: string | null }, replies: EnquiryReply[]): EnquiryDetail {
  return {
    kind: 'quote',
    id: q.id,
    reference: enquiryReference('quote', q.id),
    status: q.status,
    name: q.passenger_name,
    email: q.passenger_email,
    phone: q.passenger_phone,
    company: companyOf(q),
    created_at: q.created_at,
    replies,
    form: {
      pickup_address: q.pickup_address,
      dropoff_address: q.dropoff_address,
      pickup_date: q.pickup_date,
      pickup_time: q.pickup_time,
      passenger_name: q.passenger_name,
      passenger_email: q.passenger_email,
      passenger_phone: q.passenger_phone,
      passengers: q.passengers,
      luggages: q.luggages,
      additional_info: q.additional_info,
    },
    booking: q.booking_id === null || q.booking_number === null ? null : { id: q.booking_id, booking_number: q.booking_number },
  };
}

export function contactDetailOf(c: Selectable<ContactMessagesTable> & CompanyColumns, replies: EnquiryReply[]): EnquiryDetail {
  return {
    kind: 'contact',
    id: c.id,
    reference: enquiryReference('contact', c.id),
    status: c.status,
    name: `${c.first_name} ${c.last_name}`.trim(),
    email: c.email,
    phone: c.telephone,
    company: companyOf(c),
    created_at: c.created_at,
    replies,
    form: {
      firstName: c.first_name,
      lastName: c.last_name,
      email: c.email,
      telephone: c.telephone,
      // Stored only after the form's schema accepted it.
      queryReason: c.query_reason as ContactForm['queryReason'],
      bookingNumber: c.booking_number,
      comments: c.comments,
    },
  };
}
