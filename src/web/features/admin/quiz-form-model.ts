import {
  AGE_GROUPS,
  type AgeGroup,
  type Quiz,
  type QuizWriteBody,
} from '../../../shared/contracts/quizzes.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';

/**
 * The quiz form's rules (SPEC §5, decisions D6 and D8), kept apart from the dialog so they are tested
 * on their own. Error values are i18n keys.
 */
export type QuizKind = 'adult' | 'kids';

export const OPTION_COUNT = 4;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export interface QuestionDraft {
  question: string;
  options: string[];
  correctAnswer: number;
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
  byQuestion: Record<number, { question?: string; options?: string }>;
}

export function emptyQuestion(): QuestionDraft {
  return { question: '', options: ['', '', '', ''], correctAnswer: 0, explanation: '', emoji: '' };
}

export function emptyQuizDraft(): QuizDraft {
  return {
    language: 'english',
    level: 1,
    title: '',
    description: '',
    isActive: true,
    ageGroup: AGE_GROUPS[0],
    questions: [emptyQuestion()],
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
    questions:
      quiz.questions.length > 0
        ? quiz.questions.map((question) => ({
            question: question.question,
            options: Array.from({ length: OPTION_COUNT }, (_, index) => question.options[index] ?? ''),
            correctAnswer: question.correctAnswer,
            explanation: question.explanation ?? '',
            emoji: question.emoji ?? '',
          }))
        : [emptyQuestion()],
  };
}

export function hasErrors(errors: QuizDraftErrors): boolean {
  return Boolean(
    errors.title || errors.description || errors.questions || Object.keys(errors.byQuestion).length > 0,
  );
}

/**
 * Checks the draft and builds the request body. Questions whose text is blank are dropped; every
 * kept question needs four different options.
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
    const options = question.options.map((option) => option.trim());
    if (options.some((option) => !option)) {
      errors.byQuestion[index] = { options: 'adminDashboard.quizForm.errors.optionsRequired' };
      return;
    }
    if (new Set(options.map((option) => option.toLowerCase())).size !== options.length) {
      errors.byQuestion[index] = { options: 'adminDashboard.quizForm.errors.optionsDistinct' };
      return;
    }
    const explanation = question.explanation.trim();
    const emoji = question.emoji.trim();
    kept.push({
      question: text,
      options,
      correctAnswer: Math.min(Math.max(question.correctAnswer, 0), OPTION_COUNT - 1),
      ...(explanation ? { explanation } : {}),
      ...(kind === 'kids' && emoji ? { emoji } : {}),
    });
  });
  if (kept.length === 0 && Object.keys(errors.byQuestion).length === 0) {
    errors.questions = 'adminDashboard.quizForm.errors.noQuestions';
  }
  if (hasErrors(errors)) return { errors, body: undefined };

  // Every save from the form sends the switch's value (D8), not a forced true.
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
