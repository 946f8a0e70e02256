import { AppError } from '../errors.ts';
import type { Speaker } from '../features/speech/speaker.ts';
import type { Tutor } from '../integrations/ai/tutor.ts';
import type { SpeechToText } from '../integrations/speech/speech-to-text.ts';
import type { AppMetrics } from './metrics.ts';

/** The error's code for the metrics' label: its AppError code, else INTERNAL. */
function codeOf(error: unknown): string {
  return error instanceof AppError ? error.code : 'INTERNAL';
}

/** Whether the caller gave up (the learner went away): not the provider's failure. */
const abandoned = (signal: AbortSignal | undefined) => signal?.aborted === true;

/** The tutor, counting its failed replies as provider errors. */
export function instrumentTutor(tutor: Tutor, metrics: AppMetrics, provider: string): Tutor {
  return {
    kind: tutor.kind,
    greet: (session) => tutor.greet(session),
    async respond(turn, options) {
      try {
        return await tutor.respond(turn, options);
      } catch (error) {
        if (!abandoned(options.signal)) metrics.providerError(provider, 'reply', codeOf(error));
        throw error;
      }
    },
  };
}

/** Speech-to-text, counting its failures as provider errors. */
export function instrumentSpeechToText(
  speechToText: SpeechToText,
  metrics: AppMetrics,
  provider: string,
): SpeechToText {
  return {
    ...speechToText,
    async transcribe(audio, language, signal) {
      try {
        return await speechToText.transcribe(audio, language, signal);
      } catch (error) {
        if (!abandoned(signal)) metrics.providerError(provider, 'recognition', codeOf(error));
        throw error;
      }
    },
  };
}

/** The speaker, timing each clip until its audio is ready and counting failed syntheses. */
export function instrumentSpeaker(speaker: Speaker, metrics: AppMetrics): Speaker {
  return {
    provider: speaker.provider,
    async speak(text, language, speed, options) {
      const started = performance.now();
      try {
        const spoken = await speaker.speak(text, language, speed, options);
        metrics.observeFirstAudio(speaker.provider, spoken.cached, (performance.now() - started) / 1000);
        return spoken;
      } catch (error) {
        if (!abandoned(options?.signal)) metrics.providerError(speaker.provider, 'synthesis', codeOf(error));
        throw error;
      }
    },
    close: () => speaker.close(),
  };
}
