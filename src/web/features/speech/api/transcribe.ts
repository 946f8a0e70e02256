import type { Transcript } from '../../../../shared/contracts/speech.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { speechApi } from '../../../../shared/contracts/endpoints/speech.ts';
import { checkAnswer, toApiError } from '../../../lib/api-client.ts';
import { fileNameFor } from '../../../lib/audio/recorder.ts';

/** Uploads a recording as multipart (file + language) and returns the server's transcript. */
export async function transcribe(recording: Blob, language: LanguageCode): Promise<Transcript> {
  const form = new FormData();
  form.append('language', language);
  form.append('audio', recording, fileNameFor(recording.type));
  const { method, path } = speechApi.speechToText;
  const response = await fetch(path, { method, credentials: 'include', body: form });
  if (!response.ok) throw await toApiError(response);
  const transcript: unknown = await response.json();
  checkAnswer(speechApi.speechToText, transcript);
  return transcript as Transcript;
}
