import { useEffect, useState, useSyncExternalStore } from 'react';
import { nextMouthOpening, rootMeanSquare } from './audio-level.ts';

/**
 * Listens to the teacher's voice as it actually plays: the speaker's <audio> element is routed through a
 * Web Audio AnalyserNode (and on to the speakers), and each animation frame its loudness becomes how far
 * the avatar's mouth opens.
 */

type AudioContextConstructor = new () => AudioContext;

let sharedContext: AudioContext | undefined;
/** A media element can be connected to Web Audio only once in its life, so its analyser is kept. */
const analysers = new WeakMap<HTMLMediaElement, AnalyserNode>();

function audioContext(): AudioContext | undefined {
  if (sharedContext) return sharedContext;
  const scope = globalThis as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return undefined;
  sharedContext = new Constructor();
  return sharedContext;
}

/**
 * Call from a user gesture (a click): browsers start audio contexts suspended until the person has
 * interacted, and a suspended context would silence the voice routed through it.
 */
export function unlockTeacherVoice(element: HTMLMediaElement | null) {
  const context = audioContext();
  if (!context) return;
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  if (element) connectAnalyser(element);
}

function connectAnalyser(element: HTMLMediaElement): AnalyserNode | undefined {
  const existing = analysers.get(element);
  if (existing) return existing;
  const context = audioContext();
  if (!context) return undefined;
  try {
    const source = context.createMediaElementSource(element);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    analyser.connect(context.destination);
    analysers.set(element, analyser);
    return analyser;
  } catch {
    return undefined;
  }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void) {
  const query = globalThis.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/**
 * While the element plays, calls `onOpening` once per animation frame with the mouth opening (0–1), and
 * with 0 when it stops. Does nothing when `isEnabled` is false (before the call is joined, or under
 * reduced motion: the mouth then stays still).
 */
export function useMouthFromAudio(
  element: HTMLMediaElement | null,
  isEnabled: boolean,
  onOpening: (opening: number) => void,
) {
  useEffect(() => {
    if (!element || !isEnabled) return;
    const analyser = connectAnalyser(element);
    if (!analyser) return;
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let opening = 0;

    const tick = () => {
      analyser.getFloatTimeDomainData(samples);
      opening = nextMouthOpening(opening, rootMeanSquare(samples));
      onOpening(opening);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (sharedContext?.state === 'suspended') void sharedContext.resume().catch(() => undefined);
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      opening = 0;
      onOpening(0);
    };

    element.addEventListener('playing', start);
    element.addEventListener('pause', stop);
    element.addEventListener('ended', stop);
    element.addEventListener('emptied', stop);
    if (!element.paused) start();
    return () => {
      element.removeEventListener('playing', start);
      element.removeEventListener('pause', stop);
      element.removeEventListener('ended', stop);
      element.removeEventListener('emptied', stop);
      stop();
    };
  }, [element, isEnabled, onOpening]);
}

/** Whether the teacher's voice is playing now, and how many clips have played to the end. */
export function useVoiceActivity(element: HTMLMediaElement | null) {
  const [isPlaying, setIsPlaying] = useState(false);
  const [clipsFinished, setClipsFinished] = useState(0);
  useEffect(() => {
    if (!element) return;
    const onPlaying = () => setIsPlaying(true);
    const onStopped = () => setIsPlaying(false);
    const onEnded = () => {
      setIsPlaying(false);
      setClipsFinished((count) => count + 1);
    };
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onStopped);
    element.addEventListener('emptied', onStopped);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onStopped);
      element.removeEventListener('emptied', onStopped);
      element.removeEventListener('ended', onEnded);
    };
  }, [element]);
  return { isPlaying, clipsFinished };
}
