import { describe, expect, it } from 'vitest';
import { takeCompleteSentences } from './sentences.ts';

describe('takeCompleteSentences', () => {
  it('keeps the unfinished sentence for later', () => {
    expect(takeCompleteSentences('¡Hola! ¿Qué tal? Me llamo')).toEqual({
      sentences: ['¡Hola!', '¿Qué tal?'],
      rest: 'Me llamo',
    });
  });

  it('waits for the space after a full stop, so "3.5" or a final sentence is not cut', () => {
    expect(takeCompleteSentences('Cuesta 3.5 euros.')).toEqual({ sentences: [], rest: 'Cuesta 3.5 euros.' });
    expect(takeCompleteSentences('C’est « super ». Et toi ')).toEqual({
      sentences: ['C’est « super ».'],
      rest: 'Et toi ',
    });
  });
});
