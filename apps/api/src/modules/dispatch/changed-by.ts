/**
 * Who changes a job or refunds a booking: a staff member in the console, or the passenger through
 * their booking's link. The audit entry keeps the staff member's id; a passenger has none, so the
 * entry's detail names them instead.
 */
import type { StaffPrincipal } from '../../platform/company-scope/index.js';

export type ChangedBy = { kind: 'staff'; id: number; name: string } | { kind: 'passenger'; email: string };

export const byStaff = (staff: Pick<StaffPrincipal, 'id' | 'name'>): ChangedBy => ({ kind: 'staff', id: staff.id, name: staff.name });

/** The audit entry's staff id and what the entry's detail adds about who it was. */
export function auditActor(by: ChangedBy): { staffId: number | null; detail: Record<string, unknown> } {
  return by.kind === 'staff' ? { staffId: by.id, detail: {} } : { staffId: null, detail: { actor: 'passenger', passenger_email: by.email } };
}

/** Who cancelled a booking, as the booking keeps it. */
export const cancelledBy = (by: ChangedBy): 'passenger' | 'operator' => (by.kind === 'passenger' ? 'passenger' : 'operator');
