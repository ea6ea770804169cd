/**
 * The retention rule for complaints and lost property (issue 27 §4 and §6): a record dated before
 * the cutoff keeps its dates, category, channel, status, disposal and links (what the counts and an
 * inspection of numbers need) and loses what names or describes a person: names, contact details
 * and every free-text field. Run by the retention task per company; a record is done once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RetentionSweep } from '../../platform/retention/index.js';

export interface AnonymisedCases extends Record<string, number> {
  complaints: number;
  lostProperty: number;
}

/** `cutoff`: a London date, YYYY-MM-DD; records received, found or reported before it are anonymised (`now`: the time recorded as when). */
export async function anonymiseCasesBefore(db: Kysely<Database>, input: { companyId: number; cutoff: string; now: Date }): Promise<AnonymisedCases> {
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const complaints = await trx
      .updateTable('complaints')
      .set({ complainant_name: '', complainant_contact: '', details: '', action_taken: '', outcome: '', anonymised_at: at, updated_at: at })
      .where('company_id', '=', input.companyId)
      .where('received_date', '<', input.cutoff)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    const lost = await trx
      .updateTable('lost_property')
      .set({ contact_name: '', contact_details: '', description: '', attempt: '', outcome: '', anonymised_at: at, updated_at: at })
      .where('company_id', '=', input.companyId)
      .where('reported_date', '<', input.cutoff)
      .where('anonymised_at', 'is', null)
      .executeTakeFirst();
    return { complaints: Number(complaints.numUpdatedRows), lostProperty: Number(lost.numUpdatedRows) };
  });
}

/** The daily retention task's sweep of both registers: a record dated before the company's period is anonymised. */
export const casesRetentionSweep: RetentionSweep = {
  name: 'cases',
  run: (db, window) => anonymiseCasesBefore(db, { companyId: window.companyId, cutoff: window.keepFrom, now: window.now }),
};
