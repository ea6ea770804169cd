/**
 * A tracking link's snapshot: the job its token names, if the ride is under way or ended less than
 * 15 minutes ago. Every other case (a forged, changed or expired token, a job not yet on the way,
 * cancelled, long finished, unknown) is the same null: the route answers one 404 for all.
 */
import { TRACKING_AFTER_DROP_OFF_MINUTES, TRACKING_STAGES, type TrackingSnapshot, type TrackingStage } from '@kerbside/contract';
import type { Clock } from '../../platform/clock/index.js';
import { estimateRoute } from '../places/index.js';
import type { PickupPlaces } from '../driver-positions/index.js';
import { driverPhotoUrl } from '../drivers/index.js';
import type { TrackedJob, TrackingRepository } from './tracking.repository.js';

export interface Tracked {
  jobId: number;
  companyId: number;
  driverId: number;
  snapshot: TrackingSnapshot;
  /** When the link stops opening, if known now (15 minutes after the drop-off). */
  endsAt: Date | null;
}

const AFTER_DROP_OFF_MS = TRACKING_AFTER_DROP_OFF_MINUTES * 60_000;
const isStage = (status: string): status is TrackingStage => (TRACKING_STAGES as readonly string[]).includes(status);

/** 'Sam' of 'Sam Driver': the passenger is told whom to look for, not the driver's full name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

export function createTrackingService(deps: { repo: TrackingRepository; verify: (token: string) => number | null; pickups: PickupPlaces; now: Clock }) {
  /** The job's stage and when the link ends, or null when the link does not open now. */
  function validity(job: TrackedJob): { stage: TrackingStage; endsAt: Date | null } | null {
    if (!isStage(job.status) || job.driver_id === null) return null;
    if (job.status !== 'completed') return { stage: job.status, endsAt: null };
    if (!job.completed_at) return null;
    const endsAt = new Date(Date.parse(job.completed_at) + AFTER_DROP_OFF_MS);
    return endsAt.getTime() > deps.now().getTime() ? { stage: 'completed', endsAt } : null;
  }

  return {
    /** The snapshot of a job by its id (the stream reads again on each change). */
    async ofJob(jobId: number): Promise<Tracked | null> {
      const job = await deps.repo.job(jobId);
      const valid = job && validity(job);
      if (!job || !valid || job.driver_id === null) return null;
      const car = await deps.repo.latestPosition(job.driver_id);
      const coming = valid.stage === 'on_the_way' || valid.stage === 'arrived';
      const pickup = coming ? await deps.pickups(job) : null;
      const route = valid.stage === 'on_the_way' && car && pickup ? estimateRoute([{ lat: car.lat, lon: car.lng }, { lat: pickup.lat, lon: pickup.lng }]) : null;
      return {
        jobId: job.id,
        companyId: job.company_id,
        driverId: job.driver_id,
        endsAt: valid.endsAt,
        snapshot: {
          stage: valid.stage,
          car: car ? { lat: car.lat, lng: car.lng, at: car.at } : null,
          pickup,
          eta_minutes: route ? Math.max(1, Math.round(route.seconds / 60)) : null,
          driver: { first_name: firstNameOf(job.driver_name ?? ''), photo_url: driverPhotoUrl({ photo_media_id: job.photo_media_id, photo_sha256: job.photo_sha256 }) },
          vehicle: { make: job.vehicle_make ?? '', colour: job.vehicle_colour ?? '', registration: job.vehicle_registration ?? '' },
          office_phone: job.office_phone,
        },
      };
    },

    /** The snapshot a token opens, or null. */
    async ofToken(token: string): Promise<Tracked | null> {
      const jobId = deps.verify(token);
      return jobId === null ? null : this.ofJob(jobId);
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
