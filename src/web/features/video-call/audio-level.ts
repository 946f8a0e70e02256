/**
 * Turning the teacher's playing voice into how far the avatar's mouth opens. Pure functions, so the
 * mapping is tested without a browser; the Web Audio wiring lives in teacher-voice-analyser.ts.
 */

/** Root mean square of a block of samples in -1…1 (what an AnalyserNode's time-domain data holds). */
export function rootMeanSquare(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index]!;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

/** Below this level the voice is silence between words: the mouth closes. */
export const SILENCE_LEVEL = 0.01;
/** The level at which the mouth is fully open (ordinary speech sits around 0.05–0.2). */
export const FULL_OPEN_LEVEL = 0.16;

/** How far the mouth should open for a level: 0 (closed) to 1 (wide open). */
export function mouthTarget(level: number): number {
  if (!(level > SILENCE_LEVEL)) return 0;
  return Math.min(1, (level - SILENCE_LEVEL) / (FULL_OPEN_LEVEL - SILENCE_LEVEL));
}

/**
 * One animation frame's step from the current opening towards the target: opens quickly (syllables
 * are short) and closes a little more slowly, so the mouth reads as speech rather than flicker.
 */
export function nextMouthOpening(current: number, level: number): number {
  const target = mouthTarget(level);
  const rate = target > current ? 0.6 : 0.35;
  const next = current + (target - current) * rate;
  return next < 0.01 ? 0 : Math.min(1, next);
}
