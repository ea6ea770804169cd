/**
 * The owners' mail about drivers' and vehicles' documents (issue 27 §5), from the scheduler once a
 * day (and a minute after start): each document of an active driver that has expired, or expires
 * within the company's `document_warning_days`, is mailed to every active owner of the company
 * once per expiry date. The document_warnings_sent row and the mails are written in one
 * transaction; the row's unique key makes a second run, or another instance, insert nothing and
 * mail nothing. A renewed document (a new expiry date) is warned about again in its turn.
 */
import type { Kysely } from 'kysely';
import { DOCUMENT_WARNING_DAYS_MAX } from '@kerbside/contract';
import { addDays, DBS_RENEWAL_YEARS, documentSentence, documentsToFlag, londonToday } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { escapeHtml, htmlLayout, type MailOutbox, type OutgoingMail } from '../../platform/outbox/index.js';

export const DOCUMENT_WARNINGS_TASK = 'document-warnings';

function warningMail(to: string, companyId: number, companyName: string, sentence: string, consoleUrl: string): OutgoingMail {
  const intro = `${sentence}. A driver cannot be given a job once a licence, the vehicle's licence, the MOT or the insurance has expired. Record the renewed document on the driver's page.`;
  return {
    kind: 'document_expiry',
    to,
    subject: sentence,
    text: `${sentence}\n\n${intro}\n\nDriver's page: ${consoleUrl}\n\n${companyName}\n`,
    html: htmlLayout({
      title: sentence,
      companyName,
      bodyHtml: `<p style="margin:0 0 16px">${escapeHtml(intro)}</p><p style="margin:0 0 16px"><a href="${escapeHtml(consoleUrl)}">Open the driver's page</a></p>`,
    }),
    companyId,
  };
}

export function createDocumentWarnings(deps: { db: Kysely<Database>; outbox: MailOutbox; driverPageUrl: (driverId: number) => string }) {
  return {
    /** Mails every warning due on `now`'s London day; how many documents it warned about. */
    async pass(now: Date): Promise<number> {
      const today = londonToday(now);
      const horizon = addDays(today, DOCUMENT_WARNING_DAYS_MAX);
      const drivers = await deps.db
        .selectFrom('drivers as d')
        .innerJoin('companies as c', 'c.id', 'd.company_id')
        .select(['d.id', 'd.company_id', 'd.name', 'd.licence_expiry', 'd.dvla_licence_expiry', 'd.vehicle_plate_expiry', 'd.mot_expiry', 'd.insurance_expiry', 'd.dbs_check_date', 'c.company_name', 'c.document_warning_days'])
        .where('d.is_active', '=', 1)
        .where('c.is_active', '=', 1)
        .where((eb) =>
          eb.or([
            eb('d.licence_expiry', '<=', horizon),
            eb('d.dvla_licence_expiry', '<=', horizon),
            eb('d.vehicle_plate_expiry', '<=', horizon),
            eb('d.mot_expiry', '<=', horizon),
            eb('d.insurance_expiry', '<=', horizon),
            eb('d.dbs_check_date', '<=', addDays(horizon, -(DBS_RENEWAL_YEARS * 366))),
          ]),
        )
        .orderBy('d.id')
        .execute();
      const owners = new Map<number, string[]>();
      let warned = 0;
      for (const driver of drivers) {
        for (const end of documentsToFlag(driver, today, driver.document_warning_days)) {
          let to = owners.get(driver.company_id);
          if (!to) {
            const rows = await deps.db.selectFrom('staff').select('email').where('company_id', '=', driver.company_id).where('role', '=', 'owner').where('is_active', '=', 1).orderBy('id').execute();
            owners.set(driver.company_id, (to = rows.map((r) => r.email)));
          }
          const sentence = documentSentence(driver.name, end, today);
          const made = await deps.db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto('document_warnings_sent')
              .values({ company_id: driver.company_id, driver_id: driver.id, document: end.document, expiry: end.lastDay, sent_at: now.toISOString() })
              .onConflict((oc) => oc.columns(['driver_id', 'document', 'expiry']).doNothing())
              .returning('id')
              .executeTakeFirst();
            if (!row) return false;
            await deps.outbox.enqueue(trx, to.map((email) => warningMail(email, driver.company_id, driver.company_name, sentence, deps.driverPageUrl(driver.id))));
            return true;
          });
          if (made) warned += 1;
        }
      }
      return warned;
    },
  };
}
