import type { Transcript } from '../../../../shared/contracts/speech.ts';
import { speechApi } from '../../../../shared/contracts/endpoints/speech.ts';
import { checkAnswer, toApiError } from '../../../lib/api-client.ts';
import { fileNameFor } from '../../../lib/audio/recorder.ts';

/**
 * Uploads a recording of an open practice session as multipart (session id + file) and returns the
 * server's transcript, heard in the session's language.
 */
export async function transcribe(recording: Blob, sessionId: number): Promise<Transcript> {
  const form = new FormData();
  form.append('sessionId', String(sessionId));
  form.append('audio', recording, fileNameFor(recording.type));
  const { method, path } = speechApi.speechToText;
  const response = await fetch(path, { method, credentials: 'include', body: form });
  if (!response.ok) throw await toApiError(response);
  const transcript: unknown = await response.json();
  checkAnswer(speechApi.speechToText, transcript);
  return transcript as Transcript;
}
