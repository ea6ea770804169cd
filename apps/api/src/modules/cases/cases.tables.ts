/** Complaints and lost property (migration 0047), merged into the Database type in db/schema.ts. */
import type { Generated } from 'kysely';
import type { CaseStatus, ComplaintCategory, ComplaintChannel, LostPropertyDisposal, LostPropertyKind } from '@kerbside/contract';

/** What both registers hold besides their own fields. */
export interface CaseColumns {
  id: Generated<number>;
  company_id: number;
  booking_id: number | null;
  driver_id: number | null;
  status: CaseStatus;
  /** The name of the staff member who recorded it first. */
  recorded_by: string;
  created_at: string;
  updated_at: string;
  anonymised_at: string | null;
}

export interface ComplaintsTable extends CaseColumns {
  /** London date and HH:MM. */
  received_date: string;
  received_time: string;
  received_via: ComplaintChannel;
  complainant_name: string;
  complainant_contact: string;
  category: ComplaintCategory;
  details: string;
  action_taken: string;
  outcome: string;
  resolved_date: string | null;
}

export interface LostPropertyTable extends CaseColumns {
  kind: LostPropertyKind;
  /** The day found, or the day reported lost (London). */
  reported_date: string;
  lost_date: string | null;
  place: string;
  description: string;
  contact_name: string;
  contact_details: string;
  attempt: string;
  outcome: string;
  disposal: LostPropertyDisposal | null;
  disposal_date: string | null;
}

export interface CasesTables {
  complaints: ComplaintsTable;
  lost_property: LostPropertyTable;
}
