import { defineEndpoints } from '../endpoint.ts';
import { TextToSpeechBodySchema, TranscriptSchema } from '../speech.ts';

/** Voice input and the teacher's voice (docs/product.md#practice). */
export const speechApi = defineEndpoints({
  /** The body is multipart (an audio file and a language), read by the route itself. */
  speechToText: {
    method: 'POST',
    path: '/api/speech-to-text',
    response: TranscriptSchema,
    errors: [400, 401, 413, 415, 422, 502, 503, 504],
  },
  /** Answers audio, not JSON. */
  textToSpeech: {
    method: 'POST',
    path: '/api/text-to-speech',
    body: TextToSpeechBodySchema,
    errors: [],
  },
});
