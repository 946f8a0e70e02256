import { describe, expect, it } from 'vitest';
import { splitSentences, takeCompleteSentences } from './sentences.ts';

describe('takeCompleteSentences', () => {
  it('keeps the unfinished sentence for later', () => {
    expect(takeCompleteSentences('¡Hola! ¿Qué tal? Me llamo')).toEqual({
      sentences: ['¡Hola!', '¿Qué tal?'],
      rest: 'Me llamo',
    });
  });

  it('waits for the next word before it ends a sentence', () => {
    expect(takeCompleteSentences('Great job. ')).toEqual({ sentences: [], rest: 'Great job. ' });
    expect(takeCompleteSentences('Great job. Now')).toEqual({ sentences: ['Great job.'], rest: 'Now' });
  });

  it('never ends inside a number, a time or after a list number', () => {
    expect(takeCompleteSentences('Cuesta 3.5 euros.')).toEqual({ sentences: [], rest: 'Cuesta 3.5 euros.' });
    expect(splitSentences('The flight leaves at 10:30. It costs 1,250.50 dollars. Book it.')).toEqual([
      'The flight leaves at 10:30.',
      'It costs 1,250.50 dollars.',
      'Book it.',
    ]);
    expect(splitSentences('1. Read the text. 2. Answer the questions.')).toEqual([
      '1. Read the text.',
      '2. Answer the questions.',
    ]);
  });

  it('keeps titles and abbreviations with what follows, in three languages', () => {
    expect(splitSentences('Mr. Smith and Dr. Jones are here. Say hello.')).toEqual([
      'Mr. Smith and Dr. Jones are here.',
      'Say hello.',
    ]);
    expect(splitSentences('La Sra. García vive aquí, p. ej. en Madrid. ¿Y tú?')).toEqual([
      'La Sra. García vive aquí, p. ej. en Madrid.',
      '¿Y tú?',
    ]);
    expect(splitSentences('M. Dupont et Mme Martin arrivent. Bonjour !')).toEqual([
      'M. Dupont et Mme Martin arrivent.',
      'Bonjour !',
    ]);
    // A word that only looks like an abbreviation still ends a sentence before a capital.
    expect(splitSentences('Call me. I will wait. Creo que no. Mañana vemos.')).toEqual([
      'Call me.',
      'I will wait.',
      'Creo que no.',
      'Mañana vemos.',
    ]);
    // etc. ends a sentence before a capital and not before a lowercase word.
    expect(splitSentences('Frutas, verduras, etc. y pan. Todo listo.')).toEqual([
      'Frutas, verduras, etc. y pan.',
      'Todo listo.',
    ]);
  });

  it('takes Spanish ¿…? ¡…! and dialogue dashes as written', () => {
    expect(splitSentences('¿Vienes mañana? ¡Claro que sí! Te espero.')).toEqual([
      '¿Vienes mañana?',
      '¡Claro que sí!',
      'Te espero.',
    ]);
    expect(splitSentences('¡Hola! —dijo Ana. —¿Qué tal?')).toEqual(['¡Hola! —dijo Ana.', '—¿Qué tal?']);
    expect(splitSentences('Bueno… no sé. Quizás.')).toEqual(['Bueno… no sé.', 'Quizás.']);
  });

  it('keeps French « … » and the space before ? ! together', () => {
    expect(takeCompleteSentences('C’est « super ». Et toi ')).toEqual({
      sentences: ['C’est « super ».'],
      rest: 'Et toi ',
    });
    expect(splitSentences('Ça va\u202f? Oui, très bien\u202f! Et vous\u202f?')).toEqual([
      'Ça va\u202f?',
      'Oui, très bien\u202f!',
      'Et vous\u202f?',
    ]);
    expect(splitSentences('« Bonjour\u202f! » dit-il. Puis il part.')).toEqual([
      '« Bonjour\u202f! » dit-il.',
      'Puis il part.',
    ]);
    expect(splitSentences('Il a dit « Viens\u202f! » Puis il est parti.')).toEqual([
      'Il a dit « Viens\u202f! »',
      'Puis il est parti.',
    ]);
  });

  it('ends at a line break after an end mark, whatever follows', () => {
    expect(splitSentences('Well done.\nnext: lesson two')).toEqual(['Well done.', 'next: lesson two']);
  });
});
