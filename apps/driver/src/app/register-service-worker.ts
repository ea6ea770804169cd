import { DRIVER_APP_PATH } from '@kerbside/contract';

/**
 * Registers the service worker that keeps the app's shell for a start without signal
 * (src/service-worker/, built to dist/sw.js). Its scope is the app only: the website and the
 * console never see it. A browser without service workers runs the app online as usual.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`${DRIVER_APP_PATH}/sw.js`, { scope: `${DRIVER_APP_PATH}/` }).catch((error: unknown) => {
      // Nothing the driver can do about it: the app works online without it.
      console.warn('Kerbside Driver: the offline copy could not be set up', error);
    });
  });
}
