import { z } from 'zod';
import { RowIdSchema } from './ids.ts';

export const MAX_SPEECH_TEXT = 1000;
export const SPEECH_SPEED_MIN = 0.7;
export const SPEECH_SPEED_MAX = 1.2;

const SpeedSchema = z.number().min(SPEECH_SPEED_MIN).max(SPEECH_SPEED_MAX).default(1);

/**
 * POST /api/text-to-speech: a teacher message of the learner's open session, spoken whole or its practice
 * sentence (the one the pronunciation panel shows). The server reads the words; none are sent.
 */
export const TextToSpeechBodySchema = z.object({
  messageId: RowIdSchema,
  part: z.enum(['message', 'practice-sentence']).default('message'),
  speed: SpeedSchema,
});

/**
 * POST /api/text-to-speech/reply: a sentence of the teacher's reply while it is still being written (the
 * video call speaks each as it is complete), for the learner's open session; limited per learner.
 */
export const ReplySpeechBodySchema = z.object({
  sessionId: RowIdSchema,
  text: z.string().trim().min(1).max(MAX_SPEECH_TEXT),
  speed: SpeedSchema,
});

/** POST /api/speech-to-text answers the transcript, with words when the recogniser gives them. */
export const TranscriptSchema = z.object({
  text: z.string(),
  words: z.array(z.object({ word: z.string(), confidence: z.number().min(0).max(1).optional() })).optional(),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

/** What the browser may upload (docs/product.md#practice: webm, mp4 or ogg by the recorded type; wav too). */
export const UPLOAD_AUDIO_TYPES = [
  'audio/webm',
  'video/webm',
  'audio/ogg',
  'audio/mp4',
  'video/mp4',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
] as const;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_RECORDING_SECONDS = 120;
