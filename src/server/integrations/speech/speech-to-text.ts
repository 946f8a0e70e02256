import { APICallError } from '@ai-sdk/provider';
import { z } from 'zod';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { OpenAiCompatible } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { createOpenAiCompatible, loadAiSdk } from '../openai-compatible.ts';

export interface TranscribedWord {
  word: string;
  /** 0–1, when the recogniser reports one (faster-whisper does; OpenAI does not). */
  confidence?: number;
  /** Seconds from the start of the recording, when the recogniser gives word timings. */
  start?: number;
  end?: number;
}

export interface Transcript {
  text: string;
  words?: TranscribedWord[];
}

export interface SpeechToText {
  transcribe(audio: Uint8Array, language: LanguageCode, signal?: AbortSignal): Promise<Transcript>;
}

const ISO_LANGUAGE: Record<LanguageCode, string> = { english: 'en', spanish: 'es', french: 'fr' };

const Seconds = z.number().finite().nonnegative();
const Probability = z.number().min(0).max(1);

/**
 * A word of the provider's verbose JSON (`words[]` of OpenAI's `verbose_json`: word, start, end; faster-
 * whisper adds `probability`). Read field by field: a field of another shape is dropped, not a failure.
 */
const RawWordSchema = z.object({
  word: z.string(),
  start: Seconds.optional().catch(undefined),
  end: Seconds.optional().catch(undefined),
  probability: Probability.optional().catch(undefined),
  confidence: Probability.optional().catch(undefined),
});
const RawBodySchema = z.object({ words: z.array(z.unknown()).optional().catch(undefined) });

/**
 * The words of the provider's raw answer, when it has any. Timings are kept only when every word has
 * them in order (start ≤ end, each word starting no earlier than the one before): partial or disordered
 * timings would give a wrong speaking rate, so the words are then kept without them.
 */
export function wordsFromRawBody(body: unknown): TranscribedWord[] | undefined {
  const parsedBody = RawBodySchema.safeParse(body);
  if (!parsedBody.success || !parsedBody.data.words) return undefined;
  const words = parsedBody.data.words.flatMap((raw) => {
    const parsed = RawWordSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const timed = words.every(
    (word, index) =>
      word.start !== undefined &&
      word.end !== undefined &&
      word.start <= word.end &&
      (index === 0 || word.start >= (words[index - 1]!.start ?? Infinity)),
  );
  return words
    .map((word) => {
      const confidence = word.probability ?? word.confidence;
      return {
        word: word.word.trim(),
        ...(confidence !== undefined ? { confidence } : {}),
        ...(timed ? { start: word.start, end: word.end } : {}),
      };
    })
    .filter((word) => word.word !== '');
}

/** Models that refuse `verbose_json` (and so word timestamps); the AI SDK asks them for plain JSON. */
function refusesVerboseJson(model: string): boolean {
  return /^(gpt-4o-transcribe|gpt-4o-mini-transcribe|gpt-transcribe)(-|$)/.test(model);
}

/** Any OpenAI-compatible /audio/transcriptions endpoint (Whisper, faster-whisper servers…), via the AI SDK. */
export async function createSpeechToText(
  settings: OpenAiCompatible,
  timeoutMs: number,
): Promise<SpeechToText> {
  const provider = await createOpenAiCompatible(settings);
  const { experimental_transcribe: transcribe } = await loadAiSdk();
  return {
    async transcribe(audio, language, signal) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const result = await transcribe({
          model: provider.transcription(settings.model),
          audio,
          // The AI SDK sends `response_format=verbose_json` to models that accept it; with
          // `timestamp_granularities[]=word` the answer carries each word's start and end.
          providerOptions: {
            openai: {
              language: ISO_LANGUAGE[language],
              ...(refusesVerboseJson(settings.model) ? {} : { timestampGranularities: ['word'] }),
            },
          },
          maxRetries: 0,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        // Word confidences and timings are read from the provider's raw body (the SDK's typed result
        // merges words into segments and drops confidences).
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
