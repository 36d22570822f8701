/**
 * The popup's completion sound (docs/product.md#screens-and-routes "Link popup"): a short two-note chime made with
 * Web Audio (no audio file to download), unless the member muted it (remembered in this browser), and never
 * before they have interacted with the page (a page must not make noise by itself).
 */
import { atom, useAtom } from 'jotai';
import { readStored, writeStored } from '../../shared/storage.ts';

export const SOUND_MUTED_STORAGE_KEY = 'kindred.advisor.sound-muted';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

const baseMutedAtom = atom<boolean | null>(null);

/** Muted or not; read from local storage on first use and written through. */
export const soundMutedAtom = atom(
  (get) => get(baseMutedAtom) ?? readStored(SOUND_MUTED_STORAGE_KEY, isBoolean) ?? false,
  (_get, set, muted: boolean) => {
    set(baseMutedAtom, muted);
    writeStored(SOUND_MUTED_STORAGE_KEY, muted);
  },
);

export function useSoundMuted() {
  return useAtom(soundMutedAtom);
}

// A fallback for browsers without navigator.userActivation: the first press or key after this file loaded.
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
    window.removeEventListener('pointerdown', mark, true);
    window.removeEventListener('keydown', mark, true);
  };
  window.addEventListener('pointerdown', mark, true);
  window.addEventListener('keydown', mark, true);
}

/** True once the member has pressed or typed anywhere on the page. */
function hasUserInteracted(): boolean {
  const activation = (globalThis.navigator as Navigator | undefined)?.userActivation;
  return activation ? activation.hasBeenActive || interacted : interacted;
}

let context: AudioContext | null = null;

/** Plays the chime; does nothing when muted, before any interaction, or where Web Audio is missing. */
export function playCompletionSound(muted: boolean): void {
  if (muted || !hasUserInteracted() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => {});
    const start = context.currentTime;
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.06, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.3);
    [880, 1320].forEach((frequency, index) => {
      const tone = context!.createOscillator();
      tone.type = 'sine';
      tone.frequency.setValueAtTime(frequency, start + index * 0.09);
      tone.connect(gain);
      tone.start(start + index * 0.09);
      tone.stop(start + 0.3);
    });
  } catch {
    // No sound is no failure.
  }
}
