import { useCallback, useRef, useState } from 'react';
import type { Transcript } from '../../../shared/contracts/speech.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { listenWithBrowser } from '../../lib/audio/browser-recognition.ts';
import { MicrophoneDeniedError, useRecorder, type RecorderState } from '../../lib/audio/recorder.ts';
import { transcribe } from './api/transcribe.ts';
import { useVoiceInputMode } from './voice-availability.ts';

export type VoiceInputError = 'denied' | 'unauthenticated' | 'failed' | 'unavailable' | 'limit';
export type { VoiceInputMode } from './voice-availability.ts';

/** What went wrong with a recording, as the voice screens tell it. */
export function classify(error: unknown): VoiceInputError {
  if (error instanceof MicrophoneDeniedError) return 'denied';
  if (error instanceof ApiError && error.status === 401) return 'unauthenticated';
  if (error instanceof ApiError && error.code === 'STT_NOT_CONFIGURED') return 'unavailable';
  // The month's minutes cannot hold the recording: the server charged and transcribed nothing.
  if (error instanceof ApiError && error.code === 'LIMIT_EXCEEDED') return 'limit';
  if (error instanceof Error && error.message === 'not-allowed') return 'denied';
  return 'failed';
}

/**
 * Recording → processing → text (docs/product.md#practice): the server's recogniser when it has one (for the
 * learner's open session, whose minutes it counts), else the browser's once it has been seen to start, else
 * none, known before the learner speaks (`mode`; the microphone is then offered disabled, with
 * VoiceUnavailableNote). One button toggles it.
 */
export function useVoiceInput(
  session: { id: number; language: LanguageCode },
  handlers: {
    onTranscript(transcript: Transcript): void;
    onError(error: VoiceInputError): void;
    /** The recording itself, before it is transcribed (the browser's own recogniser gives none). */
    onRecording?(recording: Blob): void;
  },
) {
  const { id: sessionId, language } = session;
  const recorder = useRecorder();
  const [browserState, setBrowserState] = useState<RecorderState>('idle');
  const listening = useRef<ReturnType<typeof listenWithBrowser> | null>(null);
  const mode = useVoiceInputMode();
  const state: RecorderState = mode === 'browser' ? browserState : recorder.state;

  const toggle = useCallback(async () => {
    if (mode === 'checking') return;
    if (mode === 'unavailable') return handlers.onError('unavailable');
    try {
      if (mode === 'browser') {
        if (!listening.current) {
          listening.current = listenWithBrowser(LANGUAGES[language].speechTag);
          setBrowserState('recording');
          return;
        }
        setBrowserState('processing');
        const text = await listening.current.stop();
        listening.current = null;
        setBrowserState('idle');
        return handlers.onTranscript({ text });
      }
      if (recorder.state === 'idle') return await recorder.start();
      if (recorder.state !== 'recording') return;
      const recording = await recorder.stop();
      handlers.onRecording?.(recording);
      try {
        handlers.onTranscript(await transcribe(recording, sessionId));
      } finally {
        recorder.done();
      }
    } catch (error) {
      listening.current = null;
      setBrowserState('idle');
      recorder.done();
      handlers.onError(classify(error));
    }
  }, [handlers, language, mode, recorder, sessionId]);

  return { state, mode, toggle };
}
