/**
 * The positions the phone has taken but not sent: one point every 15 s while on shift with a job,
 * sent 20 at most at a time; kept while there is no signal (up to an hour's worth, the oldest
 * dropped first), dropped when the server says the driver is off shift or on a break.
 */
import type { PositionPoint } from '@kerbside/contract';

export const POINT_EVERY_MS = 15_000;
const PER_BATCH = 20;
const KEPT = 240;

export type BatchOutcome = 'sent' | 'later' | 'refused';

export class PositionBatch {
  private points: PositionPoint[] = [];

  add(point: PositionPoint): void {
    this.points = [...this.points, point].slice(-KEPT);
  }

  get size(): number {
    return this.points.length;
  }

  clear(): void {
    this.points = [];
  }

  /** Sends the oldest points first, batch by batch, until one is not taken. */
  async send(post: (points: PositionPoint[]) => Promise<BatchOutcome>): Promise<void> {
    while (this.points.length > 0) {
      const batch = this.points.slice(0, PER_BATCH);
      const outcome = await post(batch);
      if (outcome === 'later') return;
      // Sent, or refused (off shift, or points the server will never take): either way they go.
      this.points = this.points.filter((point) => !batch.includes(point));
      if (outcome === 'refused') {
        this.points = [];
        return;
      }
    }
  }
}
