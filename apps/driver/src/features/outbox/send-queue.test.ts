import { describe, expect, it } from 'vitest';
import { memoryStore, type QueuedCall } from './queued-call';
import { SendQueue, outcomeOf, type SendOutcome } from './send-queue';

const call = (id: string, driverId = 7): Omit<QueuedCall, 'seq'> => ({ id, driverId, path: `/api/driver/v1/jobs/1/status`, body: { id }, label: id });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server that answers each call from a script, and remembers what reached it. */
function scripted(answers: Record<string, SendOutcome[]>) {
  const reached: string[] = [];
  const send = async (queued: QueuedCall): Promise<SendOutcome> => {
    reached.push(queued.id);
    return answers[queued.id]?.shift() ?? { kind: 'sent' };
  };
  return { reached, send };
}

describe('how an answer is taken', () => {
  it('keeps the call for no signal, a server error, a limit or a timeout, and stops for a sign-out', async () => {
    expect(await outcomeOf(Promise.reject(new TypeError('Failed to fetch')))).toEqual({ kind: 'later' });
    for (const status of [500, 502, 503, 429, 408]) expect(await outcomeOf(Promise.resolve(json(status, {})))).toEqual({ kind: 'later' });
    expect(await outcomeOf(Promise.resolve(json(401, { success: false })))).toEqual({ kind: 'signed-out' });
  });

  it("takes 2xx as sent, and any other 4xx as refused in the server's words", async () => {
    expect(await outcomeOf(Promise.resolve(json(200, { success: true })))).toEqual({ kind: 'sent' });
    expect(await outcomeOf(Promise.resolve(json(409, { success: false, message: 'This job is completed already.' })))).toEqual({
      kind: 'refused',
      message: 'This job is completed already.',
    });
    expect(await outcomeOf(Promise.resolve(new Response('<html>', { status: 404 })))).toEqual({ kind: 'refused', message: 'The server did not accept it.' });
  });
});

describe('the queue', () => {
  it('sends in the order queued and empties', async () => {
    const server = scripted({});
    const queue = new SendQueue(memoryStore(), server.send);
    await queue.enqueue(call('on-the-way'));
    await queue.enqueue(call('arrived'));
    expect(server.reached).toEqual(['on-the-way', 'arrived']);
    expect(await queue.waiting(7)).toBe(0);
  });

  it('keeps everything without signal, in order, and sends it all when back', async () => {
    const server = scripted({ 'on-the-way': [{ kind: 'later' }, { kind: 'later' }] });
    const queue = new SendQueue(memoryStore(), server.send);
    expect(await queue.enqueue(call('on-the-way'))).toMatchObject({ sent: 0, left: 1 });
    // The later status is never sent ahead of the earlier one still waiting.
    expect(await queue.enqueue(call('arrived'))).toMatchObject({ sent: 0, left: 2 });
    expect(server.reached).toEqual(['on-the-way', 'on-the-way']);
    expect(await queue.flush(7)).toMatchObject({ sent: 2, left: 0 });
    expect(server.reached.slice(2)).toEqual(['on-the-way', 'arrived']);
  });

  it('reports a refused call and goes on with the next', async () => {
    const server = scripted({ arrived: [{ kind: 'refused', message: 'Out of order.' }] });
    const store = memoryStore();
    const offline = new SendQueue(store, async () => ({ kind: 'later' }));
    await offline.enqueue(call('arrived'));
    await offline.enqueue(call('on-board'));
    const back = new SendQueue(store, server.send);
    const result = await back.flush(7);
    expect(result.sent).toBe(1);
    expect(result.refused.map((r) => [r.call.label, r.message])).toEqual([['arrived', 'Out of order.']]);
    expect(await back.waiting(7)).toBe(0);
  });

  it('stops at a sign-out and keeps the rest for the same driver', async () => {
    const server = scripted({ b: [{ kind: 'signed-out' }] });
    const queue = new SendQueue(memoryStore(), server.send);
    await queue.enqueue(call('a'));
    const result = await queue.enqueue(call('b'));
    expect(result).toMatchObject({ sent: 0, left: 1, signedOut: true });
    expect(await queue.waiting(7)).toBe(1);
  });

  it("never sends another driver's calls, and forgets them when told", async () => {
    const server = scripted({});
    const store = memoryStore();
    await new SendQueue(store, async () => ({ kind: 'later' })).enqueue(call('theirs', 8));
    const queue = new SendQueue(store, server.send);
    await queue.enqueue(call('mine', 7));
    expect(server.reached).toEqual(['mine']);
    expect(await queue.waiting(8)).toBe(1);
    await queue.forgetAllBut(7);
    expect(await queue.waiting(8)).toBe(0);
  });

  it('runs one flush at a time: calls queued during a flush go after it, each sent once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reached: string[] = [];
    const queue = new SendQueue(memoryStore(), async (queued) => {
      reached.push(queued.id);
      if (queued.id === 'first') await gate;
      return { kind: 'sent' };
    });
    const first = queue.enqueue(call('first'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = queue.enqueue(call('second'));
    release();
    await Promise.all([first, second]);
    expect(reached).toEqual(['first', 'second']);
  });

  it('gives calls queued at the same moment places of their own', async () => {
    const store = memoryStore();
    const queue = new SendQueue(store, async () => ({ kind: 'later' }));
    await Promise.all([queue.enqueue(call('a')), queue.enqueue(call('b')), queue.enqueue(call('c'))]);
    expect((await store.list()).map((c) => [c.id, c.seq])).toEqual([['a', 1], ['b', 2], ['c', 3]]);
  });
});
