import { describe, expect, it } from 'vitest';
import { wordsFromRawBody } from './speech-to-text.ts';

describe('words from a recogniser’s raw answer', () => {
  it('reads OpenAI’s verbose JSON words with their timings', () => {
    expect(
      wordsFromRawBody({
        text: 'Hola amigo',
        duration: 1.2,
        words: [
          { word: 'Hola', start: 0.1, end: 0.4 },
          { word: ' amigo', start: 0.5, end: 0.9, probability: 0.8 },
        ],
      }),
    ).toEqual([
      { word: 'Hola', start: 0.1, end: 0.4 },
      { word: 'amigo', confidence: 0.8, start: 0.5, end: 0.9 },
    ]);
  });

  it('has no words for a plain { text } answer or words of another shape', () => {
    expect(wordsFromRawBody({ text: 'Hola' })).toBeUndefined();
    expect(wordsFromRawBody({ text: 'Hola', words: 'Hola' })).toBeUndefined();
    expect(wordsFromRawBody(undefined)).toBeUndefined();
    expect(wordsFromRawBody({ words: [{ text: 'Hola' }, 42] })).toEqual([]);
  });

  it('keeps the words but drops timings that are partial, negative or out of order', () => {
    const withoutTimings = [{ word: 'Hola' }, { word: 'amigo' }];
    expect(wordsFromRawBody({ words: [{ word: 'Hola', start: 0, end: 0.3 }, { word: 'amigo' }] })).toEqual(
      withoutTimings,
    );
    expect(
      wordsFromRawBody({
        words: [
          { word: 'Hola', start: -1, end: 0.3 },
          { word: 'amigo', start: 0.4, end: 0.8 },
        ],
      }),
    ).toEqual(withoutTimings);
    expect(
      wordsFromRawBody({
        words: [
          { word: 'Hola', start: 1, end: 1.3 },
          { word: 'amigo', start: 0.4, end: 0.8 },
        ],
      }),
    ).toEqual(withoutTimings);
  });
});
