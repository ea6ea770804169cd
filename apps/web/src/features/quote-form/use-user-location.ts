/** The visitor's position for biasing address search (spec §4 Geolocation). */
import { useCallback, useEffect, useState } from 'react';
import { FALLBACK_LOCATION, GEOLOCATION_TIMEOUT_MS, type UserLocation } from '@kerbside/contract';

let position: Promise<UserLocation> | null = null;

/** Asks the browser once per page; failure or denial is only logged and gives central London. */
export function requestUserLocation(): Promise<UserLocation> {
  position ??= new Promise<UserLocation>((resolve) => {
    const fallback = (reason: unknown) => {
      console.info('Using the fallback location', reason);
      resolve({ ...FALLBACK_LOCATION });
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) return fallback('no geolocation');
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      (error) => fallback(error.message),
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
  return position;
}

/**
 * The position once known. With `now` it is asked for on mount (the hourly form needs it);
 * otherwise call `request` on first use, so the permission prompt follows an action.
 */
export function useUserLocation(now: boolean): { location: UserLocation | null; request: () => void } {
  const [location, setLocation] = useState<UserLocation | null>(null);
  const request = useCallback(() => {
    void requestUserLocation().then(setLocation);
  }, []);
  useEffect(() => {
    if (now) request();
  }, [now, request]);
  return { location, request };
}
