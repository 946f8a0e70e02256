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
/** Elements held by `pause()` (the learner may be cutting in): a pause there does not end the clip. */
const held = new WeakSet<HTMLAudioElement>();
/** Ends the clip playing through an element, whether it is playing or held. */
const endClip = new WeakMap<HTMLAudioElement, () => void>();

async function playThrough(element: HTMLAudioElement, url: string) {
  element.src = url;
  await element.play();
  await new Promise<void>((resolve) => {
    endClip.set(element, resolve);
    element.onended = () => resolve();
    element.onpause = () => {
      if (!held.has(element)) resolve();
    };
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
  /** The sentence (or message) being spoken now, for captions. */
  const [caption, setCaption] = useState<string | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const generation = useRef(0);
  const pendingText = useRef('');

  /**
   * What of the current reply has been heard (for an interruption, decision 212): the reply's text as
   * fed so far, where each queued sentence starts in it, and the clip playing now.
   */
  const replyText = useRef('');
  const placedUpTo = useRef(0);
  const heardUpTo = useRef(0);
  const playing = useRef<{ start: number; length: number } | null>(null);
  /** Set by `interrupt()`: the rest of this reply is not spoken, even as it goes on arriving. */
  const isSilenced = useRef(false);

  const play = useCallback(
    async (spoken: { text: string; start: number }, clip: Promise<string>, turn: number) => {
      if (turn !== generation.current) return;
      setIsSpeaking(true);
      setCaption(spoken.text);
      playing.current = { start: spoken.start, length: spoken.text.length };
      try {
        const url = await clip;
        const element = getAudio();
        if (turn !== generation.current || !element) return;
        await playThrough(element, url);
      } catch {
        if (turn === generation.current)
          await speakWithBrowser(spoken.text, LANGUAGES[language].speechTag).catch(() => undefined);
      } finally {
        if (turn === generation.current) {
          playing.current = null;
          heardUpTo.current = Math.max(heardUpTo.current, spoken.start + spoken.text.length);
          setIsSpeaking(false);
          setCaption(null);
        }
      }
    },
    [getAudio, language],
  );

  const enqueue = useCallback(
    (spoken: SpokenText) => {
      const turn = generation.current;
      // Where this sentence starts in the reply: after the previous one, where its words are found.
      const found = replyText.current.indexOf(spoken.text, placedUpTo.current);
      const start = found === -1 ? placedUpTo.current : found;
      placedUpTo.current = start + spoken.text.length;
      // Fetch at once (in parallel with what is playing), play in order.
      const clip = fetchSpeechClip(spoken, speed);
      queue.current = queue.current.then(() => play({ text: spoken.text, start }, clip, turn));
      return queue.current;
    },
    [play, speed],
  );

  const silence = useCallback(() => {
    generation.current += 1;
    pendingText.current = '';
    queue.current = Promise.resolve();
    playing.current = null;
    const element = audioRef.current;
    if (element) {
      held.delete(element);
      element.pause();
      endClip.get(element)?.();
    }
    globalThis.speechSynthesis?.cancel();
    setIsSpeaking(false);
    setCaption(null);
  }, []);

  const stop = useCallback(() => {
    silence();
    isSilenced.current = false;
    replyText.current = '';
    placedUpTo.current = 0;
    heardUpTo.current = 0;
  }, [silence]);

  useEffect(() => stop, [stop]);

  /** How many characters of the current reply the learner has heard: whole sentences, and the clip's share. */
  const heardChars = useCallback(() => {
    const current = playing.current;
    const element = audioRef.current;
    if (!current || !element || !Number.isFinite(element.duration) || element.duration <= 0)
      return heardUpTo.current;
    const share = Math.min(1, element.currentTime / element.duration);
    return Math.max(heardUpTo.current, current.start + Math.floor(current.length * share));
  }, []);

  /** Holds the voice where it is (the learner may be starting to speak); `resume` goes on. */
  const pause = useCallback(() => {
    const element = audioRef.current;
    if (element && playing.current && !element.paused) {
      held.add(element);
      element.pause();
    }
    globalThis.speechSynthesis?.pause();
  }, []);

  const resume = useCallback(() => {
    const element = audioRef.current;
    if (element && held.has(element)) {
      held.delete(element);
      void element.play().catch(() => endClip.get(element)?.());
    }
    globalThis.speechSynthesis?.resume();
  }, []);

  /**
   * The learner cut in: the voice stops at once, the rest of this reply is never spoken (even what is
   * still arriving), and the answer is how much of it they heard.
   */
  const interrupt = useCallback(() => {
    const heard = heardChars();
    silence();
    isSilenced.current = true;
    return heard;
  }, [heardChars, silence]);

  const setSpeed = useCallback((next: number) => {
    const clamped = Math.min(SPEECH_SPEED_MAX, Math.max(SPEECH_SPEED_MIN, next));
    globalThis.localStorage?.setItem(SPEED_KEY, String(clamped));
    setSpeedState(clamped);
  }, []);

  const speak = useCallback(
    (message: { id: number; content: string }, part: 'message' | 'practice-sentence' = 'message') => {
      stop();
      const text = part === 'message' ? message.content : practiceSentenceFrom(message.content);
      replyText.current = text;
      return enqueue({ messageId: message.id, part, text });
    },
    [enqueue, stop],
  );

  const feed = useCallback(
    (delta: string) => {
      if (isSilenced.current) return;
      replyText.current += delta;
      pendingText.current += delta;
      const { sentences, rest } = takeCompleteSentences(pendingText.current);
      pendingText.current = rest;
      for (const sentence of sentences) void enqueue({ sessionId, text: sentence });
    },
    [enqueue, sessionId],
  );

  const finish = useCallback(() => {
    if (isSilenced.current) return queue.current;
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
      /** What is being spoken now (a sentence of a streamed reply, or a whole message), for captions. */
      caption,
      speed,
      setSpeed,
      /** Speaks a teacher message (or its practice sentence) now, stopping anything playing. */
      speak,
      stop,
      /** Streaming: call with each delta; complete sentences start speaking at once. */
      feed,
      /** Streaming: the reply is complete; speak what is left. */
      finish,
      /** Hands-free: hold the voice while the learner may be starting to speak, and go on if not. */
      pause,
      resume,
      /** Hands-free: the learner cut in; stops the reply for good and answers how much of it was heard. */
      interrupt,
    }),
    [caption, feed, finish, getAudio, interrupt, isSpeaking, pause, resume, setSpeed, speak, speed, stop],
  );
}

export type Speaker = ReturnType<typeof useSpeaker>;
