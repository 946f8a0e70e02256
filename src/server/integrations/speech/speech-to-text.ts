import { APICallError, experimental_transcribe as transcribe } from 'ai';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { OpenAiCompatible } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { createOpenAiCompatible } from '../openai-compatible.ts';

export interface TranscribedWord {
  word: string;
  /** 0–1, when the recogniser reports one (faster-whisper does; OpenAI does not). */
  confidence?: number;
}

export interface Transcript {
  text: string;
  words?: TranscribedWord[];
}

export interface SpeechToText {
  transcribe(audio: Uint8Array, language: LanguageCode, signal?: AbortSignal): Promise<Transcript>;
}

const ISO_LANGUAGE: Record<LanguageCode, string> = { english: 'en', spanish: 'es', french: 'fr' };

interface RawWord {
  word?: unknown;
  probability?: unknown;
  confidence?: unknown;
}

function wordsFromRawBody(body: unknown): TranscribedWord[] | undefined {
  const words = (body as { words?: RawWord[] } | undefined)?.words;
  if (!Array.isArray(words)) return undefined;
  return words
    .filter((word) => typeof word.word === 'string')
    .map((word) => {
      const confidence =
        typeof word.probability === 'number'
          ? word.probability
          : typeof word.confidence === 'number'
            ? word.confidence
            : undefined;
      return { word: String(word.word).trim(), ...(confidence !== undefined ? { confidence } : {}) };
    });
}

/** Any OpenAI-compatible /audio/transcriptions endpoint (Whisper, faster-whisper servers…), via the AI SDK. */
export function createSpeechToText(settings: OpenAiCompatible, timeoutMs: number): SpeechToText {
  const provider = createOpenAiCompatible(settings);
  return {
    async transcribe(audio, language, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const result = await transcribe({
          model: provider.transcription(settings.model),
          audio,
          providerOptions: { openai: { language: ISO_LANGUAGE[language], timestampGranularities: ['word'] } },
          maxRetries: 0,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        // Word confidences are only in the provider's raw body (not in the SDK's typed result).
        const rawBody = (result.responses[0] as { body?: unknown } | undefined)?.body;
        const words =
          wordsFromRawBody(rawBody) ??
          (result.segments.length > 0 && result.segments.every((segment) => !/\s/.test(segment.text.trim()))
            ? result.segments.map((segment) => ({ word: segment.text.trim() }))
            : undefined);
        return { text: result.text.trim(), ...(words && words.length > 0 ? { words } : {}) };
      } catch (error) {
        if (timeout.aborted)
          throw new AppError('PROVIDER_TIMEOUT', 'The speech recogniser took too long to answer.');
        if (APICallError.isInstance(error) && error.statusCode && error.statusCode < 500) {
          throw new AppError('UNPROCESSABLE', 'The speech recogniser could not read this recording.');
        }
        throw new AppError(
          'PROVIDER_ERROR',
          'The speech recogniser is unavailable right now. Please try again.',
        );
      }
    },
  };
}
