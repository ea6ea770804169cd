import type { ContactMessage, QuoteRequest } from '@kerbside/contract';
import { formatDateDMY } from '@kerbside/domain';
import { escapeHtml, htmlLayout, htmlRows, type OutgoingMail, textRows } from '../../platform/outbox/index.js';

/** Who receives enquiries: the operator's FROM_EMAIL setting. */
export interface Operator {
  email: string;
  companyName: string;
}

type Rows = ReadonlyArray<readonly [string, string | number]>;

/** Visitor text in a subject stays on one short line. */
function subjectPart(value: string, max = 80): string {
  const line = value.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Free text keeps its line breaks in HTML. */
function htmlParagraph(label: string, value: string): string {
  return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(label)}</h2><p style="white-space:pre-wrap;margin:0">${escapeHtml(value || '—')}</p>`;
}

function compose(operator: Operator, title: string, rows: Rows, freeText: readonly [string, string]): Pick<OutgoingMail, 'text' | 'html'> {
  const [label, value] = freeText;
  return {
    text: `${title}\n\n${textRows(rows)}\n\n${label}:\n${value || '—'}\n`,
    html: htmlLayout({ title, companyName: operator.companyName, bodyHtml: htmlRows(rows) + htmlParagraph(label, value) }),
  };
}

function quoteRows(id: number, q: QuoteRequest): Rows {
  return [
    ['Reference', `Q-${id}`],
    ['Pick up', q.pickup_address || '—'],
    ['Drop off', q.dropoff_address || '—'],
    ['Date', formatDateDMY(q.pickup_date)],
    ['Time', q.pickup_time],
    ['Passenger name', q.passenger_name || '—'],
    ['Email', q.passenger_email],
    ['Telephone', q.passenger_phone],
    ['Passengers', q.passengers],
    ['Luggage', q.luggages],
  ];
}

/** To the operator: every field of the Quote Now form; replies go to the visitor. */
export function quoteRequestMail(operator: Operator, id: number, q: QuoteRequest): OutgoingMail {
  const who = q.passenger_name ? ` from ${subjectPart(q.passenger_name, 60)}` : '';
  return {
    kind: 'quote_request',
    to: operator.email,
    replyTo: q.passenger_email,
    subject: `Quote request Q-${id}: ${formatDateDMY(q.pickup_date)} ${q.pickup_time}${who}`,
    ...compose(operator, 'New quote request', quoteRows(id, q), ['Additional information', q.additional_info]),
  };
}

/**
 * To the visitor: a short receipt. It repeats only the date and time, never free text, so the form
 * cannot be used to send someone else a message of the sender's choosing.
 */
export function quoteAcknowledgementMail(operator: Operator, id: number, q: QuoteRequest): OutgoingMail {
  const title = 'We have your quote request';
  const intro = `Thank you. ${operator.companyName} has received your request for a quote for ${formatDateDMY(q.pickup_date)} at ${q.pickup_time} and will reply to this address shortly.`;
  const rows: Rows = [
    ['Reference', `Q-${id}`],
    ['Date', formatDateDMY(q.pickup_date)],
    ['Time', q.pickup_time],
  ];
  return {
    kind: 'quote_acknowledgement',
    to: q.passenger_email,
    recipientLimit: 'enquiryCopy',
    replyTo: operator.email,
    subject: `${subjectPart(operator.companyName, 60)}: quote request Q-${id} received`,
    text: `${title}\n\n${intro}\n\n${textRows(rows)}\n`,
    html: htmlLayout({ title, companyName: operator.companyName, bodyHtml: `<p>${escapeHtml(intro)}</p>${htmlRows(rows)}` }),
  };
}

/** To the operator: every field of the Contact Us form; replies go to the visitor when an email was given. */
export function contactMessageMail(operator: Operator, id: number, m: ContactMessage): OutgoingMail {
  const name = `${m.firstName} ${m.lastName}`.trim();
  const rows: Rows = [
    ['Reference', `C-${id}`],
    ['Query reason', m.queryReason],
    ['First name', m.firstName || '—'],
    ['Last name', m.lastName || '—'],
    ['Email', m.email || '—'],
    ['Telephone', m.telephone || '—'],
    ['Booking number', m.bookingNumber || '—'],
  ];
  return {
    kind: 'contact_message',
    to: operator.email,
    ...(m.email ? { replyTo: m.email } : {}),
    subject: `Contact Us C-${id}: ${m.queryReason}${name ? ` from ${subjectPart(name, 60)}` : ''}`,
    ...compose(operator, 'New Contact Us message', rows, ['Comments', m.comments]),
  };
}
