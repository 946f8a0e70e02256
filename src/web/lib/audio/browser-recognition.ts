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
  start(): void;
  stop(): void;
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
