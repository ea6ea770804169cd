/**
 * Waiting, parking, extra stops, tolls and the cash taken, added by staff to a completed job
 * (domain job-extras.ts has the rules and the account). Each entry is one transaction under the
 * booking's lock, as every movement of its money (payments/booking-money.ts): refused while a
 * refund, cancellation or change of the booking is under way (its card figure is then in flux), and
 * entries sent at once are taken one after the other, so cash never goes beyond what is due. Then
 * an audit entry, and the live event after the commit. Nothing here touches the card: the charges
 * are settled in the car, and refunds still never exceed what the card paid.
 */
import type { Kysely } from 'kysely';
import { JOB_EXTRA_MESSAGES, OPERATOR_MESSAGES, waitingTerms, type AddJobExtraRequest, type AfterJourney, type JobExtra, type RemoveJobExtraRequest, type Settings } from '@kerbside/contract';
import { JOB_EXTRAS_MAX, extrasAccount, formatPounds, waitingCharge, type ExtrasAccount } from '@kerbside/domain';
import type { Database } from '../../db/schema.js';
import { fail, ok, type Result } from '../../http/result.js';
import { recordAudit } from '../../platform/audit/index.js';
import { NOT_FOUND } from '../../platform/company-scope/index.js';
import { createBookingPaymentsRepository, type BookingMoney } from '../payments/index.js';
import { cardPaymentsOf } from './booking-refunds.js';
import { auditActor, byStaff } from './changed-by.js';
import type { Actor, Who } from './job-actions.service.js';
import type { JobExtraRow, JobExtrasRepository } from './job-extras.repository.js';
import { legExtras, type JobRow } from './job-rows.js';
import type { JobsRepository } from './jobs.repository.js';
import { paymentFigures } from './payment-figures.js';

export interface JobExtrasDeps {
  db: Kysely<Database>;
  jobs: JobsRepository;
  extras: JobExtrasRepository;
  money: Pick<BookingMoney, 'lock'>;
  settings: { current(): Promise<{ settings: Settings }> };
  publish: (companyId: number, jobIds: number[]) => Promise<void>;
  now: () => Date;
}

const view = (row: JobExtraRow): JobExtra => ({ ...row });

export function createJobExtrasService(deps: JobExtrasDeps) {
  const { jobs, extras } = deps;
  const payments = createBookingPaymentsRepository(deps.db);

  /** The booking's account: its fare, how it is paid (a card authorisation that expired took nothing: the fare is due in the car), its entries. */
  async function accountOf(job: JobRow, rows: readonly JobExtraRow[], on?: Kysely<Database>): Promise<ExtrasAccount> {
    const figures = paymentFigures(job, await cardPaymentsOf(payments, job, on));
    const fare = { farePence: job.amount_pence, fareInCar: figures.card === null || figures.card === 'expired', cardPence: figures.money?.netPence ?? 0 };
    return extrasAccount(fare, rows.map((r) => ({ kind: r.kind, amountPence: r.amount_pence })));
  }

  /** What the job page shows: both legs' entries and the account, whether this job takes more, the waiting terms now. */
  async function afterJourney(job: JobRow): Promise<AfterJourney> {
    const [rows, { settings }] = await Promise.all([extras.ofBooking(job.booking_id), deps.settings.current()]);
    const account = await accountOf(job, rows);
    const terms = waitingTerms(settings);
    return {
      items: rows.map(view),
      fare_pence: account.farePence,
      charges_pence: account.chargesPence,
      total_pence: account.totalPence,
      card_pence: account.cardPence,
      cash_pence: account.cashPence,
      due_pence: account.duePence,
      can_add: job.status === 'completed' && rows.filter((r) => r.job_id === job.id).length < JOB_EXTRAS_MAX,
      waiting: { free_minutes: terms.freeMinutes, pence_per_minute: terms.pencePerMinute, booked_minutes: legExtras(job).waiting_minutes },
    };
  }

  const add = (actor: Actor, id: number, input: AddJobExtraRequest) => addAs({ by: byStaff(actor.staff), scope: actor.scope }, id, input);

  /** An entry by staff, or by the driver as they complete the job on their phone (no staff id; the audit names the driver). */
  async function addAs(who: Who, id: number, input: AddJobExtraRequest): Promise<Result<{ extra: JobExtra; after_journey: AfterJourney }>> {
    const actor = { scope: who.scope, ...auditActor(who.by) };
    const found = await jobs.findJob(actor.scope, id);
    if (!found) return fail(404, NOT_FOUND);
    if (found.status !== 'completed') return fail(409, JOB_EXTRA_MESSAGES.notCompleted);
    // The terms of this moment are the entry's: a later change of the settings does not alter it.
    const terms = waitingTerms((await deps.settings.current()).settings);
    const note = input.note ?? '';

    const added = await deps.money.lock(found.booking_id, async (trx): Promise<Result<number>> => {
      const booking = await trx.selectFrom('bookings').select('money_op').where('id', '=', found.booking_id).executeTakeFirst();
      if (booking?.money_op) return fail(409, OPERATOR_MESSAGES.moneyBusy);
      const job = await jobs.findJob(actor.scope, id, trx);
      if (!job) return fail(404, NOT_FOUND);
      if (job.status !== 'completed') return fail(409, JOB_EXTRA_MESSAGES.notCompleted);
      if ((await extras.countOfJob(trx, job.id)) >= JOB_EXTRAS_MAX) return fail(409, JOB_EXTRA_MESSAGES.full(JOB_EXTRAS_MAX));

      let amountPence = input.amount_pence ?? 0;
      let minutes: number | null = null;
      let chargedMinutes: number | null = null;
      if (input.kind === 'waiting') {
        minutes = input.minutes ?? 0;
        const charge = waitingCharge(minutes, terms, legExtras(job).waiting_minutes);
        chargedMinutes = charge.chargedMinutes;
        amountPence = charge.amountPence;
      }
      if (input.kind === 'cash') {
        const account = await accountOf(job, await extras.ofBooking(job.booking_id, trx), trx);
        if (account.duePence <= 0) return fail(422, JOB_EXTRA_MESSAGES.nothingDue);
        if (amountPence > account.duePence) return fail(422, JOB_EXTRA_MESSAGES.cashBeyondDue(formatPounds(account.duePence, job.currency_symbol)));
      }
      const at = deps.now().toISOString();
      const entryId = await extras.add(trx, { jobId: job.id, bookingId: job.booking_id, companyId: job.company_id, kind: input.kind, minutes, chargedMinutes, amountPence, note, staffId: actor.staffId, at });
      await recordAudit(trx, {
        companyId: job.company_id,
        staffId: actor.staffId,
        action: 'job.extra_added',
        subjectType: 'job',
        subjectId: job.id,
        detail: {
          booking_number: job.booking_number,
          leg: job.leg,
          extra_id: entryId,
          kind: input.kind,
          amount_pence: amountPence,
          ...(input.kind === 'waiting' ? { minutes, charged_minutes: chargedMinutes, free_minutes: terms.freeMinutes, pence_per_minute: terms.pencePerMinute } : {}),
          ...(note ? { note } : {}),
          ...actor.detail,
        },
        at,
      });
      return ok(entryId);
    });
    if (!added.ok) return added;
    await deps.publish(found.company_id, [found.id]);
    const job = (await jobs.findJob(actor.scope, id)) ?? found;
    const after = await afterJourney(job);
    const extra = after.items.find((item) => item.id === added.value);
    if (!extra) return fail(404, NOT_FOUND);
    return ok({ extra, after_journey: after });
  }

  /**
   * Takes a mistaken entry off (it stays on record, marked removed, with an audit entry). A charge
   * whose removal would leave less due in the car than the cash recorded is refused: the cash
   * entry goes first, so the account never shows more cash than was owed.
   */
  async function remove(actor: Actor, id: number, extraId: number, input: RemoveJobExtraRequest): Promise<Result<{ extra: JobExtra; after_journey: AfterJourney }>> {
    const found = await jobs.findJob(actor.scope, id);
    if (!found) return fail(404, NOT_FOUND);
    const removed = await deps.money.lock(found.booking_id, async (trx): Promise<Result<JobExtra>> => {
      const booking = await trx.selectFrom('bookings').select('money_op').where('id', '=', found.booking_id).executeTakeFirst();
      if (booking?.money_op) return fail(409, OPERATOR_MESSAGES.moneyBusy);
      const entry = await extras.find(trx, found.id, extraId);
      if (!entry) return fail(404, NOT_FOUND);
      if (entry.removed_at !== null) return fail(409, JOB_EXTRA_MESSAGES.removedAlready);
      if (entry.kind !== 'cash') {
        const rest = (await extras.ofBooking(found.booking_id, trx)).filter((row) => row.id !== entry.id);
        const without = await accountOf(found, rest, trx);
        if (without.cashPence > without.inCarPence) {
          const money = (pence: number) => formatPounds(pence, found.currency_symbol);
          return fail(422, JOB_EXTRA_MESSAGES.cashBeyondDueAfterRemoval(money(without.cashPence), money(without.inCarPence)));
        }
      }
      const at = deps.now().toISOString();
      if (!(await extras.remove(trx, entry.id, { staffId: actor.staff.id, reason: input.reason, at }))) return fail(409, JOB_EXTRA_MESSAGES.removedAlready);
      await recordAudit(trx, {
        companyId: found.company_id,
        staffId: actor.staff.id,
        action: 'job.extra_removed',
        subjectType: 'job',
        subjectId: found.id,
        detail: { booking_number: found.booking_number, leg: found.leg, extra_id: entry.id, kind: entry.kind, amount_pence: entry.amount_pence, removed: true, reason: input.reason },
        at,
      });
      const { removed_at: _removed, ...shown } = entry;
      return ok(view(shown));
    });
    if (!removed.ok) return removed;
    await deps.publish(found.company_id, [found.id]);
    const job = (await jobs.findJob(actor.scope, id)) ?? found;
    return ok({ extra: removed.value, after_journey: await afterJourney(job) });
  }

  return { add, addAs, remove, afterJourney };
}

export type JobExtrasService = ReturnType<typeof createJobExtrasService>;
