import { APICallError } from '@ai-sdk/provider';
import { createHash } from 'node:crypto';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import type { OpenAiCompatible } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { createOpenAiCompatible, loadAiSdk } from '../openai-compatible.ts';
import { createWorkerClient, type WorkerClientOptions, type WorkerQueueLimits } from '../ts-worker.ts';
import { encodeWav } from './wav.ts';

export interface SpeechAudio {
  audio: Buffer;
  contentType: string;
}

export interface TextToSpeech {
  readonly kind: 'ai' | 'offline';
  /** The voice `synthesize` speaks `language` in (part of the speech cache's key). */
  voiceFor(language: LanguageCode): string;
  /**
   * Speaks `text` in the teacher's voice for `language`; speed 0.7–1.2. `userId` takes a fair turn among
   * the users waiting; `signal` drops the request (the learner went away).
   */
  synthesize(
    text: string,
    language: LanguageCode,
    speed: number,
    options?: { signal?: AbortSignal; userId?: number },
  ): Promise<SpeechAudio>;
  close(): Promise<void>;
}

/** Words per minute of the offline voice at speed 1: a little slower than conversation, for learners. */
const OFFLINE_BASE_RATE = 150;

/**
 * Offline speech waits in the worker's fair queue: a reply is spoken sentence by sentence, so a learner
 * may have several clips in flight; past 8 they are refused, past 64 waiting in all the server is busy.
 */
export const OFFLINE_SPEECH_QUEUE: WorkerQueueLimits = { perKey: 8, total: 64, timeoutMs: 30_000 };

/**
 * eSpeak NG (GPL-3.0) as a separate program: a pool of child processes the server sends text to and gets
 * audio from over IPC, nothing else shared (decision 193). WAV, no network. `restart` is the pool's
 * backoff after a child fails (a crash, a kill): a fresh child takes the next request.
 */
export function createOfflineTextToSpeech(
  limits: WorkerQueueLimits = OFFLINE_SPEECH_QUEUE,
  options: Pick<WorkerClientOptions, 'restart' | 'onFailure'> = {},
): TextToSpeech & {
  stats(): { posted: number; running: number; waiting: number };
  /** The processes eSpeak NG runs in now. */
  pids(): number[];
} {
  const worker = createWorkerClient(
    new URL('./espeak-worker.ts', import.meta.url),
    (response: { id: number; samples?: Int16Array; sampleRate?: number; error?: string }) => {
      if (response.error || !response.samples) throw new Error(response.error ?? 'no audio');
      return { samples: response.samples, sampleRate: response.sampleRate! };
    },
    limits,
    { ...options, process: true },
  );

  const voiceFor = (language: LanguageCode) => TEACHERS[language].offlineVoice;
  return {
    kind: 'offline',
    voiceFor,
    async synthesize(text, language, speed, options = {}) {
      const { samples, sampleRate } = await worker.request(
        { voice: voiceFor(language), text, rate: Math.round(OFFLINE_BASE_RATE * speed) },
        { key: options.userId, signal: options.signal },
      );
      return { audio: encodeWav(samples, sampleRate), contentType: 'audio/wav' };
    },
    stats: () => worker.stats(),
    pids: () => worker.pids(),
    close: () => worker.close(),
  };
}

/** Any OpenAI-compatible /audio/speech endpoint, through the AI SDK. */
export async function createAiTextToSpeech(
  settings: OpenAiCompatible,
  timeoutMs: number,
): Promise<TextToSpeech> {
  const provider = await createOpenAiCompatible(settings);
  const { experimental_generateSpeech: generateSpeech } = await loadAiSdk();
  const voiceFor = (language: LanguageCode) => TEACHERS[language].aiVoice;
  return {
    kind: 'ai',
    voiceFor,
    async synthesize(text, language, speed, { signal } = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      try {
        const result = await generateSpeech({
          model: provider.speech(settings.model),
          text,
          voice: voiceFor(language),
          speed,
          outputFormat: 'mp3',
          maxRetries: 0,
          abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        return {
          audio: Buffer.from(result.audio.uint8Array),
          contentType: result.audio.mediaType || 'audio/mpeg',
        };
      } catch (error) {
        if (timeout.aborted)
          throw new AppError('PROVIDER_TIMEOUT', 'The speech service took too long to answer.');
        if (APICallError.isInstance(error))
          throw new AppError('PROVIDER_ERROR', 'The speech service is unavailable right now.');
        throw new AppError('PROVIDER_ERROR', 'The speech service returned no audio.');
      }
    },
    async close() {},
  };
}

/**
 * Bounded in-memory cache of synthesized speech, keyed by hash(user, provider, voice, speed, text), least
 * recently used out first once the byte budget is spent. Each learner has their own entries: a hit
 * (faster, and marked `x-cache: hit`) must not tell one learner what another had spoken.
 */
export function createSpeechCache(options: { maxBytes: number }) {
  const entries = new Map<string, SpeechAudio>();
  let bytes = 0;
  return {
    key(parts: { userId: number; provider: string; voice: string; speed: number; text: string }) {
      return createHash('sha256')
        .update(JSON.stringify([parts.userId, parts.provider, parts.voice, parts.speed, parts.text]))
        .digest('hex');
    },
    get(key: string): SpeechAudio | undefined {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key: string, value: SpeechAudio) {
      if (value.audio.length > options.maxBytes) return;
      const existing = entries.get(key);
      if (existing) {
        bytes -= existing.audio.length;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.audio.length;
      while (bytes > options.maxBytes) {
        const [oldestKey, oldest] = entries.entries().next().value as [string, SpeechAudio];
        entries.delete(oldestKey);
        bytes -= oldest.audio.length;
      }
    },
  };
}
