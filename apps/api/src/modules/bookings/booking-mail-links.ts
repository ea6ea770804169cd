/**
 * The links a passenger's mail about their booking carries after its intro: the booking's own page
 * (a signed link, for the booker and the traveller) and its printable receipt (the booker's). Never
 * in the company's mail: whoever holds the manage link can cancel the booking as the passenger.
 */
import { escapeHtml } from '../../platform/outbox/index.js';

export interface PassengerLinks {
  manageUrl?: string | null;
  receiptUrl?: string | null;
  /** What the manage page offers, in the mail's words; the confirmation's by default. */
  manageText?: string;
}

export const MANAGE_TEXT = 'See your booking and your driver once assigned, or cancel it';
export const RECEIPT_LABEL = 'View and print your receipt';

/** The links as paragraphs of the text part. */
export function linksText(links: PassengerLinks): string[] {
  const manageText = links.manageText ?? MANAGE_TEXT;
  return [
    ...(links.manageUrl ? [`Manage your booking (${manageText.toLowerCase()}):\n${links.manageUrl}`] : []),
    ...(links.receiptUrl ? [`${RECEIPT_LABEL}: ${links.receiptUrl}`] : []),
  ];
}

/** The manage page as a button with its address beneath (for mail readers that hide buttons), then the receipt. */
export function linksHtml(links: PassengerLinks): string {
  const parts: string[] = [];
  if (links.manageUrl) {
    const href = escapeHtml(links.manageUrl);
    parts.push(
      `<p style="margin:0 0 8px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0f5c4d;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700">Manage your booking</a></p>`,
      `<p style="margin:0 0 16px;font-size:13px;color:#55615e">${escapeHtml(links.manageText ?? MANAGE_TEXT)}: <a href="${href}" style="color:#0f5c4d">${href}</a></p>`,
    );
  }
  if (links.receiptUrl) {
    parts.push(`<p style="margin:0 0 16px"><a href="${escapeHtml(links.receiptUrl)}" style="color:#0f5c4d;font-weight:700">${escapeHtml(RECEIPT_LABEL)}</a></p>`);
  }
  return parts.join('\n');
}
