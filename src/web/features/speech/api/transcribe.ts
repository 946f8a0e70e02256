import type { Transcript } from '../../../../shared/contracts/speech.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { toApiError } from '../../../lib/api-client.ts';
import { fileNameFor } from '../../../lib/audio/recorder.ts';

/** Uploads a recording as multipart (file + language) and returns the server's transcript. */
export async function transcribe(recording: Blob, language: LanguageCode): Promise<Transcript> {
  const form = new FormData();
  form.append('language', language);
  form.append('audio', recording, fileNameFor(recording.type));
  const response = await fetch('/api/speech-to-text', { method: 'POST', credentials: 'include', body: form });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as Transcript;
}
