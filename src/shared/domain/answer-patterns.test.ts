import { describe, expect, it } from 'vitest';
import { answerWords, expandPattern, fillReply, matchAnswer, PatternError } from './answer-patterns.ts';

const slots = { drink: ['coffee', 'tea', 'orange juice'], city: ['Bogotá', 'Paris'] };

describe('answer patterns', () => {
  it('expands alternatives, optional parts and slots', () => {
    const answers = expandPattern("(I'd like|I would like) (a|) {drink}( please|)", slots).map((e) =>
      e.words.join(' '),
    );
    expect(answers).toContain("i'd like a coffee please");
    expect(answers).toContain('i would like orange juice');
    expect(answers).toHaveLength(2 * 2 * 3 * 2);
  });

  it('reads a slot named inside alternatives', () => {
    const answers = expandPattern('(a bigger one|{drink})', slots);
    expect(answers.map((entry) => entry.words.join(' '))).toEqual([
      'a bigger one',
      'coffee',
      'tea',
      'orange juice',
    ]);
    expect(answers[2]!.slots).toEqual({ drink: 'tea' });
  });

  it('refuses malformed patterns and unknown slots', () => {
    expect(() => expandPattern('(a|b', slots)).toThrow(PatternError);
    expect(() => expandPattern('a) b', slots)).toThrow(PatternError);
    expect(() => expandPattern('{wine}', slots)).toThrow(PatternError);
    expect(() => expandPattern('(a|(b|c))', slots)).toThrow(PatternError);
  });

  it('reads words without case, punctuation or curly apostrophes', () => {
    expect(answerWords('¿Dónde está  el BAÑO?')).toEqual(['dónde', 'está', 'el', 'baño']);
    expect(answerWords('I’d like — a tea!')).toEqual(["i'd", 'like', 'a', 'tea']);
  });

  it('finds an accepted answer inside a longer reply, or asks for it alone', () => {
    const pattern = ["(I'd like|can I have) a {drink}"];
    expect(matchAnswer('Hello! Can I have a tea, please?', pattern, slots, { whole: false }).verdict).toBe(
      'exact',
    );
    expect(matchAnswer('Hello! Can I have a tea, please?', pattern, slots, { whole: true }).verdict).toBe(
      'none',
    );
    expect(matchAnswer("I'd like a tea", pattern, slots, { whole: true }).verdict).toBe('exact');
  });

  it('tells a slip of spelling or accents from a different answer', () => {
    const accents = matchAnswer('Soy de Bogota', ['soy de {city}'], slots, { whole: true });
    expect(accents).toMatchObject({
      verdict: 'spelling',
      words: [{ given: 'bogota', expected: 'bogotá', accents: true }],
    });
    const slip = matchAnswer("I'd like a cofee", ["I'd like a {drink}"], slots, { whole: true });
    expect(slip).toMatchObject({
      verdict: 'spelling',
      words: [{ given: 'cofee', expected: 'coffee', accents: false }],
    });
    // A short word must be right: "an" for "a" is grammar, not spelling.
    expect(matchAnswer("I'd like an tea", ["I'd like a {drink}"], slots, { whole: true }).verdict).toBe(
      'none',
    );
    expect(matchAnswer('I like beer', ["I'd like a {drink}"], slots, { whole: false }).verdict).toBe('none');
  });

  it('says back the learner’s own slot words', () => {
    const match = matchAnswer('A tea please', ['a {drink}'], slots, { whole: false });
    expect(match.verdict).toBe('exact');
    if (match.verdict === 'exact')
      expect(fillReply('One {drink}, coming up.', match.expansion.slots)).toBe('One tea, coming up.');
  });
});

describe('a longer answer with a slip', () => {
  it('outweighs a shorter accepted answer it contains', () => {
    const times = { hour: ['dix heures'] };
    const patterns = ['il est {hour}', 'il est {hour} et demie'];
    expect(matchAnswer('Il est dix heures et demi', patterns, times, { whole: false })).toMatchObject({
      verdict: 'spelling',
      words: [{ given: 'demi', expected: 'demie' }],
    });
    expect(matchAnswer('Il est dix heures et demie', patterns, times, { whole: false }).verdict).toBe(
      'exact',
    );
    expect(matchAnswer('Il est dix heures, merci', patterns, times, { whole: false }).verdict).toBe('exact');
  });
});

describe('a slip in another answer', () => {
  it('does not outweigh an accepted answer it does not surround', () => {
    const patterns = ['vi una película', 'cené con mis amigos'];
    expect(
      matchAnswer('Vi una película en el cine con mis amigos', patterns, {}, { whole: false }).verdict,
    ).toBe('exact');
  });
});
