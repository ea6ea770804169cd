import { MAIL_STATUS_LABELS, type MailStatus } from '@kerbside/contract';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const TONES: Record<MailStatus, BadgeTone> = {
  pending: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  stored: 'neutral',
};

/** A mail's delivery status in words ('Sent', 'Kept, not sent'…). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <StatusBadge tone={TONES[status]}>{MAIL_STATUS_LABELS[status]}</StatusBadge>;
}

/** Why mail is "kept, not sent": said wherever such a mail shows. */
export const STORED_HINT =
  'No mail server is set up (SMTP_URL), so the built-in outbox keeps mail in the database without sending it to anyone.';
