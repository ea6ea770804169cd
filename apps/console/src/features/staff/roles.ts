import { STAFF_ROLE_LABELS, type InvitableRole } from '@kerbside/contract';
import type { Choice } from '../../components/choice-group';

/** The roles an owner gives, with what each may do (README "Roles"). */
export const ROLE_CHOICES: readonly Choice<InvitableRole>[] = [
  { value: 'dispatcher', label: STAFF_ROLE_LABELS.dispatcher, description: 'Bookings, drivers, enquiries and mail. No prices, settings or staff.' },
  { value: 'owner', label: STAFF_ROLE_LABELS.owner, description: 'Everything for the company, including its staff.' },
];
