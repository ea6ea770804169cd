/** Tracking links in tests: a job taken through its steps by the office, the link's token, and a reader of its stream that keeps each event's name. */
import { OPERATIONS, pathOf } from '@kerbside/contract';
import { platformKey } from '../../db/platform-secrets.js';
import type { DispatchKit } from '../dispatch/dispatch-test-kit.js';
import { createBookingLinks } from '../manage-booking/index.js';

export const STEPS = {
  on_the_way: OPERATIONS.operatorJobOnTheWay,
  arrived: OPERATIONS.operatorJobArrived,
  passenger_on_board: OPERATIONS.operatorJobOnBoard,
  completed: OPERATIONS.operatorJobComplete,
} as const;

/** A 'track' token for `jobId`, signed with the server's key, valid until `expiresAt`. */
export async function trackToken(kit: DispatchKit, jobId: number, expiresAt: Date, purpose: 'track' | 'manage' = 'track'): Promise<string> {
  const key = await platformKey(kit.db.kysely, 'booking_links_key');
  return createBookingLinks(key, () => kit.clock.now, purpose).sign(jobId, expiresAt);
}

/** The office takes the job to `step` (accepting and assigning it to `driverId` first); each step confirmed as early where it is. */
export async function stepTo(kit: DispatchKit, jobId: number, driverId: number, steps: ReadonlyArray<keyof typeof STEPS>, office = kit.staff.riversideDispatcher) {
  const job = await kit.db.kysely.selectFrom('booking_jobs').select('status').where('id', '=', jobId).executeTakeFirstOrThrow();
  if (job.status === 'new') {
    expect200(await kit.act(office, OPERATIONS.operatorJobAccept, jobId), 'accept');
    expect200(await kit.act(office, OPERATIONS.operatorJobAssign, jobId, { driver_id: driverId, confirm_overlap: true }), 'assign');
  }
  for (const step of steps) expect200(await kit.act(office, STEPS[step], jobId, { confirm: true, reason: 'Test ride' }), step);
}

function expect200(res: { status: number; body: unknown }, what: string) {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

export const trackPath = (token: string) => pathOf(OPERATIONS.getTracking, { token });
export const streamPath = (token: string) => pathOf(OPERATIONS.trackingStream, { token });

export interface TrackingListener {
  status: number;
  type: string | null;
  events: Array<{ event: string; data: any }>;
  ended: boolean;
  refusal: any;
  stop(): void;
}

export async function listenToTracking(baseUrl: string, token: string, address: string): Promise<TrackingListener> {
  const abort = new AbortController();
  const res = await fetch(baseUrl + streamPath(token), { headers: { 'x-forwarded-for': address }, signal: abort.signal });
  const seen: TrackingListener = { status: res.status, type: res.headers.get('content-type'), events: [], ended: false, refusal: null, stop: () => abort.abort() };
  if (res.status !== 200 || !res.body) {
    seen.refusal = await res.json().catch(() => null);
    seen.ended = true;
    return seen;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) {
        seen.ended = true;
        return;
      }
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) seen.events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  return seen;
}
