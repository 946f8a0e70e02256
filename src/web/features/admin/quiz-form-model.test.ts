import { describe, expect, it } from 'vitest';
import { QuizWriteBodySchema, type Quiz } from '../../../shared/contracts/quizzes.ts';
import {
  draftFromQuiz,
  emptyQuestion,
  emptyQuizDraft,
  validateQuizDraft,
  type QuizDraft,
} from './quiz-form-model.ts';

function filledDraft(overrides: Partial<QuizDraft> = {}): QuizDraft {
  return {
    ...emptyQuizDraft(),
    title: '  Greetings ',
    description: 'Say hello',
    questions: [
      {
        ...emptyQuestion(),
        question: ' How do you say hola? ',
        options: ['Hello', 'Bye', 'Thanks', 'Please'],
        correctAnswer: 0,
        emoji: '👋',
      },
    ],
    ...overrides,
  };
}

describe('quiz form', () => {
  it('starts in English, level 1, active, ages 4-6, with one blank question whose answer is the first option', () => {
    expect(emptyQuizDraft()).toMatchObject({
      language: 'english',
      level: 1,
      isActive: true,
      ageGroup: '4-6',
    });
    expect(emptyQuizDraft().questions).toEqual([emptyQuestion()]);
    expect(emptyQuestion().correctAnswer).toBe(0);
  });

  it('requires title and description', () => {
    const { errors, body } = validateQuizDraft(filledDraft({ title: ' ', description: '' }), 'adult');
    expect(body).toBeUndefined();
    expect(errors.title).toBe('adminDashboard.quizForm.errors.required');
    expect(errors.description).toBe('adminDashboard.quizForm.errors.required');
  });

  it('drops questions with blank text and requires four different options on the others', () => {
    const draft = filledDraft();
    draft.questions.push({ ...emptyQuestion(), options: ['only one', '', '', ''] });
    draft.questions.push({ ...emptyQuestion(), question: 'Pick', options: ['a', 'b', '', 'd'] });
    draft.questions.push({ ...emptyQuestion(), question: 'Same', options: ['a', 'A ', 'c', 'd'] });
    const { errors } = validateQuizDraft(draft, 'adult');
    expect(errors.byQuestion).toEqual({
      2: { options: 'adminDashboard.quizForm.errors.optionsRequired' },
      3: { options: 'adminDashboard.quizForm.errors.optionsDistinct' },
    });
    draft.questions.splice(2, 2);
    const { body } = validateQuizDraft(draft, 'adult');
    expect(body!.questions).toHaveLength(1);
  });

  it('asks for at least one question with text', () => {
    const { errors } = validateQuizDraft(filledDraft({ questions: [emptyQuestion()] }), 'adult');
    expect(errors.questions).toBe('adminDashboard.quizForm.errors.noQuestions');
  });

  it('builds an adult body the server contract accepts, without kids fields', () => {
    const { body } = validateQuizDraft(filledDraft({ level: 5, isActive: false }), 'adult');
    expect(body).toEqual({
      language: 'english',
      level: 5,
      title: 'Greetings',
      description: 'Say hello',
      isActive: false,
      isKidsQuiz: false,
      questions: [
        {
          type: 'gap-fill',
          question: 'How do you say hola?',
          options: ['Hello', 'Bye', 'Thanks', 'Please'],
          correctAnswer: 0,
        },
      ],
    });
    expect(QuizWriteBodySchema.safeParse(body).success).toBe(true);
  });

  it('builds a kids body with the lesson, age group and emoji', () => {
    const { body } = validateQuizDraft(
      filledDraft({ level: 8, ageGroup: '10-12', language: 'french' }),
      'kids',
    );
    expect(body).toMatchObject({ level: 8, ageGroup: '10-12', isKidsQuiz: true, language: 'french' });
    expect(body!.questions[0]!.emoji).toBe('👋');
    expect(QuizWriteBodySchema.safeParse(body).success).toBe(true);
  });

  it('opens an existing quiz with its values', () => {
    const quiz: Quiz = {
      id: 3,
      language: 'spanish',
      level: 4,
      title: 'Animales',
      description: 'Los animales',
      localized: null,
      isActive: false,
      isKidsQuiz: true,
      ageGroup: '7-9',
      questions: [
        {
          type: 'picture-word',
          question: '¿Gato?',
          options: ['Cat', 'Dog', 'Cow', 'Pig'],
          correctAnswer: 2,
          emoji: '🐱',
        },
      ],
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(draftFromQuiz(quiz)).toEqual({
      language: 'spanish',
      level: 4,
      title: 'Animales',
      description: 'Los animales',
      isActive: false,
      ageGroup: '7-9',
      questions: [
        {
          ...emptyQuestion('picture-word'),
          question: '¿Gato?',
          options: ['Cat', 'Dog', 'Cow', 'Pig'],
          correctAnswer: 2,
          emoji: '🐱',
        },
      ],
    });
  });

  it('keeps what a listening item asks, so a question about the recording’s meaning saves as one', () => {
    const quiz: Quiz = {
      id: 4,
      language: 'english',
      level: 2,
      title: 'Listening',
      description: 'Understanding what is said.',
      localized: null,
      isActive: true,
      isKidsQuiz: false,
      ageGroup: null,
      questions: [
        {
          type: 'listening',
          asks: 'meaning',
          question: 'Listen. Why is Ana calling?',
          audioText: 'Hi, it’s Ana. The dentist moved my appointment, so I can’t meet you at four.',
          options: ['To change a plan', 'To book a dentist', 'To ask the time', 'To invite you out'],
          correctAnswer: 0,
        },
      ],
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const draft = draftFromQuiz(quiz);
    expect(draft.questions[0]!.asks).toBe('meaning');
    const { body } = validateQuizDraft(draft, 'adult');
    expect(body!.questions[0]).toMatchObject({ type: 'listening', asks: 'meaning' });
    expect(QuizWriteBodySchema.safeParse(body).success).toBe(true);
  });

  it('builds typed items: a reading passage, a listening sentence and word-order tiles', () => {
    const draft = filledDraft({
      questions: [
        {
          ...emptyQuestion('reading'),
          question: 'Where does Ana work?',
          passage: 'Ana is a nurse. She works at the city hospital.',
          options: ['In a hospital', 'In a school', 'In a shop', 'At home'],
        },
        {
          ...emptyQuestion('listening'),
          question: 'What did you hear?',
          audioText: 'I live in Leeds.',
          options: ['I live in Leeds.', 'I lived in Leeds.', 'I leave Leeds.', 'I love Leeds.'],
        },
        {
          ...emptyQuestion('word-order'),
          question: 'Put the words in order.',
          words: 'tea.\nlike\nI\ngreen',
          answer: 'I like green tea.',
        },
      ],
    });
    const { errors, body } = validateQuizDraft(draft, 'adult');
    expect(errors.byQuestion).toEqual({});
    expect(body!.questions).toEqual([
      expect.objectContaining({
        type: 'reading',
        passage: 'Ana is a nurse. She works at the city hospital.',
      }),
      expect.objectContaining({ type: 'listening', audioText: 'I live in Leeds.' }),
      {
        type: 'word-order',
        question: 'Put the words in order.',
        words: ['tea.', 'like', 'I', 'green'],
        answer: 'I like green tea.',
      },
    ]);
    expect(QuizWriteBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps a shipped listen-tap item’s pictures through a save, and lets them be cleared (decision 207)', () => {
    const quiz: Quiz = {
      id: 5,
      language: 'english',
      level: 2,
      title: 'Colors & Shapes',
      description: 'Colours',
      localized: null,
      isActive: true,
      isKidsQuiz: true,
      ageGroup: '4-6',
      questions: [
        {
          type: 'listen-tap',
          emoji: '🔊',
          question: 'Escucha: ¿qué color oyes?',
          audioText: 'yellow',
          options: ['red', 'yellow', 'orange', 'brown'],
          pictures: ['🔴', '🟡', '🟠', '🟤'],
          correctAnswer: 1,
        },
      ],
      createdAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T10:00:00.000Z',
    };
    const draft = draftFromQuiz(quiz);
    expect(draft.questions[0]!.pictures).toEqual(['🔴', '🟡', '🟠', '🟤']);
    const { body } = validateQuizDraft(draft, 'kids');
    expect(body!.questions).toEqual(quiz.questions);
    expect(QuizWriteBodySchema.safeParse(body).success).toBe(true);

    const cleared = { ...draft.questions[0]!, pictures: ['', ' ', '', ''] };
    const saved = validateQuizDraft({ ...draft, questions: [cleared] }, 'kids').body!.questions[0]!;
    expect(saved).not.toHaveProperty('pictures');
    const retyped = { ...draft.questions[0]!, type: 'translate' as const };
    expect(
      validateQuizDraft({ ...draft, questions: [retyped] }, 'kids').body!.questions[0],
    ).not.toHaveProperty('pictures');
  });

  it('wants a picture for every option or none, all different', () => {
    const item = {
      ...emptyQuestion('listen-tap'),
      question: 'Listen',
      audioText: 'cat',
      options: ['cat', 'dog', 'cow', 'pig'],
      emoji: '🔊',
    };
    const check = (pictures: string[]) =>
      validateQuizDraft(filledDraft({ questions: [{ ...item, pictures }] }), 'kids').errors.byQuestion;
    expect(check(['🐱', '', '🐄', '🐷'])).toEqual({
      0: { pictures: 'adminDashboard.quizForm.errors.picturesIncomplete' },
    });
    expect(check(['🐱', '🐶', '🐱', '🐷'])).toEqual({
      0: { pictures: 'adminDashboard.quizForm.errors.picturesDistinct' },
    });
    expect(check(['🐱', '🐶', '🐄', '🐷'])).toEqual({});
  });

  it('refuses a word-order answer that does not use the tiles, with the reason', () => {
    const draft = filledDraft({
      questions: [
        { ...emptyQuestion('word-order'), question: 'Order', words: 'a\nb\nc\nd', answer: 'a b c e' },
      ],
    });
    const { errors, body } = validateQuizDraft(draft, 'adult');
    expect(body).toBeUndefined();
    expect(errors.byQuestion[0]!.item).toMatch(/answer: The answer must use every tile once/);
  });
});
