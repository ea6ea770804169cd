import { describe, expect, it } from 'vitest';
import { decodeWire, encodeWire } from './broker-bus.js';
import { createInProcessLiveEvents, listenBeforeServing, type LiveEvents } from './live-events.js';
import { createLiveEvents } from './live-events.factory.js';
import type { BusEvent } from '@kerbside/contract';
import { captureLog, firstJobId, heard, jobEvent } from './live-events-test-kit.js';

describe('the in-process bus', () => {
  it('delivers each event once to every subscriber, synchronously, until it unsubscribes', async () => {
    const bus = createInProcessLiveEvents(captureLog().log);
    const first = heard(bus);
    const second: number[] = [];
    const unsubscribe = bus.subscribe((e) => second.push(firstJobId(e)));
    await bus.publish(jobEvent(1));
    unsubscribe();
    await bus.publish(jobEvent(2));
    expect(first).toEqual([1, 2]);
    expect(second).toEqual([1]);
    await bus.close();
    await bus.publish(jobEvent(3));
    expect(first).toEqual([1, 2]);
  });

  it('the same function subscribed twice hears twice and unsubscribes one at a time', async () => {
    const bus = createInProcessLiveEvents(captureLog().log);
    const ids: number[] = [];
    const listener = (e: BusEvent) => void ids.push(firstJobId(e));
    const off1 = bus.subscribe(listener);
    bus.subscribe(listener);
    await bus.publish(jobEvent(7));
    off1();
    await bus.publish(jobEvent(8));
    expect(ids).toEqual([7, 7, 8]);
  });

  it('a subscriber that throws is logged and the others still hear', async () => {
    const logged = captureLog();
    const bus = createInProcessLiveEvents(logged.log);
    bus.subscribe(() => {
      throw new Error('broken board');
    });
    const ids = heard(bus);
    await bus.publish(jobEvent(5));
    expect(ids).toEqual([5]);
    expect(logged.error).toEqual(['live events: a subscriber failed on an event']);
  });

  it('refuses an event the schema refuses', async () => {
    const bus = createInProcessLiveEvents(captureLog().log);
    const ids = heard(bus);
    await expect(bus.publish({ type: 'job.created', company_id: 1, job_ids: [] })).rejects.toThrow();
    await expect(bus.publish({ type: 'job.created', company_id: 1, job_ids: Array.from({ length: 501 }, (_, i) => i + 1) })).rejects.toThrow();
    expect(ids).toEqual([]);
  });
});

describe('an instance starting', () => {
  function busReadyAfter(ms: number | null): LiveEvents {
    const bus = createInProcessLiveEvents(captureLog().log);
    return { ...bus, ready: () => new Promise<void>((resolve) => ms !== null && setTimeout(resolve, ms)) };
  }

  it('waits until it hears the other instances before it serves', async () => {
    const logged = captureLog();
    const started = Date.now();
    expect(await listenBeforeServing(busReadyAfter(150), logged.log, 5_000)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(logged.warn).toEqual([]);
  });

  it('serves anyway, with a warning, when the broker does not answer in time', async () => {
    const logged = captureLog();
    const started = Date.now();
    expect(await listenBeforeServing(busReadyAfter(null), logged.log, 100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(logged.warn).toEqual(['live events: not yet hearing the other instances; serving anyway (changes made meanwhile are missed until the caches expire)']);
  });
});

describe('the broker message format', () => {
  it('round-trips an event with its origin and stays under NOTIFY’s 8000 bytes at the most ids', () => {
    const event = { type: 'job.updated' as const, company_id: 2_147_483_647, job_ids: Array.from({ length: 500 }, () => 2_147_483_647) };
    const text = encodeWire('0f8c2d1e-1111-4222-8333-944455556666', event);
    expect(Buffer.byteLength(text)).toBeLessThan(8000);
    expect(decodeWire(text)).toEqual({ origin: '0f8c2d1e-1111-4222-8333-944455556666', event });
  });

  it('turns anything malformed into null, never an exception', () => {
    for (const text of ['', 'null', '{', '"x"', '{"origin":"a"}', '{"origin":"a","event":{"type":"job.created","company_id":1,"job_ids":[1.5]}}', '{"origin":"","event":{"type":"job.created","company_id":1,"job_ids":[1]}}']) {
      expect(decodeWire(text)).toBeNull();
    }
  });
});

describe('createLiveEvents picks the carrier', () => {
  it('Redis when REDIS_URL is set, else PostgreSQL with DATABASE_URL, else this process', async () => {
    const { log } = captureLog();
    // Unreachable addresses: the carriers connect in the background and close cleanly.
    const both = createLiveEvents({ REDIS_URL: 'redis://127.0.0.1:1', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' }, log);
    const pgOnly = createLiveEvents({ DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db' }, log);
    const none = createLiveEvents({}, log);
    expect([both.kind, pgOnly.kind, none.kind]).toEqual(['redis', 'postgres', 'in-process']);
    await Promise.all([both.close(), pgOnly.close(), none.close()]);
  });
});
