import { TEXT_STATUS_LABELS, type TextStatus } from '@kerbside/contract';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const TONES: Record<TextStatus, BadgeTone> = {
  pending: 'info',
  sending: 'info',
  sent: 'success',
  delivered: 'success',
  undelivered: 'danger',
  failed: 'danger',
  stored: 'neutral',
  opted_out: 'neutral',
};

/** A text's delivery status in words ('Delivered', 'Kept, not sent'…). */
export function TextStatusBadge({ status }: { status: TextStatus }) {
  return <StatusBadge tone={TONES[status]}>{TEXT_STATUS_LABELS[status]}</StatusBadge>;
}

/** Why a text is "kept, not sent": said wherever such a text shows. */
export const TEXT_STORED_HINT = 'Twilio is not set up (TWILIO_ACCOUNT_SID), so the built-in outbox keeps texts in the database without sending them to anyone.';

/** '1 segment, GSM-7' / '3 segments, UCS-2': what a text costs to send. */
export const segmentsText = (text: { segments: number; encoding: string }) => `${text.segments === 1 ? '1 segment' : `${text.segments} segments`}, ${text.encoding}`;
