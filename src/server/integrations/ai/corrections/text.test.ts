import { describe, expect, it } from 'vitest';
import { explain } from './explanations.ts';
import { isWrittenInAnotherLanguage } from './language.ts';
import { isLoanword } from './loanwords.ts';
import { matchCase, tokenize } from './text.ts';

describe('reading a learner message', () => {
  it('takes words, not links, addresses, hashtags, numbers or emoji, and marks sentence starts', () => {
    const tokens = tokenize(
      'Hola 😅 mira www.blog.es y mándame un email a ana@mail.com #finde. ¿Vienes el 3? Vale',
    );
    expect(tokens.map((token) => token.word)).toEqual([
      'Hola',
      'mira',
      'y',
      'mándame',
      'un',
      'email',
      'a',
      'Vienes',
      'el',
      'Vale',
    ]);
    expect(tokens.filter((token) => token.sentenceInitial).map((token) => token.word)).toEqual([
      'Hola',
      'Vienes',
      'Vale',
    ]);
  });

  it('keeps the original’s capital', () => {
    expect(matchCase('Tambien', 'también')).toBe('También');
    expect(matchCase('¿Donde', '¿dónde')).toBe('¿Dónde');
    expect(matchCase('realy', 'really')).toBe('really');
  });

  it('knows common loanwords and chat words, per language', () => {
    expect(isLoanword('spanish', 'wifi')).toBe(true);
    expect(isLoanword('spanish', 'jajaja')).toBe(true);
    expect(isLoanword('french', 'mdr')).toBe(true);
    expect(isLoanword('french', 'maison')).toBe(false);
    // Laughter has two syllables or more: one alone is a word of the language (je, he, ha).
    expect(isLoanword('english', 'hehe')).toBe(true);
    expect(isLoanword('french', 'je')).toBe(false);
    expect(isLoanword('english', 'he')).toBe(false);
    expect(isLoanword('spanish', 'ha')).toBe(false);
  });

  it('tells a message in another taught language from a short or mixed one', () => {
    expect(isWrittenInAnotherLanguage('spanish', 'I really love this city.')).toBe(true);
    expect(isWrittenInAnotherLanguage('french', 'Estoy muy cansada hoy.')).toBe(true);
    expect(isWrittenInAnotherLanguage('spanish', 'Mi carro está en el taller.')).toBe(false);
    expect(isWrittenInAnotherLanguage('english', 'Yes, ok')).toBe(false);
  });

  it('explains in the interface language, English by default', () => {
    expect(explain('spelling', 'realy', 'really')).toBe('Spelling: “realy” is written “really”.');
    expect(explain('spelling', 'vueno', 'bueno', 'es')).toBe('Ortografía: «vueno» se escribe «bueno».');
    expect(explain('fr-etre-auxiliary', "j'ai allé", 'je suis allé', 'fr')).toContain('être');
    expect(explain('an-unknown-rule', 'a', 'b', 'fr')).toBe('Grammaire : on dit « b » et non « a ».');
  });
});
