import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@kerbside/contract';
import { StatusBadge, type BadgeTone } from '../../components/status-badge';

const TONES: Record<EnquiryStatus, BadgeTone> = { new: 'accent', replied: 'success', closed: 'neutral' };

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return <StatusBadge tone={TONES[status]}>{ENQUIRY_STATUS_LABELS[status]}</StatusBadge>;
}
