/**
 * Auto-offer (issue 25 §5): for each company with it on, each job picked up within its lead (or
 * late, by up to ATTENTION_OVERDUE_HOURS) with no driver and no open offer is offered to the
 * nearest free driver (driver-positions' ranking) who has not been offered it before and has no
 * other open offer. A decline or a timeout leaves the job without an open offer: the next pass
 * (or at once, on the instance that closed it) offers it to the next driver. Nobody free: the job
 * is noted for Needs attention. Staff may offer or assign at any time: a job with an open offer is
 * left alone, and the partial unique index makes a simultaneous second offer a refusal, not a row.
 */
import { ATTENTION_OVERDUE_HOURS } from '@kerbside/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Result } from '../../http/result.js';
import type { CompanyScope } from '../../platform/company-scope/index.js';
import type { NearestOptions } from '../driver-positions/index.js';
import type { AutoOfferRepository } from './auto-offer.repository.js';
import type { JobOffersService } from './job-offers.service.js';

/** Jobs of one company offered at most per pass (each costs the ranking's reads); the rest wait for the next pass. */
const JOBS_PER_PASS = 20;

export type NearestDriversOf = (scope: CompanyScope, jobId: number, options: NearestOptions) => Promise<Result<{ drivers: Array<{ id: number }> }>>;

export interface AutoOfferDeps {
  repo: AutoOfferRepository;
  offers: Pick<JobOffersService, 'offerAutomatically' | 'closeExpiredOffers'>;
  nearest: NearestDriversOf;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What one pass did. */
export interface AutoOfferOutcome {
  offered: number;
  missed: number;
}

export function createAutoOffer(deps: AutoOfferDeps) {
  const { repo } = deps;

  /** Offers the job to the nearest free driver not offered it before; whether it did (false: nobody free, or someone offered it meanwhile). */
  async function offerJob(companyId: number, jobId: number, busy: Set<number>, at: Date): Promise<'offered' | 'missed' | 'skipped'> {
    const exclude = new Set([...busy, ...(await repo.offeredBefore(jobId))]);
    const ranked = await deps.nearest({ all: false, companyId }, jobId, { count: 1, exclude });
    if (!ranked.ok) return 'skipped';
    const [nearest] = ranked.value.drivers;
    if (!nearest) {
      await repo.recordMiss(jobId, companyId, at.toISOString());
      return 'missed';
    }
    const made = await deps.offers.offerAutomatically(companyId, jobId, nearest.id);
    if (!made.ok) return 'skipped';
    busy.add(nearest.id);
    return 'offered';
  }

  async function pass(now: Date): Promise<AutoOfferOutcome> {
    const outcome: AutoOfferOutcome = { offered: 0, missed: 0 };
    // Offers past their time are closed first, so their jobs go to the next driver in this pass.
    await deps.offers.closeExpiredOffers(now);
    const from = new Date(now.getTime() - ATTENTION_OVERDUE_HOURS * 3_600_000).toISOString();
    for (const company of await repo.companies()) {
      const until = new Date(now.getTime() + company.minutes * 60_000).toISOString();
      const jobs = await repo.dueJobs(company.id, from, until, JOBS_PER_PASS);
      if (jobs.length === 0) continue;
      const busy = await repo.driversWithOpenOffers(company.id);
      for (const jobId of jobs) {
        const done = await offerJob(company.id, jobId, busy, now);
        if (done === 'offered') outcome.offered += 1;
        if (done === 'missed') outcome.missed += 1;
      }
    }
    return outcome;
  }

  return {
    pass,
    /**
     * The job's offer was declined or timed out on this instance: offer it to the next driver now
     * rather than at the next pass, if its company has auto-offer on and the job is still due.
     */
    next(companyId: number, jobId: number, now: Date): void {
      void (async () => {
        const company = (await repo.companies()).find((c) => c.id === companyId);
        if (!company) return;
        const from = new Date(now.getTime() - ATTENTION_OVERDUE_HOURS * 3_600_000).toISOString();
        const until = new Date(now.getTime() + company.minutes * 60_000).toISOString();
        if ((await repo.dueJobs(companyId, from, until, 1, jobId)).length === 0) return;
        await offerJob(companyId, jobId, await repo.driversWithOpenOffers(companyId), now);
      })().catch((err: unknown) => deps.log.error({ err, job_id: jobId }, 'auto-offer: offering a job to the next driver failed'));
    },
  };
}

export type AutoOffer = ReturnType<typeof createAutoOffer>;
