import { encodeWav } from '../src/server/integrations/speech/wav.ts';

/** Builds a multipart/form-data body by hand, byte for byte, for app.inject. */
export function multipartBody(
  parts: (
    { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer }
  )[],
) {
  const boundary = `----linguacoach${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(part.data, Buffer.from('\r\n'));
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A short sine tone as 16-bit mono WAV. */
export function toneWav(seconds: number, sampleRate = 16000): Buffer {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let index = 0; index < samples.length; index++) {
    samples[index] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * index) / sampleRate));
  }
  return encodeWav(samples, sampleRate);
}
