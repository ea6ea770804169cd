/**
 * Desktop notices of new bookings through the browser's Notification API, opt-in: off until the
 * dispatcher turns them on, and the browser's permission is asked only then, inside that click.
 * Nothing is shown while the choice is off, the permission refused, or the API missing (the toggle
 * then says so or is not offered). The choice is remembered on this device.
 */
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'kerbside-console-desktop-alerts';

/** unsupported: no Notification API; blocked: the browser refuses them; off / on: the dispatcher's choice. */
export type DesktopAlertsState = 'unsupported' | 'blocked' | 'off' | 'on';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const supported = () => typeof window !== 'undefined' && 'Notification' in window;

function wanted(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(on: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    /* private mode: the choice lasts for this page */
  }
}

export function desktopAlertsState(): DesktopAlertsState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return wanted() && Notification.permission === 'granted' ? 'on' : 'off';
}

/** From the toggle's click: asks the browser the first time, then remembers the choice. */
export async function setDesktopAlertsWanted(on: boolean): Promise<void> {
  if (!supported()) return;
  if (!on) {
    remember(false);
    emit();
    return;
  }
  const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  remember(permission === 'granted');
  emit();
}

/** Shows one notice when they are on; a click on it brings the console to the front and runs `open`. */
export function notifyDesktop(title: string, body: string, tag: string, open: () => void): boolean {
  if (desktopAlertsState() !== 'on') return false;
  try {
    const notice = new Notification(title, { body, tag });
    notice.onclick = () => {
      window.focus();
      open();
      notice.close();
    };
    return true;
  } catch {
    // Some mobile browsers have the API but allow notices only from a service worker.
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The permission may change in the browser's own settings while the console is open.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

export function useDesktopAlerts(): DesktopAlertsState {
  return useSyncExternalStore(subscribe, desktopAlertsState, () => 'unsupported' as const);
}
