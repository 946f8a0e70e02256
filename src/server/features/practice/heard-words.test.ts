import { describe, expect, it } from 'vitest';
import { heardWordsEnd } from './heard-words.ts';

const REPLY = '¡Qué bien! La comida española es deliciosa. ¿Cuál es tu plato favorito?';

describe('where an interrupted teacher message stops being heard', () => {
  it('is the end of the last whole word heard, before any space or punctuation after it', () => {
    expect(REPLY.slice(0, heardWordsEnd(REPLY, 13))).toBe('¡Qué bien! La');
    expect(REPLY.slice(0, heardWordsEnd(REPLY, 10))).toBe('¡Qué bien');
    expect(REPLY.slice(0, heardWordsEnd(REPLY, 9))).toBe('¡Qué bien');
  });

  it('never cuts inside a word, nor inside one joined by an apostrophe or a hyphen', () => {
    expect(REPLY.slice(0, heardWordsEnd(REPLY, 16))).toBe('¡Qué bien! La');
    const french = "Aujourd'hui, c'est un jour bien-aimé.";
    expect(french.slice(0, heardWordsEnd(french, 8))).toBe('');
    expect(french.slice(0, heardWordsEnd(french, 14))).toBe("Aujourd'hui");
    expect(french.slice(0, heardWordsEnd(french, 31))).toBe("Aujourd'hui, c'est un jour");
  });

  it('is 0 when not a word was heard, and the whole message when all of it was or more', () => {
    expect(heardWordsEnd(REPLY, 0)).toBe(0);
    expect(heardWordsEnd(REPLY, 3)).toBe(0);
    expect(heardWordsEnd(REPLY, REPLY.length)).toBe(REPLY.length);
    expect(heardWordsEnd(REPLY, REPLY.length + 500)).toBe(REPLY.length);
    expect(heardWordsEnd(REPLY, REPLY.length - 1)).toBe(REPLY.length - 1);
  });
});
