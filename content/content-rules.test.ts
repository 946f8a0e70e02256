import { describe, expect, it } from 'vitest';
import { QuestionSchema } from '../src/shared/contracts/quizzes.ts';
import {
  adultItemProblems,
  coverageProblems,
  duplicateProblems,
  keyFormProblems,
  kidsItemProblems,
  kidsLessonProblems,
  optionAudioProblems,
  pictureProblems,
  positionProblems,
  readingProblems,
  repeatedKidsKeyProblems,
  sharedWordProblems,
  varietyProblems,
  wordOrderProblems,
  type AdultItem,
  type KidsItem,
  type KidsLesson,
} from './content-rules.ts';

const gap = (correctAnswer: number, question = 'Yo ___ de Madrid.'): AdultItem => ({
  type: 'gap-fill',
  target: 'ser-estar-basics',
  question,
  options: ['soy', 'estoy', 'es', 'está'],
  correctAnswer,
  explanation: 'Origin takes ser.',
});

describe('the key-form rule', () => {
  it('passes options that share their form', () => {
    expect(keyFormProblems(['tiene', 'tenga', 'tendrá', 'tuvo'], 1)).toEqual([]);
    expect(keyFormProblems(['habló', 'hablará', 'hablaba', 'hablo'], 0)).toEqual([]);
  });

  it('catches the only option with an accent, or the only one without', () => {
    expect(keyFormProblems(['comió', 'come', 'comía', 'coma'], 0)).toHaveLength(0);
    expect(keyFormProblems(['está', 'están', 'estás', 'estar'], 3)).toEqual([
      'the key is the only option with or without an accent',
    ]);
    expect(keyFormProblems(['parlé', 'parler', 'parlez', 'parles'], 0)).toContain(
      'the key is the only option with or without an accent',
    );
  });

  it('catches the only multi-word option among single words', () => {
    expect(keyFormProblems(['preparé', 'preparaba', 'habría preparado', 'prepararé'], 2)).toContain(
      'the key is the only option of one word or of several words',
    );
  });

  it('catches the only capitalised option', () => {
    expect(keyFormProblems(['Londres', 'paris', 'roma', 'berlín'], 0)).toContain(
      'the key is the only capitalised or lower-case option',
    );
  });

  it('catches the only option without the ending the others share', () => {
    expect(keyFormProblems(['hablar', 'cantar', 'bailar', 'sepa'], 3)).toContain(
      'the key is the only option without the ending the others share',
    );
    expect(keyFormProblems(['hablar', 'cantar', 'bailar', 'sepa'], 0)).toEqual([]);
  });
});

describe('the rules of each item type', () => {
  it('require a gap in a gap-fill', () => {
    expect(adultItemProblems(gap(0))).toEqual([]);
    expect(adultItemProblems(gap(0, 'Yo soy de Madrid.'))).toEqual(['a gap-fill question needs a ___ gap']);
  });

  it('refuse repeated options', () => {
    const item = { ...gap(0), options: ['soy', 'Soy', 'es', 'está'] } as AdultItem;
    expect(adultItemProblems(item)).toContain('the four options are not distinct');
  });

  it('refuse a reading key copied from the passage or the question, and passages of the wrong length', () => {
    expect(readingProblems({ passage: 'Ana vive en Lima. Trabaja en un banco.', question: '¿Dónde trabaja?', key: 'en un banco' })).toEqual(['the key is copied word for word from the passage']);
    expect(readingProblems({ passage: 'Ana vive en Lima. Trabaja en un banco.', question: '¿Qué hace Ana?', key: 'Es empleada bancaria.' })).toEqual([]);
    const reading: AdultItem = {
      type: 'reading',
      target: 'reading-notes',
      passage: 'Ana vive en Lima.',
      question: '¿Qué hace Ana?',
      options: ['Vive en Perú.', 'Vive en Chile.', 'Vive en México.', 'Vive en Cuba.'],
      correctAnswer: 0,
      explanation: 'Lima is in Peru.',
    };
    expect(adultItemProblems(reading)).toEqual(['a reading passage has 2–12 sentences, not 1']);
  });

  it('require word-order tiles that are the answer’s words, not already in order', () => {
    expect(wordOrderProblems({ words: ['Madrid', 'soy', 'de', 'Yo'], answer: 'Yo soy de Madrid' })).toEqual([]);
    expect(wordOrderProblems({ words: ['Yo', 'soy', 'de', 'Madrid'], answer: 'Yo soy de Madrid' })).toEqual([
      'the tiles are already in a correct order',
    ]);
    expect(wordOrderProblems({ words: ['Madrid', 'soy', 'en', 'Yo'], answer: 'Yo soy de Madrid' })).toEqual([
      'the tiles are not the words of «Yo soy de Madrid»',
    ]);
    expect(
      wordOrderProblems({ words: ['hoy', 'Ana', 'llega'], answer: 'Ana llega hoy', acceptedAnswers: ['hoy Ana llega'] }),
    ).toEqual(['the tiles are already in a correct order']);
  });

  it('require error-spotting segments that make up the sentence', () => {
    const item = (question: string): AdultItem => ({
      type: 'error-spotting',
      target: 'ser-estar-basics',
      question,
      options: ['Mi hermana', 'es', 'en', 'la cocina.'],
      correctAnswer: 1,
      explanation: 'Location takes estar.',
    });
    expect(adultItemProblems(item('Mi hermana es en la cocina.'))).toEqual([]);
    expect(adultItemProblems(item('Mi hermana es en la cocina ahora.'))).toEqual([
      'the four segments joined with spaces are not the sentence',
    ]);
  });

  it('require the spoken sentence to be the key of a listening item', () => {
    const item = (audioText: string, correctAnswer = 0): AdultItem => ({
      type: 'listening',
      target: 'listening-basic',
      audioText,
      question: '¿Qué has oído?',
      options: ['Vivo en Madrid.', 'Vive en Madrid.', 'Viví en Madrid.', 'Vivió en Madrid.'],
      correctAnswer,
      explanation: 'First person present.',
    });
    expect(adultItemProblems(item('Vivo en Madrid.'))).toEqual([]);
    expect(adultItemProblems(item('Vivo en Madrid.', 1))).toContain('the key is not the spoken sentence');
    expect(adultItemProblems(item('Vivimos en Madrid.'))).toContain('the spoken sentence is not exactly one of the options');
  });

  it('let a listening item ask what the recording means, with no option that is the recording', () => {
    const item = (options: string[]): AdultItem => ({
      type: 'listening',
      asks: 'meaning',
      target: 'listening-detail',
      audioText: 'Hola, soy Ana. El dentista me ha cambiado la cita, así que no puedo quedar a las cuatro.',
      question: 'Escucha. ¿Por qué llama Ana?',
      options,
      correctAnswer: 0,
      explanation: '«no puedo quedar a las cuatro».',
    });
    expect(
      adultItemProblems(item(['Para anular un plan', 'Para pedir cita', 'Para saber la hora', 'Para invitarte'])),
    ).toEqual([]);
    expect(
      adultItemProblems(
        item([
          'Hola, soy Ana. El dentista me ha cambiado la cita, así que no puedo quedar a las cuatro.',
          'Para pedir cita',
          'Para saber la hora',
          'Para invitarte',
        ]),
      ),
    ).toContain('an option is the recording itself: a question about its meaning offers meanings');
  });

  it('flag a prompt that shares a content word with one option only, by its stem', () => {
    const item = (question: string): AdultItem => ({
      type: 'listening',
      target: 'listening-basic',
      audioText: 'The kitchen is small.',
      question,
      options: ['The kitchen is small.', 'The chicken is small.', 'The kitten is small.', 'The mitten is small.'],
      correctAnswer: 0,
      explanation: 'Kitchen.',
    });
    expect(sharedWordProblems(item('Listen. What did you hear?'))).toEqual([]);
    expect(sharedWordProblems(item('Listen. What did you hear about the kitchens?'))).toEqual([
      '«Listen. What did you hear about the kitchens?» shares a word with one option only: «The kitchen is small.»',
    ]);
  });

  it('require guillemets around what a meaning-in-context item asks about', () => {
    const item = (question: string) =>
      QuestionSchema.parse({
        type: 'meaning-in-context',
        target: 'idioms-b2',
        question,
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 0,
        explanation: 'x',
      }) as AdultItem;
    expect(adultItemProblems(item('Está en las nubes: ¿qué significa «estar en las nubes»?'))).toEqual([]);
    expect(adultItemProblems(item('Está en las nubes: ¿qué significa?'))).toContain(
      'the word or phrase asked about must be in «guillemets»',
    );
  });
});

describe('the rules of a level', () => {
  const items = (targets: string[], type = 'gap-fill') => targets.map((target) => ({ target, type }));

  it('want every target covered and none above 30 %', () => {
    expect(coverageProblems(items(['a', 'b', 'c', 'a', 'b', 'c', 'd', 'd', 'e', 'e']), ['a', 'b', 'c', 'd', 'e'])).toEqual([]);
    expect(coverageProblems(items(['a', 'a', 'a', 'a', 'b', 'c', 'c', 'b', 'b', 'c']), ['a', 'b', 'c', 'd'])).toEqual([
      'target «a» holds 40 % of the level (max 30 %)',
      'target «d» has no item',
    ]);
    expect(coverageProblems(items(['a', 'b', 'x']), ['a', 'b'])).toContain('target «x» is not a target of this level');
  });

  it('want at least 4 item types and gap-fill at most half', () => {
    const mixed = [...items(['a', 'a'], 'gap-fill'), ...items(['a'], 'reading'), ...items(['a'], 'listening'), ...items(['a'], 'word-order')];
    expect(varietyProblems(mixed)).toEqual([]);
    expect(varietyProblems([...mixed, ...items(['a', 'a', 'a'], 'gap-fill')])).toEqual(['gap-fill holds 63 % of the level (max 50 %)']);
    expect(varietyProblems(items(['a', 'b'], 'reading'))).toEqual(['only 1 item types (at least 4)']);
  });

  it('want the key spread over the four positions', () => {
    expect(positionProblems([0, 1, 2, 3, 0, 1, 2, 3].map((position) => gap(position)))).toEqual([]);
    expect(positionProblems([0, 0, 0, 1, 2, 3, 1, 2].map((position) => gap(position)))).toEqual([
      'the key is at position 0 in 38 % of the items (15–35 %)',
      'the key is at position 3 in 13 % of the items (15–35 %)',
    ]);
  });

  it('refuse the same spoken sentence under another prompt, and the same prompt for other content', () => {
    const listening = (question: string, audioText: string): AdultItem => ({
      type: 'listening',
      target: 'listening-basic',
      question,
      audioText,
      options: [audioText, `${audioText} Sí.`, `${audioText} No.`, `${audioText} Ya.`],
      correctAnswer: 0,
      explanation: 'x',
    });
    const one = { file: 'one', items: [listening('¿Qué has oído sobre la casa?', 'Vivo aquí.')] };
    expect(duplicateProblems([one, { file: 'two', items: [listening('¿Y sobre el tren?', 'Llega tarde.')] }])).toEqual([]);
    expect(duplicateProblems([one, { file: 'two', items: [listening('¿Y sobre el tren?', 'Vivo aquí.')] }])).toHaveLength(1);
    expect(duplicateProblems([one, { file: 'two', items: [listening('¿Qué has oído sobre la casa?', 'Llega tarde.')] }])).toHaveLength(1);
  });

  it('refuse the same question in two levels', () => {
    expect(duplicateProblems([{ file: 'one', items: [gap(0)] }, { file: 'two', items: [gap(1, 'Tú ___ de Madrid.')] }])).toEqual([]);
    expect(duplicateProblems([{ file: 'one', items: [gap(0)] }, { file: 'two', items: [gap(1)] }])).toEqual([
      'two: «Yo ___ de Madrid.» repeats an item of one',
    ]);
  });
});

describe('the rules of kids lessons', () => {
  const kid = (type: KidsItem['type'], key: string, emoji = '🐶', others = ['gato', 'pez', 'pato']): KidsItem =>
    ({
      type,
      emoji,
      question: `¿${key}?`,
      options: [key, ...others],
      correctAnswer: 0,
      explanation: 'x',
      ...(type === 'listen-tap' ? { audioText: key } : {}),
    }) as KidsItem;
  const lesson = (questions: KidsItem[], ageGroup: KidsLesson['ageGroup'] = '4-6'): KidsLesson => ({
    language: 'spanish',
    lesson: 1,
    title: 'ABC & Numbers',
    description: 'x',
    ageGroup,
    questions,
  });

  it('refuse an emoji that writes the answer out', () => {
    expect(kidsItemProblems(kid('picture-word', 'perro'))).toEqual([]);
    expect(kidsItemProblems(kid('translate', 'siete', '7️⃣', ['seis', 'ocho', 'nueve']))).toEqual([
      'the emoji 7️⃣ writes out a number or letter',
    ]);
    expect(kidsItemProblems(kid('translate', 'diez', '🔟', ['seis', 'ocho', 'nueve']))).toHaveLength(1);
  });

  it('want 4 templates, the age group’s own templates and translate at most 25 %', () => {
    const good = [kid('picture-word', 'a'), kid('listen-tap', 'b'), kid('translate', 'c'), kid('phrase', 'd')];
    expect(kidsLessonProblems(lesson(good))).toEqual([]);
    expect(kidsLessonProblems(lesson(good, '10-12'))).toEqual([
      'a lesson for 10-12 needs a sentence item',
      'a lesson for 10-12 needs a tiny-reading item',
    ]);
    expect(kidsLessonProblems(lesson([...good, kid('translate', 'e')]))).toEqual(['translate holds 40 % of the lesson (max 25 %)']);
    expect(kidsLessonProblems(lesson(good.slice(0, 3)))).toContain('only 3 item types (at least 4)');
  });

  it('want every option, as written and as localized, to be words that can be spoken', () => {
    expect(optionAudioProblems(kid('listen-tap', 'perro'))).toEqual([]);
    expect(optionAudioProblems(kid('picture-word', 'siete', '🎲', ['7', 'seis', 'ocho']))).toEqual([]);
    expect(optionAudioProblems(kid('picture-word', '🐶', '🐾', ['🐱', '...', 'pez']))).toEqual([
      'the option «🐶» has no words to speak',
      'the option «🐱» has no words to speak',
      'the option «...» has no words to speak',
    ]);
    const translated = {
      ...kid('translate', 'perro'),
      localized: { en: { options: ['dog', '🐱', 'fish', 'duck'] } },
    } as KidsItem;
    expect(optionAudioProblems(translated)).toEqual(['the option «🐱» (en) has no words to speak']);
  });

  it('want a listen-tap item’s pictures one per option, all different, none writing the word out', () => {
    const pictured = (pictures: string[]) => ({ ...kid('listen-tap', 'perro'), pictures }) as KidsItem;
    expect(pictureProblems(pictured(['🐶', '🐱', '🐟', '🦆']))).toEqual([]);
    expect(pictureProblems(kid('listen-tap', 'perro'))).toEqual([]);
    expect(pictureProblems(pictured(['🐶', '🐱', '🐟']))).toEqual(['3 pictures for 4 options']);
    expect(pictureProblems(pictured(['🐶', '🐱', '🐶', '🦆']))).toEqual(['two options have the same picture']);
    expect(pictureProblems(pictured(['🐶', '🐱', 'A', '🔟']))).toEqual([
      'the picture «A» writes out a letter or number',
      'the picture «🔟» writes out a letter or number',
    ]);
    // The shared item contract refuses the same, so neither the content nor the admin form can store it.
    expect(QuestionSchema.safeParse(pictured(['🐶', '🐱', '🐟', '🦆'])).success).toBe(true);
    expect(QuestionSchema.safeParse(pictured(['🐶', '🐱', '🐟'])).success).toBe(false);
    expect(QuestionSchema.safeParse(pictured(['🐶', '🐱', '🐶', '🦆'])).success).toBe(false);
    expect(QuestionSchema.safeParse(pictured(['🐶', '🐱', ' ', '🦆'])).success).toBe(false);
    // Only a listen-tap item has pictures: another type's are not kept.
    const pictureWord = { ...pictured(['🐶', '🐱', '🐟', '🦆']), type: 'picture-word' };
    expect(QuestionSchema.parse(pictureWord)).not.toHaveProperty('pictures');
  });

  it('refuse an answer repeated across lessons, with or without its article', () => {
    const one = { file: 'one', items: [kid('picture-word', 'el perro')] };
    expect(repeatedKidsKeyProblems([one, { file: 'two', items: [kid('picture-word', 'la vaca')] }])).toEqual([]);
    expect(repeatedKidsKeyProblems([one, { file: 'two', items: [kid('translate', 'perro')] }])).toEqual([
      'two: the answer «perro» is already an answer in one',
    ]);
  });
});
