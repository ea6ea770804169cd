/**
 * A new offer is announced with a sound and a vibration where the phone allows: Android's Chrome
 * vibrates (`navigator.vibrate`), iOS does not; a sound plays only once the page has had a tap
 * (browsers refuse audio before one), so the app calls `unlockSound` on the driver's first tap.
 * The tone is made with Web Audio: no sound file to download or cache.
 */
const VIBRATION = [300, 150, 300, 150, 300];

let audio: AudioContext | null = null;

/** On a tap: make (or wake) the audio context while the browser allows it. */
export function unlockSound(): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
}

/** Three rising beeps, about a second in all. False when the phone would not play it. */
function chime(): boolean {
  if (!audio || audio.state !== 'running') return false;
  const start = audio.currentTime;
  [660, 880, 1100].forEach((frequency, i) => {
    const tone = audio!.createOscillator();
    const volume = audio!.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + i * 0.3);
    volume.gain.exponentialRampToValueAtTime(0.5, start + i * 0.3 + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.3 + 0.25);
    tone.connect(volume).connect(audio!.destination);
    tone.start(start + i * 0.3);
    tone.stop(start + i * 0.3 + 0.26);
  });
  return true;
}

/** What the phone did: the app says "Tap anywhere to hear new offers" when neither worked. */
export interface AlertOutcome {
  sound: boolean;
  vibration: boolean;
}

export function announceOffer(): AlertOutcome {
  const vibration = typeof navigator.vibrate === 'function' && navigator.vibrate(VIBRATION);
  return { sound: chime(), vibration };
}
