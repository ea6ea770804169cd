/**
 * Where the phone is, for a status: only where the driver has allowed location already (the app
 * never asks for it on a status tap), and never holding the status up for more than a moment.
 */
const WAIT_MS = 3_000;

export async function positionForStatus(): Promise<{ lat: number; lng: number; accuracy: number } | null> {
  if (!('geolocation' in navigator) || !navigator.permissions) return null;
  const permission = await navigator.permissions.query({ name: 'geolocation' }).catch(() => null);
  if (permission?.state !== 'granted') return null;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (fix) => resolve({ lat: fix.coords.latitude, lng: fix.coords.longitude, accuracy: Math.min(fix.coords.accuracy, 100_000) }),
      () => resolve(null),
      { maximumAge: 60_000, timeout: WAIT_MS },
    );
  });
}
