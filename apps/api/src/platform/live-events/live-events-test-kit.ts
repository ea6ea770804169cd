/** What every carrier of the live-events bus must do, run against each (two buses = two API instances). */
import { isJobEvent, OPERATIONS, type BoardEvent, type BusEvent, type EnquiryEvent, type LiveEvent } from '@kerbside/contract';
import { expect } from 'vitest';
import type { LiveEvents, LiveEventsLog } from './live-events.js';

export function captureLog() {
  const lines = { info: [] as string[], warn: [] as string[], error: [] as string[] };
  const log: LiveEventsLog = {
    info: (_, msg) => void lines.info.push(msg),
    warn: (_, msg) => void lines.warn.push(msg),
    error: (_, msg) => void lines.error.push(msg),
  };
  return { ...lines, log };
}

export const jobEvent = (jobId: number, companyId = 1): LiveEvent => ({ type: 'job.created', company_id: companyId, job_ids: [jobId] });

/** A job event's first job id; 0 for a catalogue change. */
export const firstJobId = (event: BusEvent): number => (isJobEvent(event) ? event.job_ids[0]! : 0);

/** Every event a bus delivers, by its first job id. */
export function heard(bus: LiveEvents): number[] {
  const ids: number[] = [];
  bus.subscribe((event) => ids.push(firstJobId(event)));
  return ids;
}

export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Ping-pong between two instances. A message from one connection reaches the broker after the
 * one before it, so when `a` hears 2 (sent by `b` after `b` heard 1) it has also had the broker's
 * copy of its own 1; likewise `b` for 2 by the time it hears 3. Each list holding 1, 2, 3 once
 * shows every event delivered exactly once, locally and across instances.
 */
export async function expectExactlyOnceAcross(a: LiveEvents, b: LiveEvents, first = 1) {
  const [one, two, three] = [first, first + 1, first + 2];
  const atA = heard(a);
  const atB = heard(b);
  await a.publish(jobEvent(one));
  await waitUntil(() => atB.includes(one), `instance b to hear ${one}`);
  await b.publish(jobEvent(two));
  await waitUntil(() => atA.includes(two), `instance a to hear ${two}`);
  await a.publish(jobEvent(three));
  await waitUntil(() => atB.includes(three), `instance b to hear ${three}`);
  expect(atA).toEqual([one, two, three]);
  expect(atB).toEqual([one, two, three]);
}

/** Malformed messages straight onto the broker's channel, then a real event: only the event is heard. */
export async function expectMalformedDropped(
  a: LiveEvents,
  aLog: ReturnType<typeof captureLog>,
  b: LiveEvents,
  sendRaw: (message: string) => Promise<void>,
) {
  const atA = heard(a);
  const malformed = [
    'not json',
    '{"origin":"elsewhere","event":{"type":"job.deleted","company_id":1,"job_ids":[1]}}',
    '{"origin":"elsewhere","event":{"type":"job.created","company_id":"1","job_ids":[1]}}',
    '{"type":"job.created","company_id":1,"job_ids":[1]}',
    '[]',
  ];
  for (const message of malformed) await sendRaw(message);
  await b.publish(jobEvent(42));
  await waitUntil(() => atA.includes(42), 'instance a to hear the real event');
  expect(atA).toEqual([42]);
  expect(aLog.warn.filter((m) => /malformed/.test(m))).toHaveLength(malformed.length);
}

export interface EventListener {
  status: number;
  type: string | null;
  /** The answer's Retry-After header, if any. */
  retryAfter: string | null;
  /** What the stream delivered so far: job events with their rows, enquiry events. */
  events: Array<BoardEvent | EnquiryEvent>;
  /** True once the server has ended the stream (or the answer, when it was refused). */
  ended: boolean;
  /** The JSON of a refusal (any status but 200). */
  refusal: unknown;
  stop(): void;
}

/** Opens the console's event stream (or another at `path`: the driver app's) of a server with a session cookie and collects what it delivers. */
export async function listenToEvents(baseUrl: string, cookie: string, path: string = OPERATIONS.operatorEvents.path): Promise<EventListener> {
  const abort = new AbortController();
  const res = await fetch(baseUrl + path, { headers: { cookie }, signal: abort.signal });
  const seen: EventListener = {
    status: res.status,
    type: res.headers.get('content-type'),
    retryAfter: res.headers.get('retry-after'),
    events: [],
    ended: false,
    refusal: null,
    stop: () => abort.abort(),
  };
  if (res.status !== 200 || !res.body) {
    seen.refusal = await res.json().catch(() => null);
    seen.ended = true;
    return seen;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        seen.ended = true;
        return;
      }
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer.slice(0, end).split('\n').find((line) => line.startsWith('data: '));
        if (data) seen.events.push(JSON.parse(data.slice(6)) as BoardEvent | EnquiryEvent);
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return seen;
}
