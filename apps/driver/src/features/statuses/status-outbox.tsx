import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { DRIVER_WORK_ROUTES, pathOf, type DriverStatusRequest, type DriverStatusResult, type JobStatus } from '@kerbside/contract';
import { postQueuedCall } from '../../session/driver-api';
import { indexedDbStore } from '../outbox/indexed-db-store';
import { memoryStore, type QueuedCall } from '../outbox/queued-call';
import { SendQueue, outcomeOf, type FlushResult } from '../outbox/send-queue';
import { positionForStatus } from './status-position';
import type { NextStep } from './next-step';

/** While anything waits, the phone tries again this often (and at once when the signal returns). */
const RETRY_MS = 15_000;

interface Refusal {
  jobId: number;
  message: string;
}

interface StatusOutboxValue {
  /** Steps kept on the phone, not yet taken by the server. */
  waiting: number;
  /** The step each job was last sent (shown at once, before the server answers). */
  sent: ReadonlyMap<number, JobStatus>;
  refusals: Refusal[];
  send: (jobId: number, step: NextStep, extra?: Record<string, unknown>) => void;
  dismissRefusal: (jobId: number) => void;
}

const StatusOutboxContext = createContext<StatusOutboxValue | null>(null);

export function useStatusOutbox(): StatusOutboxValue {
  const value = useContext(StatusOutboxContext);
  if (!value) throw new Error('useStatusOutbox outside StatusOutboxProvider');
  return value;
}

function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const jobIdOf = (call: QueuedCall) => Number(/jobs\/(\d+)\/status/.exec(call.path)?.[1]);

/**
 * Statuses from the car go through the phone's outbox (IndexedDB): each tap is kept with the time it
 * happened (and the position, where the driver allows it) and sent in order; without signal they
 * wait, and go when the signal is back. A refusal is shown in the server's words.
 */
export function StatusOutboxProvider({ driverId, onSettled, children }: { driverId: number; onSettled: () => void; children: ReactNode }) {
  const [waiting, setWaiting] = useState(0);
  const [sent, setSent] = useState<Map<number, JobStatus>>(new Map());
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const queue = useMemo(() => {
    const send = async (call: QueuedCall) => {
      const answer = postQueuedCall(call.path, call.body);
      // Completed is recorded even when an entry of it is not (cash beyond what is due): say which.
      void answer.then(async (response) => {
        if (!response.ok) return;
        const payload = (await response.clone().json().catch(() => null)) as { data?: Partial<DriverStatusResult> } | null;
        const refused = payload?.data?.completion_refused ?? [];
        if (refused.length > 0) setRefusals((current) => [...current, { jobId: jobIdOf(call), message: `${call.label}, but not recorded: ${refused.map((r) => r.message).join(' ')}` }]);
      }, () => undefined);
      return outcomeOf(answer);
    };
    return new SendQueue(typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(), send);
  }, []);
  // Taps are queued one after another, so a slow position lookup never lets a later tap overtake.
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  const took = useCallback(
    (result: FlushResult) => {
      setWaiting(result.left);
      if (result.refused.length > 0) {
        const refusedJobs = new Set(result.refused.map(({ call }) => jobIdOf(call)));
        setRefusals((current) => [...current.filter((r) => !refusedJobs.has(r.jobId)), ...result.refused.map(({ call, message }) => ({ jobId: jobIdOf(call), message: `${call.label}: ${message}` }))]);
        setSent((current) => new Map([...current].filter(([jobId]) => !refusedJobs.has(jobId))));
      }
      if (result.sent > 0 || result.refused.length > 0) onSettled();
    },
    [onSettled],
  );

  const flush = useCallback(() => {
    chain.current = chain.current.then(() => queue.flush(driverId).then(took)).catch(() => undefined);
  }, [queue, driverId, took]);

  useEffect(() => {
    void queue.forgetAllBut(driverId).then(() => queue.waiting(driverId)).then(setWaiting);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queue, driverId, flush]);

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(flush, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  const send = useCallback(
    (jobId: number, step: NextStep, extra: Record<string, unknown> = {}) => {
      const happenedAt = new Date();
      setSent((current) => new Map(current).set(jobId, step.status));
      setRefusals((current) => current.filter((r) => r.jobId !== jobId));
      setWaiting((current) => current + 1);
      const time = happenedAt.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' });
      chain.current = chain.current
        .then(async () => {
          const position = await positionForStatus();
          const body: DriverStatusRequest & Record<string, unknown> = {
            status: step.status,
            happened_at: happenedAt.toISOString(),
            client_id: uuid(),
            ...(position ? { position } : {}),
            ...extra,
          };
          return queue.enqueue({
            id: body.client_id,
            driverId,
            path: pathOf(DRIVER_WORK_ROUTES.driverJobStatus, { id: jobId }),
            body,
            label: `${step.done} at ${time}`,
          });
        })
        .then(took)
        .catch(() => undefined);
    },
    [queue, driverId, took],
  );

  const dismissRefusal = useCallback((jobId: number) => setRefusals((current) => current.filter((r) => r.jobId !== jobId)), []);

  return <StatusOutboxContext.Provider value={{ waiting, sent, refusals, send, dismissRefusal }}>{children}</StatusOutboxContext.Provider>;
}
