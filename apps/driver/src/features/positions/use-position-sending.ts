import { useEffect } from 'react';
import { DRIVER_WORK_ROUTES } from '@kerbside/contract';
import { driverRequest } from '../../session/driver-api';
import { POINT_EVERY_MS, PositionBatch } from './position-batch';

/**
 * While `active` (on shift, with a job not finished), watches the phone's position and sends one
 * point every 15 s; stops watching, and forgets what it had not sent, as soon as it is not.
 */
export function usePositionSending(active: boolean): void {
  useEffect(() => {
    if (!active || !('geolocation' in navigator)) return;
    const batch = new PositionBatch();
    let latest: GeolocationPosition | null = null;
    const watch = navigator.geolocation.watchPosition(
      (fix) => {
        latest = fix;
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: POINT_EVERY_MS },
    );
    const post = async (points: Parameters<Parameters<PositionBatch['send']>[0]>[0]) => {
      const answer = await driverRequest(DRIVER_WORK_ROUTES.driverPostPositions, { body: { points } });
      if (answer.kind === 'ok') return 'sent' as const;
      if (answer.kind === 'failed' && answer.status < 500 && answer.status !== 429) return 'refused' as const;
      return 'later' as const;
    };
    let sending = false;
    const tick = () => {
      if (latest) {
        const { latitude, longitude, accuracy } = latest.coords;
        batch.add({ lat: latitude, lng: longitude, accuracy_m: Math.min(accuracy, 10_000), at: new Date().toISOString() });
      }
      if (sending) return;
      sending = true;
      void batch.send(post).finally(() => {
        sending = false;
      });
    };
    const first = setTimeout(tick, 2_000);
    const timer = setInterval(tick, POINT_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      navigator.geolocation.clearWatch(watch);
      batch.clear();
    };
  }, [active]);
}
