import { describe, expect, it } from 'vitest';
import { alignPronunciation, practiceSentenceFrom } from './pronunciation.ts';

describe('alignPronunciation', () => {
  it('marks every word matched for a perfect repetition, ignoring case, accents and punctuation', () => {
    const result = alignPronunciation('¿Dónde está la estación?', 'donde esta la estacion');
    expect(result.accuracy).toBe(100);
    expect(result.words.map((word) => word.status)).toEqual(['matched', 'matched', 'matched', 'matched']);
    expect(result.words[0]).toMatchObject({ word: 'Dónde', heard: 'donde' });
  });

  it('marks substituted and missed words', () => {
    const result = alignPronunciation('I would like a cup of tea', 'I would like cup of tree');
    expect(result.words.map((word) => `${word.word}:${word.status}`)).toEqual([
      'I:matched',
      'would:matched',
      'like:matched',
      'a:missed',
      'cup:matched',
      'of:matched',
      'tea:substituted',
    ]);
    expect(result.words[6]!.heard).toBe('tree');
    expect(result.accuracy).toBe(71);
  });

  it('lists extra words and carries recogniser confidences', () => {
    const result = alignPronunciation('bonjour Paris', 'euh bonjour Paris', [
      { word: 'euh', confidence: 0.4 },
      { word: 'bonjour', confidence: 0.93 },
      { word: 'Paris', confidence: 0.88 },
    ]);
    expect(result.extra).toEqual(['euh']);
    expect(result.words).toEqual([
      { word: 'bonjour', status: 'matched', heard: 'bonjour', confidence: 0.93 },
      { word: 'Paris', status: 'matched', heard: 'Paris', confidence: 0.88 },
    ]);
    expect(result.accuracy).toBe(100);
  });

  it('scores an empty transcript as nothing matched', () => {
    const result = alignPronunciation('good morning', '');
    expect(result.accuracy).toBe(0);
    expect(result.words.every((word) => word.status === 'missed')).toBe(true);
  });
});

describe('practiceSentenceFrom', () => {
  it('takes a quoted phrase, else the first sentence', () => {
    expect(practiceSentenceFrom('Repite conmigo: «Me gustaría un café con leche». ¿Listo?')).toBe(
      'Me gustaría un café con leche',
    );
    expect(practiceSentenceFrom('Say after me: “I would like a cup of tea.” Ready?')).toBe(
      'I would like a cup of tea.',
    );
    expect(practiceSentenceFrom('Très bien ! Et toi, tu aimes Paris ?')).toBe('Très bien !');
    expect(practiceSentenceFrom('No punctuation here')).toBe('No punctuation here');
  });
});
