import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { DRIVER_WORK_ROUTES, pathOf, type DriverAssignedJob, type DriverJob, type DriverJobList, type DriverJobsChanged, type DriverOfferJob } from '@kerbside/contract';
import { driverRequest, serverClockSkewMs } from '../../session/driver-api';
import { announceOffer, unlockSound } from '../offers/offer-alert';
import { applyJobsChanged, newOfferIds } from './jobs-state';

export const OFFER_EXPIRED = 'This offer has expired.';
export const OFFER_WITHDRAWN = 'The office took back an offer it had made you.';
export const OFFER_NO_SIGNAL = 'No signal: your answer did not reach the office. Try again.';
/** A stream down for less than this is not worth a word (a reconnect takes a moment). */
const CALM_MS = 2_000;
/** After a stream the server refused (a limit, a fault, a sign-out), the phone tries again after this. */
const RETRY_MS = 5_000;

export type StreamState = 'connecting' | 'live' | 'reconnecting';
export type OfferAnswer = { kind: 'accepted'; job: DriverAssignedJob } | { kind: 'declined' } | { kind: 'failed'; message: string };

interface DriverJobsValue {
  jobs: DriverJob[];
  loaded: boolean;
  stream: StreamState;
  /** True once a tap has let the phone play the offer chime. */
  soundReady: boolean;
  /** Something the driver should read once (an offer that expired in front of them). */
  notice: string | null;
  dismissNotice: () => void;
  answerOffer: (job: DriverOfferJob, answer: 'accept' | 'decline') => Promise<OfferAnswer>;
  /** The countdown reached 0 on screen. */
  offerRanOut: (job: DriverOfferJob) => void;
  /** A job as the server showed it (GET /jobs/{id}, a status's answer): into the list. */
  keep: (job: DriverJob) => void;
  reload: () => void;
}

const DriverJobsContext = createContext<DriverJobsValue | null>(null);

export function useDriverJobs(): DriverJobsValue {
  const value = useContext(DriverJobsContext);
  if (!value) throw new Error('useDriverJobs outside DriverJobsProvider');
  return value;
}

/**
 * The driver's jobs, live: GET /jobs when the stream (re)connects (nothing is replayed), then each
 * `jobs.changed` of the driver's stream. A new offer chimes and vibrates where the phone allows.
 */
export function DriverJobsProvider({ children }: { children: ReactNode }) {
  const [jobs, setJobs] = useState<DriverJob[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [stream, setStream] = useState<StreamState>('connecting');
  const [soundReady, setSoundReady] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const seenOffers = useRef<Set<number> | null>(null);
  // The list as the stream's handler sees it (kept after each render, never during one).
  const jobsNow = useRef<DriverJob[]>([]);
  useEffect(() => {
    jobsNow.current = jobs;
  }, [jobs]);

  const take = useCallback((next: DriverJob[]) => {
    // The first list is what the phone opened on: only offers after it chime.
    if (seenOffers.current && newOfferIds(seenOffers.current, next).length > 0) announceOffer();
    seenOffers.current ??= new Set();
    for (const job of next) if (job.kind === 'offer') seenOffers.current.add(job.offer.id);
  }, []);

  const reload = useCallback(() => {
    void driverRequest<DriverJobList>(DRIVER_WORK_ROUTES.driverJobs).then((answer) => {
      if (answer.kind !== 'ok') return;
      take(answer.data.jobs);
      setJobs(applyJobsChanged([], { jobs: answer.data.jobs, removed: [] }));
      setLoaded(true);
    });
  }, [take]);

  useEffect(() => {
    let source: EventSource | null = null;
    let calm: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    const connect = () => {
      source = new EventSource(pathOf(DRIVER_WORK_ROUTES.driverEvents));
      source.onopen = () => {
        clearTimeout(calm);
        calm = undefined;
        setStream('live');
        reload();
      };
      source.addEventListener('jobs.changed', (event) => {
        const change = JSON.parse((event as MessageEvent<string>).data) as DriverJobsChanged;
        take(change.jobs);
        // An offer on screen that the server closed: ran out (its time passed) or was taken back.
        const closed = jobsNow.current.filter((job): job is DriverOfferJob => job.kind === 'offer' && change.removed.includes(job.id));
        if (closed.length > 0) {
          const ranOut = closed.some((job) => Date.parse(job.offer.expires_at) <= Date.now() + serverClockSkewMs() + 1_000);
          setNotice(ranOut ? OFFER_EXPIRED : OFFER_WITHDRAWN);
        }
        setJobs((current) => applyJobsChanged(current, change));
      });
      source.onerror = () => {
        calm ??= setTimeout(() => setStream('reconnecting'), CALM_MS);
        if (source?.readyState !== EventSource.CLOSED || ended) return;
        // Refused outright (EventSource gives up): ask GET /jobs (a 401 there signs the phone out), then try again.
        retry = setTimeout(() => {
          reload();
          if (!ended) connect();
        }, RETRY_MS);
      };
    };
    reload();
    connect();
    return () => {
      ended = true;
      clearTimeout(calm);
      clearTimeout(retry);
      source?.close();
    };
  }, [reload, take]);

  useEffect(() => {
    const unlock = () => {
      unlockSound();
      setSoundReady(true);
    };
    // On the click, not the pointerdown: the hint above the buttons goes when sound is ready, and
    // going between a tap's down and up it would move the button from under the finger.
    document.addEventListener('click', unlock, { once: true, capture: true });
    return () => document.removeEventListener('click', unlock, { capture: true });
  }, []);

  const answerOffer = useCallback(async (job: DriverOfferJob, answer: 'accept' | 'decline'): Promise<OfferAnswer> => {
    const route = answer === 'accept' ? DRIVER_WORK_ROUTES.driverAcceptOffer : DRIVER_WORK_ROUTES.driverDeclineOffer;
    const result = await driverRequest<DriverJob>({ method: route.method, path: pathOf(route, { id: job.offer.id }) });
    if (result.kind === 'ok') {
      if (answer === 'decline') {
        setJobs((current) => applyJobsChanged(current, { jobs: [], removed: [job.id] }));
        return { kind: 'declined' };
      }
      const accepted = result.data as DriverAssignedJob;
      setJobs((current) => applyJobsChanged(current, { jobs: [accepted], removed: [] }));
      return { kind: 'accepted', job: accepted };
    }
    if (result.kind === 'failed' && result.status === 409) {
      setJobs((current) => applyJobsChanged(current, { jobs: [], removed: [job.id] }));
      setNotice(OFFER_EXPIRED);
      return { kind: 'failed', message: OFFER_EXPIRED };
    }
    if (result.kind === 'failed') return { kind: 'failed', message: result.message ?? 'The office could not take your answer. Try again.' };
    return { kind: 'failed', message: OFFER_NO_SIGNAL };
  }, []);

  const offerRanOut = useCallback((job: DriverOfferJob) => {
    setJobs((current) => applyJobsChanged(current, { jobs: [], removed: [job.id] }));
    setNotice(OFFER_EXPIRED);
  }, []);

  const keep = useCallback((job: DriverJob) => setJobs((current) => applyJobsChanged(current, { jobs: [job], removed: [] })), []);
  const dismissNotice = useCallback(() => setNotice(null), []);

  return (
    <DriverJobsContext.Provider value={{ jobs, loaded, stream, soundReady, notice, dismissNotice, answerOffer, offerRanOut, keep, reload }}>{children}</DriverJobsContext.Provider>
  );
}
