import {
  ADULT_ITEM_TYPES,
  AGE_GROUPS,
  KIDS_ITEM_TYPES,
  QuestionSchema,
  type AgeGroup,
  type ItemType,
  type Question,
  type Quiz,
  type QuizWriteBody,
} from '../../../shared/contracts/quizzes.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';

/**
 * The quiz form's rules (docs/product.md#admin), kept apart from the dialog so they are tested
 * on their own. Error values are i18n keys.
 */
export type QuizKind = 'adult' | 'kids';

export const OPTION_COUNT = 4;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The item types the form offers for each kind of quiz (a kids lesson may keep its old gap-fills). */
export const FORM_ITEM_TYPES: Record<QuizKind, readonly ItemType[]> = {
  adult: ADULT_ITEM_TYPES,
  kids: [...KIDS_ITEM_TYPES, 'gap-fill'],
};

export interface QuestionDraft {
  type: ItemType;
  /** The level target the item tests (optional). */
  target: string;
  question: string;
  /** reading, tiny-reading */
  passage: string;
  /** listening, listen-tap: what the app speaks */
  audioText: string;
  /** listening: whether it asks which sentence was heard or what the recording means (decision 206) */
  asks: 'heard' | 'meaning';
  options: string[];
  /** listen-tap in a kids lesson: a picture (emoji) per option, all four or none (decision 207) */
  pictures: string[];
  correctAnswer: number;
  /** word-order: the tiles, one per line, scrambled */
  words: string;
  /** word-order: the right sentence */
  answer: string;
  /** word-order: other right sentences, one per line */
  acceptedAnswers: string;
  explanation: string;
  emoji: string;
}

export interface QuizDraft {
  language: LanguageCode;
  /** Adult level 1–5, or the kids lesson 1–8. */
  level: number;
  title: string;
  description: string;
  isActive: boolean;
  ageGroup: AgeGroup;
  questions: QuestionDraft[];
}

export interface QuizDraftErrors {
  title?: string;
  description?: string;
  questions?: string;
  /** By the question's index in the draft. */
  byQuestion: Record<number, { question?: string; options?: string; pictures?: string; item?: string }>;
}

export function emptyQuestion(type: ItemType = 'gap-fill'): QuestionDraft {
  return {
    type,
    target: '',
    question: '',
    passage: '',
    audioText: '',
    asks: 'heard',
    options: ['', '', '', ''],
    pictures: ['', '', '', ''],
    correctAnswer: 0,
    words: '',
    answer: '',
    acceptedAnswers: '',
    explanation: '',
    emoji: '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function draftFromQuestion(question: Question): QuestionDraft {
  const draft = emptyQuestion(question.type);
  return {
    ...draft,
    target: question.target ?? '',
    question: question.question,
    explanation: question.explanation ?? '',
    emoji: question.emoji ?? '',
    ...('passage' in question ? { passage: question.passage } : {}),
    ...('audioText' in question ? { audioText: question.audioText } : {}),
    ...(question.type === 'listening' ? { asks: question.asks ?? 'heard' } : {}),
    ...(question.type === 'listen-tap' && question.pictures ? { pictures: [...question.pictures] } : {}),
    ...(question.type === 'word-order'
      ? {
          words: question.words.join('\n'),
          answer: question.answer,
          acceptedAnswers: (question.acceptedAnswers ?? []).join('\n'),
        }
      : {
          options: Array.from({ length: OPTION_COUNT }, (_, index) => question.options[index] ?? ''),
          correctAnswer: question.correctAnswer,
        }),
  };
}

/** Whether the form shows picture fields for this item: kids listen-tap items (decision 207). */
export const takesPictures = (question: QuestionDraft, kind: QuizKind) =>
  kind === 'kids' && question.type === 'listen-tap';

/** Whether the administrator gave the item any picture. */
const hasPictures = (question: QuestionDraft) => question.pictures.some((picture) => picture.trim());

/** The item a draft describes, in the API's shape (checked with the item schema afterwards). */
function itemFromDraft(question: QuestionDraft, kind: QuizKind): Record<string, unknown> {
  const explanation = question.explanation.trim();
  const emoji = question.emoji.trim();
  const target = question.target.trim();
  const common = {
    type: question.type,
    question: question.question.trim(),
    ...(target ? { target } : {}),
    ...(explanation ? { explanation } : {}),
    ...(kind === 'kids' && emoji ? { emoji } : {}),
  };
  if (question.type === 'word-order') {
    const accepted = lines(question.acceptedAnswers);
    return {
      ...common,
      words: lines(question.words),
      answer: question.answer.trim(),
      ...(accepted.length > 0 ? { acceptedAnswers: accepted } : {}),
    };
  }
  return {
    ...common,
    options: question.options.map((option) => option.trim()),
    correctAnswer: Math.min(Math.max(question.correctAnswer, 0), OPTION_COUNT - 1),
    ...(question.type === 'reading' || question.type === 'tiny-reading'
      ? { passage: question.passage.trim() }
      : {}),
    ...(question.type === 'listening' || question.type === 'listen-tap'
      ? { audioText: question.audioText.trim() }
      : {}),
    ...(question.type === 'listening' && question.asks === 'meaning' ? { asks: 'meaning' } : {}),
    ...(takesPictures(question, kind) && hasPictures(question)
      ? { pictures: question.pictures.map((picture) => picture.trim()) }
      : {}),
  };
}

/** A blank form; its first question has the first item type of the quiz's kind. */
export function emptyQuizDraft(kind: QuizKind = 'adult'): QuizDraft {
  return {
    language: 'english',
    level: 1,
    title: '',
    description: '',
    isActive: true,
    ageGroup: AGE_GROUPS[0],
    questions: [emptyQuestion(FORM_ITEM_TYPES[kind][0])],
  };
}

export function draftFromQuiz(quiz: Quiz): QuizDraft {
  return {
    language: quiz.language,
    level: quiz.level,
    title: quiz.title,
    description: quiz.description,
    isActive: quiz.isActive,
    ageGroup: quiz.ageGroup ?? AGE_GROUPS[0],
    questions: quiz.questions.length > 0 ? quiz.questions.map(draftFromQuestion) : [emptyQuestion()],
  };
}

export function hasErrors(errors: QuizDraftErrors): boolean {
  return Boolean(
    errors.title || errors.description || errors.questions || Object.keys(errors.byQuestion).length > 0,
  );
}

/**
 * Checks the draft and builds the request body. Questions whose text is blank are dropped; every
 * kept question needs four different options (word-order: tiles and the sentence they make) and must
 * pass the item schema of its type.
 */
export function validateQuizDraft(
  draft: QuizDraft,
  kind: QuizKind,
): { errors: QuizDraftErrors; body: QuizWriteBody | undefined } {
  const errors: QuizDraftErrors = { byQuestion: {} };
  if (!draft.title.trim()) errors.title = 'adminDashboard.quizForm.errors.required';
  if (!draft.description.trim()) errors.description = 'adminDashboard.quizForm.errors.required';

  const kept: QuizWriteBody['questions'] = [];
  draft.questions.forEach((question, index) => {
    const text = question.question.trim();
    if (!text) return;
    if (question.type !== 'word-order') {
      const options = question.options.map((option) => option.trim());
      if (options.some((option) => !option)) {
        errors.byQuestion[index] = { options: 'adminDashboard.quizForm.errors.optionsRequired' };
        return;
      }
      if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
        errors.byQuestion[index] = { options: 'adminDashboard.quizForm.errors.optionsDistinct' };
        return;
      }
    }
    if (takesPictures(question, kind) && hasPictures(question)) {
      const pictures = question.pictures.map((picture) => picture.trim());
      if (pictures.some((picture) => !picture)) {
        errors.byQuestion[index] = { pictures: 'adminDashboard.quizForm.errors.picturesIncomplete' };
        return;
      }
      if (new Set(pictures).size !== pictures.length) {
        errors.byQuestion[index] = { pictures: 'adminDashboard.quizForm.errors.picturesDistinct' };
        return;
      }
    }
    // The same item schema as the API's: each type's own fields and rules.
    const parsed = QuestionSchema.safeParse(itemFromDraft(question, kind));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.byQuestion[index] = { item: `${issue.path.join('.')}: ${issue.message}` };
      return;
    }
    kept.push(parsed.data);
  });
  if (kept.length === 0 && Object.keys(errors.byQuestion).length === 0) {
    errors.questions = 'adminDashboard.quizForm.errors.noQuestions';
  }
  if (hasErrors(errors)) return { errors, body: undefined };

  // Every save from the form sends the switch's value, not a forced true.
  const body: QuizWriteBody = {
    language: draft.language,
    level: draft.level,
    title: draft.title.trim(),
    description: draft.description.trim(),
    questions: kept,
    isActive: draft.isActive,
    isKidsQuiz: kind === 'kids',
    ...(kind === 'kids' ? { ageGroup: draft.ageGroup } : {}),
  };
  return { errors, body };
}
