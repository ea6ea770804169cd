/** The mail that carries a reply written in the console: the reply, then the enquiry it answers, quoted. */
import { enquiryReference, type EnquiryDetail } from '@kerbside/contract';
import { formatDateDMY } from '@kerbside/domain';
import { escapeHtml, htmlLayout, type OutgoingMail, textRows } from '../../platform/outbox/index.js';

/** Who the reply is from: the enquiry's company, or the platform for an enquiry of no company. */
export interface ReplySender {
  companyId: number | null;
  companyName: string;
  /** The display name to send under; unset: the site's own sender. */
  senderName?: string;
  /** Where the enquirer's answer goes: the company's email. */
  replyTo?: string;
}

type Rows = ReadonlyArray<readonly [string, string | number]>;

/** Line breaks kept, each line marked as quoted. */
const quoted = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

function original(enquiry: EnquiryDetail): { rows: Rows; freeText: readonly [string, string] } {
  if (enquiry.kind === 'quote') {
    const q = enquiry.form;
    return {
      rows: [
        ['Pick up', q.pickup_address || '—'],
        ['Drop off', q.dropoff_address || '—'],
        ['Date', formatDateDMY(q.pickup_date)],
        ['Time', q.pickup_time],
        ['Passengers', q.passengers],
        ['Luggage', q.luggages],
      ],
      freeText: ['Additional information', q.additional_info],
    };
  }
  const m = enquiry.form;
  return {
    rows: [
      ['Query reason', m.queryReason],
      ...(m.bookingNumber ? ([['Booking number', m.bookingNumber]] as const) : []),
    ],
    freeText: ['Comments', m.comments],
  };
}

function subjectOf(enquiry: EnquiryDetail): string {
  const reference = enquiryReference(enquiry.kind, enquiry.id);
  if (enquiry.kind === 'quote') return `Re: Your quote request ${reference} for ${formatDateDMY(enquiry.form.pickup_date)} ${enquiry.form.pickup_time}`;
  return `Re: Your message ${reference}: ${enquiry.form.queryReason}`;
}

/** 'On 1 December 2026 at 09:00 (UK time), Ada wrote:' */
function attribution(enquiry: EnquiryDetail): string {
  const when = new Date(enquiry.created_at).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
  return `On ${when.replace(', ', ' at ')} (UK time), ${enquiry.name || 'you'} wrote:`;
}

/**
 * To the address the enquirer gave. It carries no recipient limit: staff write each reply to
 * someone who wrote to them, one at a time and audited, which is not a stranger's doing (the limits
 * keep visitors from making us mail someone); a limit would also drop a reply without a word.
 */
export function enquiryReplyMail(input: { enquiry: EnquiryDetail; to: string; body: string; sender: ReplySender }): OutgoingMail {
  const { enquiry, sender, body } = input;
  const { rows, freeText } = original(enquiry);
  const [label, value] = freeText;
  const said = attribution(enquiry);
  const originalText = `${textRows(rows)}\n${label}:\n${value || '—'}`;
  const title = enquiry.kind === 'quote' ? 'About your quote request' : 'About your message';
  const quoteStyle = 'margin:24px 0 0;padding:0 0 0 12px;border-left:3px solid #dde3e0;color:#55615e';
  return {
    kind: 'enquiry_reply',
    companyId: sender.companyId,
    to: input.to,
    ...(sender.senderName ? { senderName: sender.senderName } : {}),
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
    subject: subjectOf(enquiry),
    text: `${body}\n\n${sender.companyName}\n\n${said}\n${quoted(originalText)}\n`,
    html: htmlLayout({
      title,
      companyName: sender.companyName,
      bodyHtml:
        `<p style="white-space:pre-wrap;margin:0 0 16px">${escapeHtml(body)}</p>` +
        `<p style="margin:0">${escapeHtml(sender.companyName)}</p>` +
        `<blockquote style="${quoteStyle}"><p style="margin:0 0 8px">${escapeHtml(said)}</p>` +
        `<p style="white-space:pre-wrap;margin:0">${escapeHtml(originalText)}</p></blockquote>`,
    }),
  };
}
