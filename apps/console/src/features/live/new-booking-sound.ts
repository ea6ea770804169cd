/**
 * The sound of a new booking: a short two-note chime made with the Web Audio API (no file to
 * load), and the dispatcher's choice to hear it, remembered in localStorage.
 *
 * Browsers keep a page silent until the person has clicked or typed in it. The audio context is
 * therefore made (or resumed) on the first click or key press; until then the state is 'blocked',
 * which the board explains.
 */
import { useEffect, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'kerbside-console-sound';

/** 'on': a new booking chimes; 'blocked': it would, once the page has been clicked; 'off': silent. */
export type SoundState = 'on' | 'blocked' | 'off';

let context: AudioContext | null = null;
let wanted: boolean | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function isWanted(): boolean {
  if (wanted === null) {
    try {
      wanted = window.localStorage.getItem(STORAGE_KEY) !== 'off';
    } catch {
      wanted = true;
    }
  }
  return wanted;
}

function state(): SoundState {
  if (!isWanted()) return 'off';
  return context?.state === 'running' ? 'on' : 'blocked';
}

/** Makes or resumes the audio context: works only inside a click or key press (or once the page has had one). */
function unlock(): void {
  if (!isWanted() || typeof AudioContext === 'undefined') return;
  if (!context) {
    context = new AudioContext();
    context.addEventListener('statechange', emit);
  }
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  emit();
}

export function setSoundWanted(on: boolean): void {
  wanted = on;
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    /* private mode: the choice lasts for this page */
  }
  // Called from the toggle's click: the moment the browser allows sound to start.
  if (on) unlock();
  emit();
}

/** Two short notes, rising; nothing when sound is off or still blocked. True when it played. */
export function playNewBookingChime(): boolean {
  if (state() !== 'on' || !context) return false;
  const start = context.currentTime + 0.01;
  [880, 1318.5].forEach((frequency, index) => {
    const at = start + index * 0.16;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.25, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.32);
  });
  return true;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sound's state for the board's toggle. While sound is wanted, the first click or key press
 * anywhere on the page unlocks it (a page that has already had one, e.g. the sign-in, unlocks at once).
 */
export function useNewBookingSound(): SoundState {
  const current = useSyncExternalStore(subscribe, state, () => 'off' as const);
  useEffect(() => {
    if (current !== 'blocked') return;
    unlock();
    const onGesture = () => unlock();
    document.addEventListener('pointerdown', onGesture, true);
    document.addEventListener('keydown', onGesture, true);
    return () => {
      document.removeEventListener('pointerdown', onGesture, true);
      document.removeEventListener('keydown', onGesture, true);
    };
  }, [current]);
  return current;
}
