import { useEffect, useState } from 'react';
import type { JobDetail } from '@kerbside/contract';
import { errorMessage } from '../../lib/api-client';
import { useJobOffer, useWithdrawOffer } from './job-offer-api';
import { offerStateText, secondsLeft } from './offer-state';

/**
 * The job's offer to a driver, live: "Offered to Sam Driver — 45 s left" with Withdraw while it is
 * open, then how it ended ("Declined by…", "No answer from…"). The board's live events refresh it;
 * when the countdown runs out it asks the server once more.
 */
export function JobOfferPanel({ detail }: { detail: JobDetail }) {
  const { job } = detail;
  const query = useJobOffer(job.id, job.driver === null);
  const offer = query.data?.offer ?? null;
  const withdraw = useWithdrawOffer();
  const [now, setNow] = useState(() => Date.now());
  const open = offer?.state === 'open';

  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [open]);

  const ticking = open && offer !== null && secondsLeft(offer, now) > 0;
  const { refetch } = query;
  useEffect(() => {
    if (!open || ticking) return;
    // Time is up: the server closes it at once and says so; ask again in case that word is late.
    const timer = setTimeout(() => void refetch(), 1_500);
    return () => clearTimeout(timer);
  }, [open, ticking, refetch]);

  if (!offer || job.driver !== null) return null;
  return (
    <div className={`job-offer job-offer--${ticking ? 'open' : offer.state}`}>
      {/* The countdown itself is not announced each second; the state is, when it changes. */}
      <p className="job-offer__text" aria-live={ticking ? 'off' : 'polite'}>
        {offerStateText(offer, now)}
      </p>
      {ticking && (
        <button type="button" className="button" aria-disabled={withdraw.isPending || undefined} onClick={() => !withdraw.isPending && withdraw.mutate({ id: job.id })}>
          {withdraw.isPending ? 'Withdrawing…' : 'Withdraw offer'}
        </button>
      )}
      {withdraw.error && <p className="job-offer__error" role="alert">{errorMessage(withdraw.error)}</p>}
    </div>
  );
}
