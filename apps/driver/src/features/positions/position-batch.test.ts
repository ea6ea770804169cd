import { describe, expect, it } from 'vitest';
import type { PositionPoint } from '@kerbside/contract';
import { PositionBatch } from './position-batch';

const point = (i: number): PositionPoint => ({ lat: 51.5, lng: -0.1, accuracy_m: 10, at: new Date(Date.UTC(2026, 10, 28, 10, 0, i)).toISOString() });

describe("the phone's positions", () => {
  it('go 20 at most at a time, oldest first', async () => {
    const batch = new PositionBatch();
    for (let i = 0; i < 45; i++) batch.add(point(i));
    const sizes: number[] = [];
    await batch.send(async (points) => {
      sizes.push(points.length);
      return 'sent';
    });
    expect(sizes).toEqual([20, 20, 5]);
    expect(batch.size).toBe(0);
  });

  it('wait without signal and go when it is back', async () => {
    const batch = new PositionBatch();
    batch.add(point(1));
    await batch.send(async () => 'later');
    batch.add(point(2));
    const reached: string[] = [];
    await batch.send(async (points) => {
      reached.push(...points.map((p) => p.at));
      return 'sent';
    });
    expect(reached).toEqual([point(1).at, point(2).at]);
  });

  it('are dropped when the server refuses them (off shift): never sent again', async () => {
    const batch = new PositionBatch();
    for (let i = 0; i < 25; i++) batch.add(point(i));
    await batch.send(async () => 'refused');
    expect(batch.size).toBe(0);
  });

  it('keep an hour at most while without signal', () => {
    const batch = new PositionBatch();
    for (let i = 0; i < 300; i++) batch.add(point(i));
    expect(batch.size).toBe(240);
  });
});
