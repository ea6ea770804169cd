/**
 * Who changes a job or refunds a booking: a staff member in the console, the passenger through
 * their booking's link, or the driver on the driver app. The audit entry keeps the staff member's
 * id; a passenger or a driver has none, so the entry's detail names them instead.
 */
import type { StaffPrincipal } from '../../platform/company-scope/index.js';

export type ChangedBy = { kind: 'staff'; id: number; name: string } | { kind: 'passenger'; email: string } | { kind: 'driver'; id: number; name: string };

export const byStaff = (staff: Pick<StaffPrincipal, 'id' | 'name'>): ChangedBy => ({ kind: 'staff', id: staff.id, name: staff.name });

/** The audit entry's staff id and what the entry's detail adds about who it was. */
export function auditActor(by: ChangedBy): { staffId: number | null; detail: Record<string, unknown> } {
  if (by.kind === 'staff') return { staffId: by.id, detail: {} };
  if (by.kind === 'driver') return { staffId: null, detail: { actor: 'driver', actor_driver_id: by.id, actor_driver_name: by.name } };
  return { staffId: null, detail: { actor: 'passenger', passenger_email: by.email } };
}

/** Who cancelled a booking, as the booking keeps it. */
export const cancelledBy = (by: ChangedBy): 'passenger' | 'operator' => (by.kind === 'passenger' ? 'passenger' : 'operator');
