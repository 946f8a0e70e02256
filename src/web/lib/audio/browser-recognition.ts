/** The browser's own speech recogniser (Chrome's webkitSpeechRecognition), used when the server has none. */
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string; confidence: number }>>;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  onaudiostart?: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = globalThis as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function hasBrowserRecognition(): boolean {
  return recognitionConstructor() !== undefined;
}

/**
 * Errors that say this browser's recogniser cannot work here: no recognition service (Chromium without
 * Google's keys answers `network`), no permission, or no microphone. `no-speech` and `aborted` say it works.
 */
const UNUSABLE_ERRORS = new Set(['network', 'not-allowed', 'service-not-allowed', 'audio-capture']);

/** How long a recogniser hearing the microphone must run without one of those errors to be trusted (ms). */
export const PROBE_QUIET_MS = 1500;

/**
 * Starts a recogniser briefly and says whether it works: false at once where the browser has none, false
 * on an error that means it cannot work here, true once it has heard the microphone for PROBE_QUIET_MS
 * without one (or has heard something). While the browser asks for the microphone there is no verdict
 * yet. The recogniser is aborted as soon as the verdict is known.
 */
export function probeBrowserRecognition(): Promise<boolean> {
  const Constructor = recognitionConstructor();
  if (!Constructor) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    let recognition: Recognition;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isSettled = false;
    const settle = (works: boolean) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      recognition.onerror = null;
      recognition.onresult = null;
      recognition.onend = null;
      recognition.onaudiostart = null;
      try {
        recognition.abort();
      } catch {
        // already ended
      }
      resolve(works);
    };
    try {
      recognition = new Constructor();
      recognition.lang = 'en-US';
      recognition.interimResults = false;
      recognition.continuous = false;
      recognition.onerror = (event) => settle(!UNUSABLE_ERRORS.has(event.error));
      recognition.onresult = () => settle(true);
      // Ended before the quiet time without an error: it did not run, so it is not trusted.
      recognition.onend = () => settle(false);
      // Counted from the microphone's start, not the call's: a pending permission prompt is no verdict.
      recognition.onaudiostart = () => {
        timer ??= setTimeout(() => settle(true), PROBE_QUIET_MS);
      };
      recognition.start();
    } catch {
      resolve(false);
    }
  });
}

/** Starts listening; `stop()` ends it and resolves with what was heard (empty when nothing). */
export function listenWithBrowser(speechTag: string) {
  const Constructor = recognitionConstructor();
  if (!Constructor) throw new Error('Speech recognition is not available in this browser');
  const recognition = new Constructor();
  recognition.lang = speechTag;
  recognition.interimResults = false;
  recognition.continuous = true;
  const heard: { transcript: string; confidence: number }[] = [];
  let failure: string | undefined;
  const ended = new Promise<void>((resolve) => {
    recognition.onend = () => resolve();
  });
  recognition.onresult = (event) => {
    heard.length = 0;
    for (const result of Array.from(event.results)) if (result[0]) heard.push(result[0]);
  };
  recognition.onerror = (event) => {
    failure = event.error;
  };
  recognition.start();
  return {
    async stop() {
      recognition.stop();
      await ended;
      if (failure && failure !== 'no-speech' && failure !== 'aborted') throw new Error(failure);
      return heard
        .map((item) => item.transcript.trim())
        .join(' ')
        .trim();
    },
  };
}
