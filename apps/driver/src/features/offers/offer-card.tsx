import { useEffect, useState } from 'react';
import type { DriverOfferJob } from '@kerbside/contract';
import { serverClockSkewMs } from '../../session/driver-api';
import { useDriverJobs } from '../jobs/driver-jobs';
import { journeyOf, money, whenOf } from '../jobs/job-words';
import { secondsLeft, shareLeft } from './offer-countdown';
import './offer-card.css';

const RING = 2 * Math.PI * 26;

/** An offer, big: when, where, vehicle, fare, the time left on a ring, and Accept / Decline at the bottom. */
export function OfferCard({ job, today, onAccepted }: { job: DriverOfferJob; today: string; onAccepted: (jobId: number) => void }) {
  const { answerOffer, offerRanOut } = useDriverJobs();
  const [now, setNow] = useState(() => Date.now());
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const skew = serverClockSkewMs();
  const left = Math.min(job.offer.seconds, secondsLeft(job.offer.expires_at, now, skew));
  const share = shareLeft(job.offer.offered_at, job.offer.expires_at, now, skew);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0 && !pending) offerRanOut(job);
  }, [left, pending, job, offerRanOut]);

  function answer(kind: 'accept' | 'decline') {
    setPending(kind);
    setProblem(null);
    void answerOffer(job, kind).then((result) => {
      if (result.kind === 'accepted') onAccepted(result.job.id);
      if (result.kind !== 'failed') return;
      setPending(null);
      setProblem(result.message);
    });
  }

  const titleId = `offer-${job.offer.id}-title`;
  return (
    <article className="offer-card" aria-labelledby={titleId}>
      <div className="offer-card__top">
        <div>
          <p className="offer-card__kicker">New offer</p>
          <h3 id={titleId} className="offer-card__when">
            {whenOf(job, today)}
          </h3>
        </div>
        <div className="offer-card__ring" role="timer" aria-label={`${left} seconds left to answer`}>
          <svg viewBox="0 0 60 60" aria-hidden="true">
            <circle cx="30" cy="30" r="26" className="offer-card__ring-track" />
            <circle cx="30" cy="30" r="26" className="offer-card__ring-left" strokeDasharray={RING} strokeDashoffset={RING * (1 - share)} />
          </svg>
          <span className="offer-card__seconds">{left} s</span>
        </div>
      </div>
      <p className="offer-card__journey">{journeyOf(job)}</p>
      <p className="offer-card__facts">
        <span>{job.vehicle_category}</span>
        <span className="offer-card__fare">{money(job.fare_pence, job.currency_symbol)}</span>
      </p>
      {problem && (
        <p className="driver-message driver-message--problem" role="alert">
          {problem}
        </p>
      )}
      <div className="offer-card__answers">
        <button type="button" className="button offer-card__decline" disabled={pending !== null} onClick={() => answer('decline')}>
          {pending === 'decline' ? 'Declining…' : 'Decline'}
        </button>
        <button type="button" className="button button--primary offer-card__accept" disabled={pending !== null} onClick={() => answer('accept')}>
          {pending === 'accept' ? 'Accepting…' : 'Accept'}
        </button>
      </div>
    </article>
  );
}
