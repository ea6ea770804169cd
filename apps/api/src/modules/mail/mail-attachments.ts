/** A mail's attachments as the outbox row keeps them (JSON text), and read back. */
import { MAIL_ATTACHMENT_LIMITS, type MailAttachment } from '../../platform/outbox/index.js';

/** What the development outbox lists of an attachment: never its content. */
export interface AttachmentSummary {
  filename: string;
  contentType: string;
  bytes: number;
}

/**
 * The column's value for these attachments: null for none. Throws past MAIL_ATTACHMENT_LIMITS:
 * attachments are made by our own code, so one too large is a bug to see, not input to refuse.
 */
export function attachmentsColumn(attachments: readonly MailAttachment[] | undefined): string | null {
  if (!attachments || attachments.length === 0) return null;
  const limits = MAIL_ATTACHMENT_LIMITS;
  if (attachments.length > limits.count) throw new RangeError(`A mail carries at most ${limits.count} attachments`);
  let bytes = 0;
  for (const a of attachments) {
    if (a.filename.trim() === '' || a.filename.length > limits.filenameChars || /[\r\n"/\\]/.test(a.filename)) throw new RangeError(`Bad attachment name: ${a.filename.slice(0, 40)}`);
    if (a.contentType.length > limits.contentTypeChars || /[\r\n]/.test(a.contentType)) throw new RangeError('Bad attachment content type');
    bytes += Buffer.byteLength(a.content, 'utf8');
  }
  if (bytes > limits.totalBytes) throw new RangeError(`A mail's attachments hold at most ${limits.totalBytes} bytes`);
  return JSON.stringify(attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })));
}

const isAttachment = (value: unknown): value is MailAttachment =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MailAttachment).filename === 'string' &&
  typeof (value as MailAttachment).contentType === 'string' &&
  typeof (value as MailAttachment).content === 'string';

/** The attachments of a stored row; a value that is not our JSON reads as none. */
export function readAttachments(column: string | null): MailAttachment[] {
  if (!column) return [];
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? parsed.filter(isAttachment) : [];
  } catch {
    return [];
  }
}

export const summaryOf = (a: MailAttachment): AttachmentSummary => ({ filename: a.filename, contentType: a.contentType, bytes: Buffer.byteLength(a.content, 'utf8') });
