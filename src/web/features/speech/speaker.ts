import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EndpointInput } from '../../../shared/contracts/endpoint.ts';
import { speechApi } from '../../../shared/contracts/endpoints/speech.ts';
import { SPEECH_SPEED_MAX, SPEECH_SPEED_MIN } from '../../../shared/contracts/speech.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { practiceSentenceFrom } from '../../../shared/domain/pronunciation.ts';
import { toApiError } from '../../lib/api-client.ts';
import { takeCompleteSentences } from '../../lib/audio/sentences.ts';
import { speakWithBrowser } from '../../lib/browser-speech.ts';

const SPEED_KEY = 'linguacoach-speech-speed';
/** Client cache per spoken request and speed: each clip is fetched once per page life. */
const clipCache = new Map<string, Promise<string>>();

/**
 * What the server speaks (decision 150): a stored teacher message (whole or its practice sentence), or a
 * sentence of a reply still being written in the session. `text` is what the browser's own voice says
 * when the server cannot.
 */
export type SpokenText =
  | { messageId: number; part?: 'message' | 'practice-sentence'; text: string }
  | { sessionId: number; text: string };

export function fetchSpeechClip(spoken: SpokenText, speed: number): Promise<string> {
  const key = JSON.stringify({ ...spoken, speed });
  let clip = clipCache.get(key);
  if (!clip) {
    clip = (async () => {
      const { method, path } = 'messageId' in spoken ? speechApi.textToSpeech : speechApi.replySpeech;
      const body =
        'messageId' in spoken
          ? ({
              messageId: spoken.messageId,
              part: spoken.part ?? 'message',
              speed,
            } satisfies EndpointInput<typeof speechApi.textToSpeech>['body'])
          : ({
              sessionId: spoken.sessionId,
              text: spoken.text,
              speed,
            } satisfies EndpointInput<typeof speechApi.replySpeech>['body']);
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw await toApiError(response);
      return URL.createObjectURL(await response.blob());
    })();
    clip.catch(() => clipCache.delete(key));
    clipCache.set(key, clip);
  }
  return clip;
}

function readSpeed(): number {
  const stored = Number(globalThis.localStorage?.getItem(SPEED_KEY));
  return stored >= SPEECH_SPEED_MIN && stored <= SPEECH_SPEED_MAX ? stored : 1;
}

/**
 * Plays the teacher's voice: server speech (cached) through one <audio> element — so a visualiser can
 * listen to it — and the browser's own voice at rate 0.8 when the server cannot speak.
 * `feed`/`finish` speak a streaming reply sentence by sentence as it arrives.
 */
/** Sets the clip, plays it, and resolves when it ends (or is paused or fails). */
async function playThrough(element: HTMLAudioElement, url: string) {
  element.src = url;
  await element.play();
  await new Promise<void>((resolve) => {
    element.onended = () => resolve();
    element.onpause = () => resolve();
    element.onerror = () => resolve();
  });
}

export function useSpeaker(session: { id: number; language: LanguageCode }) {
  const { id: sessionId, language } = session;
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const getAudio = useCallback(() => {
    if (!audioRef.current && typeof Audio !== 'undefined') audioRef.current = new Audio();
    return audioRef.current;
  }, []);
  const [speed, setSpeedState] = useState(readSpeed);
  const [isSpeaking, setIsSpeaking] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);
  const pendingText = useRef('');

  const play = useCallback(
    async (text: string, clip: Promise<string>, turn: number) => {
      if (turn !== generation.current) return;
      setIsSpeaking(true);
      try {
        const url = await clip;
        const element = getAudio();
        if (turn !== generation.current || !element) return;
        await playThrough(element, url);
      } catch {
        if (turn === generation.current)
          await speakWithBrowser(text, LANGUAGES[language].speechTag).catch(() => undefined);
      } finally {
        if (turn === generation.current) setIsSpeaking(false);
      }
    },
    [getAudio, language],
  );

  const enqueue = useCallback(
    (spoken: SpokenText) => {
      const turn = generation.current;
      // Fetch at once (in parallel with what is playing), play in order.
      const clip = fetchSpeechClip(spoken, speed);
      queue.current = queue.current.then(() => play(spoken.text, clip, turn));
      return queue.current;
    },
    [play, speed],
  );

  const stop = useCallback(() => {
    generation.current += 1;
    pendingText.current = '';
    queue.current = Promise.resolve();
    audioRef.current?.pause();
    globalThis.speechSynthesis?.cancel();
    setIsSpeaking(false);
  }, []);

  useEffect(() => stop, [stop]);

  const setSpeed = useCallback((next: number) => {
    const clamped = Math.min(SPEECH_SPEED_MAX, Math.max(SPEECH_SPEED_MIN, next));
    globalThis.localStorage?.setItem(SPEED_KEY, String(clamped));
    setSpeedState(clamped);
  }, []);

  const speak = useCallback(
    (message: { id: number; content: string }, part: 'message' | 'practice-sentence' = 'message') => {
      stop();
      const text = part === 'message' ? message.content : practiceSentenceFrom(message.content);
      return enqueue({ messageId: message.id, part, text });
    },
    [enqueue, stop],
  );

  const feed = useCallback(
    (delta: string) => {
      pendingText.current += delta;
      const { sentences, rest } = takeCompleteSentences(pendingText.current);
      pendingText.current = rest;
      for (const sentence of sentences) void enqueue({ sessionId, text: sentence });
    },
    [enqueue, sessionId],
  );

  const finish = useCallback(() => {
    const rest = pendingText.current.trim();
    pendingText.current = '';
    if (rest) void enqueue({ sessionId, text: rest });
    return queue.current;
  }, [enqueue, sessionId]);

  return useMemo(
    () => ({
      /** The element the teacher's voice plays through (for a visualiser); created on first use. */
      getAudio,
      isSpeaking,
      speed,
      setSpeed,
      /** Speaks a teacher message (or its practice sentence) now, stopping anything playing. */
      speak,
      stop,
      /** Streaming: call with each delta; complete sentences start speaking at once. */
      feed,
      /** Streaming: the reply is complete; speak what is left. */
      finish,
    }),
    [feed, finish, getAudio, isSpeaking, setSpeed, speak, speed, stop],
  );
}

export type Speaker = ReturnType<typeof useSpeaker>;
