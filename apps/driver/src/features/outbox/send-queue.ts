/**
 * Sends the queued calls in order. A call the server took, or took already (a replay), leaves the
 * queue; one it refused (a 4xx with its words: out of order, too late, the job taken away) leaves it
 * too and is reported, so one refused status never holds up the rest; no signal, a server error or a
 * limit (429) stops the sending and keeps every call for the next try; 401 stops it too (the phone
 * was signed out; nothing is lost if the driver signs in again).
 */
import type { QueueStore, QueuedCall } from './queued-call';

export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'later' } | { kind: 'signed-out' };

export interface FlushResult {
  sent: number;
  refused: { call: QueuedCall; message: string }[];
  /** Calls still queued for this driver (no signal, or signed out). */
  left: number;
  signedOut: boolean;
}

const FALLBACK_REFUSAL = 'The server did not accept it.';

/** How an answer (or no answer) to one queued call is taken. */
export async function outcomeOf(answer: Promise<Response>): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await answer;
  } catch {
    return { kind: 'later' };
  }
  if (response.ok) return { kind: 'sent' };
  if (response.status === 401) return { kind: 'signed-out' };
  if (response.status === 429 || response.status === 408 || response.status >= 500) return { kind: 'later' };
  const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return { kind: 'refused', message: typeof payload?.message === 'string' && payload.message !== '' ? payload.message : FALLBACK_REFUSAL };
}

/** One queue per phone: flushes never overlap; a flush asked while one runs starts when it ends. */
export class SendQueue {
  private running: Promise<FlushResult> | null = null;
  private storing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: QueueStore,
    private readonly send: (call: QueuedCall) => Promise<SendOutcome>,
  ) {}

  /** Keeps the call (one at a time, so two taps never share a place), then tries to send everything queued for its driver. */
  async enqueue(call: Omit<QueuedCall, 'seq'>): Promise<FlushResult> {
    const stored = this.storing.then(async () => {
      const last = (await this.store.list()).at(-1);
      await this.store.put({ ...call, seq: (last?.seq ?? 0) + 1 });
    });
    this.storing = stored.catch(() => undefined);
    await stored;
    return this.flush(call.driverId);
  }

  flush(driverId: number): Promise<FlushResult> {
    if (this.running) return this.running.then(() => this.flush(driverId));
    this.running = this.sendAll(driverId).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendAll(driverId: number): Promise<FlushResult> {
    const result: FlushResult = { sent: 0, refused: [], left: 0, signedOut: false };
    const calls = (await this.store.list()).filter((call) => call.driverId === driverId);
    for (const [i, call] of calls.entries()) {
      const outcome = await this.send(call);
      if (outcome.kind === 'later' || outcome.kind === 'signed-out') {
        result.left = calls.length - i;
        result.signedOut = outcome.kind === 'signed-out';
        return result;
      }
      await this.store.remove(call.id);
      if (outcome.kind === 'sent') result.sent += 1;
      else result.refused.push({ call, message: outcome.message });
    }
    return result;
  }

  /** What is still queued for a driver (the app shows "2 updates waiting for signal"). */
  async waiting(driverId: number): Promise<number> {
    return (await this.store.list()).filter((call) => call.driverId === driverId).length;
  }

  /** Drops the calls of any other driver (a phone now signed in as someone else). */
  async forgetAllBut(driverId: number): Promise<void> {
    for (const call of await this.store.list()) if (call.driverId !== driverId) await this.store.remove(call.id);
  }
}
