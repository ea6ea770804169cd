/** The outbox every mail-sending module writes to (the mail module delivers it), and the layout of our HTML mails. */
export {
  MAIL_ATTACHMENT_LIMITS,
  type MailAttachment,
  type MailHealth,
  type MailKind,
  type MailOutbox,
  type MailOutboxWithIds,
  type OutgoingMail,
} from './mail.types.js';
export type { OutgoingSms, SmsOutbox } from './sms.types.js';
export { retryFailedMessage, type FailedMessage } from './retry-failed.js';
export { escapeHtml, htmlLayout, htmlRows, textRows } from './mail-layout.js';
export type { NotificationEvent, Notifier } from './notifier.types.js';
