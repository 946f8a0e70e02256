import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickVoice, readAloud } from './read-aloud.ts';

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

/** The browser's speech synthesis, recording what it is asked to say. */
function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  class Utterance {
    lang = '';
    rate = 1;
    voice: SpeechSynthesisVoice | null = null;
    onend: (() => void) | null = null;
    constructor(readonly text: string) {}
  }
  const spoken: Utterance[] = [];
  const speechSynthesis = {
    cancel: vi.fn(),
    getVoices: () => voices,
    speak: (u: Utterance) => spoken.push(u),
  };
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('window', { speechSynthesis, SpeechSynthesisUtterance: Utterance });
  return { spoken, speechSynthesis };
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading aloud', () => {
  it('reads each part in its own language at rate 0.8, skipping empty parts, after stopping what was read', () => {
    const { spoken, speechSynthesis } = fakeSpeech([voice('en-GB'), voice('es-ES')]);
    const onEnd = vi.fn();
    readAloud(
      [
        { text: '¿Qué es?', lang: 'es-ES' },
        { text: '  ', lang: 'es-ES' },
        { text: 'cat', lang: 'en-US' },
      ],
      onEnd,
    );
    expect(speechSynthesis.cancel).toHaveBeenCalledTimes(1);
    expect(spoken.map(({ text, lang, rate, voice }) => ({ text, lang, rate, voice: voice?.lang }))).toEqual([
      { text: '¿Qué es?', lang: 'es-ES', rate: 0.8, voice: 'es-ES' },
      { text: 'cat', lang: 'en-US', rate: 0.8, voice: 'en-GB' },
    ]);
    expect(spoken[0]!.onend).toBeNull();
    expect(spoken[1]!.onend).toBe(onEnd);
  });
});

describe('read-aloud voices', () => {
  it('prefers the exact voice, then one of the same language, else none', () => {
    const voices = [voice('en-GB'), voice('es-MX'), voice('es-ES'), voice('fr_CA')];
    expect(pickVoice(voices, 'es-ES')?.lang).toBe('es-ES');
    expect(pickVoice(voices, 'en-US')?.lang).toBe('en-GB');
    expect(pickVoice(voices, 'fr-FR')?.lang).toBe('fr_CA');
    expect(pickVoice(voices, 'de-DE')).toBeUndefined();
  });
});
