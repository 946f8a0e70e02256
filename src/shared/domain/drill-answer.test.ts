import { describe, expect, it } from 'vitest';
import { filledSentence, gradeDrillAnswer, normalizeAnswer } from './drill-answer.ts';

const future = {
  prompt: 'Dentro de diez años, yo ___ (tener) mi propia casa.',
  answers: ['tendré', 'voy a tener'],
};
const english = {
  prompt: 'Next year, my brother ___ (be) thirty years old.',
  answers: ['will be', 'is going to be'],
};
const contraction = { prompt: 'Le samedi, je vais ___ (à + le) marché.', answers: ['au'] };
const estar = { prompt: 'Ahora mismo mis padres ___ (estar) en la cocina.', answers: ['están'] };
const preposition = { prompt: 'Elle habite ___ (à / a) Paris.', answers: ['à'] };

describe('gap-fill answers', () => {
  it('accepts every listed answer, ignoring case, surrounding punctuation and extra spaces', () => {
    expect(gradeDrillAnswer(future, 'tendré').verdict).toBe('correct');
    expect(gradeDrillAnswer(future, '  Voy   a tener. ').verdict).toBe('correct');
    expect(gradeDrillAnswer(english, 'Is going to be!').verdict).toBe('correct');
    expect(gradeDrillAnswer(english, '"will be"').verdict).toBe('correct');
  });

  it('accepts the whole sentence with the gap filled, in any case and punctuation', () => {
    expect(gradeDrillAnswer(future, 'Dentro de diez años, yo voy a tener mi propia casa').verdict).toBe(
      'correct',
    );
    expect(gradeDrillAnswer(english, 'next year my brother will be thirty years old.').verdict).toBe(
      'correct',
    );
    expect(filledSentence(future.prompt, 'tendré')).toBe('Dentro de diez años, yo tendré mi propia casa.');
  });

  it('does not accept a sentence that merely contains the answer', () => {
    expect(gradeDrillAnswer(preposition, 'a ou à').verdict).not.toBe('correct');
    expect(gradeDrillAnswer(future, 'no sé si tendré').verdict).toBe('wrong');
    expect(gradeDrillAnswer(contraction, 'je vais au marché').verdict).not.toBe('correct');
  });

  it('does not ignore accents that change the word', () => {
    expect(gradeDrillAnswer(preposition, 'a')).toMatchObject({
      verdict: 'near',
      miss: 'accent',
      answer: 'à',
    });
    expect(gradeDrillAnswer(estar, 'estan')).toMatchObject({
      verdict: 'near',
      miss: 'accent',
      answer: 'están',
    });
    expect(gradeDrillAnswer(future, 'tendre')).toMatchObject({
      verdict: 'near',
      miss: 'accent',
      given: 'tendre',
    });
  });

  it('names the near miss: the right verb in the wrong form, or one letter off', () => {
    expect(
      gradeDrillAnswer({ prompt: 'Nosotros ___ (vivir) aquí.', answers: ['vivimos'] }, 'vivo'),
    ).toMatchObject({
      verdict: 'near',
      miss: 'form',
    });
    expect(
      gradeDrillAnswer({ prompt: 'My sister ___ (live) in London.', answers: ['lives'] }, 'live'),
    ).toMatchObject({
      verdict: 'near',
      miss: 'form',
    });
    expect(
      gradeDrillAnswer({ prompt: 'Yesterday I ___ (go) home.', answers: ['went'] }, 'wnet'),
    ).toMatchObject({
      verdict: 'near',
      miss: 'spelling',
    });
    // One word of a two-word answer, and inside the sentence written out.
    expect(
      gradeDrillAnswer(
        { prompt: 'Hier, nous ___ (manger) une pizza.', answers: ['avons mangé'] },
        'avons mange',
      ),
    ).toMatchObject({ verdict: 'near', miss: 'accent', given: 'avons mange' });
    expect(gradeDrillAnswer(future, 'Dentro de diez años, yo tendre mi propia casa.')).toMatchObject({
      verdict: 'near',
      miss: 'accent',
      given: 'tendre',
    });
  });

  it('calls an unrelated answer wrong and shows the first accepted answer', () => {
    expect(gradeDrillAnswer(future, 'casa')).toEqual({ verdict: 'wrong', answer: 'tendré' });
    expect(gradeDrillAnswer(english, '')).toEqual({ verdict: 'wrong', answer: 'will be' });
  });

  it('normalises apostrophes and case but keeps accents', () => {
    expect(normalizeAnswer(' « L’Été » ')).toBe("l'été");
  });
});
