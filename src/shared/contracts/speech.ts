import { z } from 'zod';
import { LanguageCodeSchema } from './practice.ts';

export const MAX_SPEECH_TEXT = 1000;
export const SPEECH_SPEED_MIN = 0.7;
export const SPEECH_SPEED_MAX = 1.2;

/** POST /api/text-to-speech */
export const TextToSpeechBodySchema = z.object({
  text: z.string().trim().min(1).max(MAX_SPEECH_TEXT),
  language: LanguageCodeSchema,
  speed: z.number().min(SPEECH_SPEED_MIN).max(SPEECH_SPEED_MAX).default(1),
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
