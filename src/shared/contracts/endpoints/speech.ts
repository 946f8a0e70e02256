import { defineEndpoints } from '../endpoint.ts';
import { ReplySpeechBodySchema, TextToSpeechBodySchema, TranscriptSchema } from '../speech.ts';

/**
 * Voice input and the teacher's voice (docs/product.md#practice), each for an open practice session of the
 * learner with minutes left (403 LIMIT_EXCEEDED when they are used up; decision 150).
 */
export const speechApi = defineEndpoints({
  /**
   * The body is multipart (an audio file and the session's id), read by the route itself. The recording's
   * length is charged to the session before it is transcribed, in the session's language.
   */
  speechToText: {
    method: 'POST',
    path: '/api/speech-to-text',
    response: TranscriptSchema,
    errors: [400, 401, 403, 404, 409, 413, 415, 422, 429, 502, 503, 504],
  },
  /** A teacher message, by its id. Answers audio, not JSON. */
  textToSpeech: {
    method: 'POST',
    path: '/api/text-to-speech',
    body: TextToSpeechBodySchema,
    errors: [400, 401, 403, 404, 409, 429, 502, 503, 504],
  },
  /** A sentence of a reply still being written, for its session. Answers audio, not JSON. */
  replySpeech: {
    method: 'POST',
    path: '/api/text-to-speech/reply',
    body: ReplySpeechBodySchema,
    errors: [400, 401, 403, 404, 409, 429, 502, 503, 504],
  },
});
