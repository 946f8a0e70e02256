import { describe, expect, it } from 'vitest';
import { pickVoice, SPEECH_RATE } from './read-aloud.ts';

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

describe('read-aloud voices', () => {
  it('reads at rate 0.8', () => {
    expect(SPEECH_RATE).toBe(0.8);
  });

  it('prefers the exact voice, then one of the same language, else none', () => {
    const voices = [voice('en-GB'), voice('es-MX'), voice('es-ES'), voice('fr_CA')];
    expect(pickVoice(voices, 'es-ES')?.lang).toBe('es-ES');
    expect(pickVoice(voices, 'en-US')?.lang).toBe('en-GB');
    expect(pickVoice(voices, 'fr-FR')?.lang).toBe('fr_CA');
    expect(pickVoice(voices, 'de-DE')).toBeUndefined();
  });
});
