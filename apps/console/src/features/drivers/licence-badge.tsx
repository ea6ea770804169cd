import { LICENCE_STATUS_LABELS, type Driver } from '@kerbside/contract';
import { Badge, type BadgeTone } from '../../components/badge';

const TONES: Record<Driver['licence_status'], BadgeTone> = { valid: 'success', expires_soon: 'warning', expired: 'danger' };

/** "Valid", "Expires soon" or "Expired" (today in London, worked out by the server). */
export function LicenceBadge({ status }: { status: Driver['licence_status'] }) {
  return <Badge tone={TONES[status]}>{LICENCE_STATUS_LABELS[status]}</Badge>;
}
