import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/web-api.tsx';
import { ReplySpeechBodySchema, TextToSpeechBodySchema } from '../../../shared/contracts/speech.ts';
import { transcribe } from './api/transcribe.ts';
import { fetchSpeechClip } from './speaker.ts';

const { serve, fetchMock } = stubFetch();

beforeAll(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:clip' }));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function sentBody(index = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[index]![1]!.body));
}

describe('what the web asks the server to speak and transcribe (decision 150)', () => {
  it('asks for a teacher message by its id, without its words', async () => {
    serve(() => new Response('ID3', { status: 200, headers: { 'content-type': 'audio/mpeg' } }));
    await fetchSpeechClip({ messageId: 41, part: 'practice-sentence', text: 'Hola, ¿qué tal?' }, 0.9);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/text-to-speech');
    expect(sentBody()).toEqual({ messageId: 41, part: 'practice-sentence', speed: 0.9 });
    expect(TextToSpeechBodySchema.strict().safeParse(sentBody()).success).toBe(true);
  });

  it("asks for a streaming reply's sentence for its session", async () => {
    serve(() => new Response('ID3', { status: 200, headers: { 'content-type': 'audio/mpeg' } }));
    await fetchSpeechClip({ sessionId: 7, text: 'Muy bien.' }, 1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/text-to-speech/reply');
    expect(sentBody()).toEqual({ sessionId: 7, text: 'Muy bien.', speed: 1 });
    expect(ReplySpeechBodySchema.strict().safeParse(sentBody()).success).toBe(true);
  });

  it('uploads a recording with its session, not a language', async () => {
    serve(() => new Response(JSON.stringify({ text: 'Hola' }), { status: 200 }));
    await transcribe(new Blob(['RIFF'], { type: 'audio/wav' }), 12);
    const form = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect(form.get('sessionId')).toBe('12');
    expect(form.has('language')).toBe(false);
    expect(form.get('audio')).toBeInstanceOf(Blob);
  });
});
