import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Config } from '../../config.ts';
import { createSpeechToText, type SpeechToText } from '../../integrations/speech/speech-to-text.ts';
import {
  createAiTextToSpeech,
  createOfflineTextToSpeech,
  createSpeechCache,
  type SpeechAudio,
  type TextToSpeech,
} from '../../integrations/speech/text-to-speech.ts';

/** 50 MB of synthesized speech at most; the oldest unused clips go first. */
const SPEECH_CACHE_BYTES = 50 * 1024 * 1024;

export interface SpeechDeps {
  speechToText?: SpeechToText;
  textToSpeech?: TextToSpeech;
}

/** The app's voice: the configured text-to-speech behind one cache, shared by every feature that speaks. */
export interface Speaker {
  readonly provider: TextToSpeech['kind'];
  speak(
    text: string,
    language: LanguageCode,
    speed: number,
    /**
     * Whose fair turn in the offline synthesiser's queue, and when the listener went away. `sharedClip`:
     * the text is the product's own (a quiz listening item), so its clip is kept once for every learner;
     * the learner still waits in their own turn.
     */
    options: { userId: number; signal?: AbortSignal; sharedClip?: boolean },
  ): Promise<{ speech: SpeechAudio; cached: boolean }>;
  close(): Promise<void>;
}

export function createSpeaker(textToSpeech: TextToSpeech): Speaker {
  const cache = createSpeechCache({ maxBytes: SPEECH_CACHE_BYTES });
  return {
    provider: textToSpeech.kind,
    async speak(text, language, speed, options) {
      // Each learner's clips are their own (a shared entry would tell one learner what another had
      // spoken); the product's own sentences — quiz listening items — are shared.
      const key = cache.key({
        userId: options.sharedClip ? 0 : options.userId,
        provider: textToSpeech.kind,
        voice: textToSpeech.voiceFor(language),
        speed,
        text,
      });
      const cachedSpeech = cache.get(key);
      if (cachedSpeech) return { speech: cachedSpeech, cached: true };
      const speech = await textToSpeech.synthesize(text, language, speed, {
        userId: options.userId,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      cache.set(key, speech);
      return { speech, cached: false };
    },
    close: () => textToSpeech.close(),
  };
}

/** The speech providers the configuration chooses, unless a test hands its own. */
export async function createSpeechServices(config: Config, overrides: SpeechDeps = {}) {
  const speechToText =
    overrides.speechToText ??
    (config.stt ? await createSpeechToText(config.stt, config.aiTimeoutMs) : undefined);
  const textToSpeech =
    overrides.textToSpeech ??
    (config.tts ? await createAiTextToSpeech(config.tts, config.aiTimeoutMs) : createOfflineTextToSpeech());
  return { speechToText, speaker: createSpeaker(textToSpeech) };
}
export type SpeechServices = Awaited<ReturnType<typeof createSpeechServices>>;
