import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { splitSentences } from '../../../shared/domain/sentences.ts';

/**
 * "Help me answer" offline (decision 214): two short replies a learner could give to the teacher's last
 * question, written by teachers for every question the offline partner and the course conversations ask
 * (`content/offline-partner/answers/`), and two that fit any question when the last line is not one of
 * them.
 */
const reply = z.string().trim().min(1).max(200);
const AnswersSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  /** By the question exactly as the teacher asks it. */
  answers: z.record(z.string().min(2), z.tuple([reply, reply])),
  /** Replies that fit any question: asking for it again, taking a moment. */
  fallback: z.tuple([reply, reply]),
});
export type AuthoredAnswers = z.infer<typeof AnswersSchema>;

const ANSWERS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/offline-partner/answers',
);

/** The same question however its spaces, apostrophes and capitals were typed. */
export function questionKey(question: string): string {
  return question
    .normalize('NFC')
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .replace(/[’‘]/g, "'")
    .trim()
    .toLowerCase();
}

const loaded = new Map<LanguageCode, { file: AuthoredAnswers; byQuestion: Map<string, [string, string]> }>();

export function loadAuthoredAnswers(language: LanguageCode) {
  let answers = loaded.get(language);
  if (!answers) {
    const file = AnswersSchema.parse(
      JSON.parse(fs.readFileSync(path.join(ANSWERS_DIR, `${language}.json`), 'utf8')) as unknown,
    );
    const byQuestion = new Map(
      Object.entries(file.answers).map(([question, replies]) => [questionKey(question), replies] as const),
    );
    answers = { file, byQuestion };
    loaded.set(language, answers);
  }
  return answers;
}

/** The question a teacher line ends with (its last sentence ending in a question mark), if any. */
export function lastQuestion(teacherText: string): string | undefined {
  const sentences = splitSentences(teacherText.trim());
  return sentences.findLast((sentence) => /[?？][\s"'”’»)]*$/u.test(sentence));
}

/** Two replies the learner could give to the teacher's line: its question's, else the ones for any. */
export function authoredReplies(language: LanguageCode, teacherText: string | undefined): [string, string] {
  const { file, byQuestion } = loadAuthoredAnswers(language);
  const question = teacherText ? lastQuestion(teacherText) : undefined;
  return (question && byQuestion.get(questionKey(question))) || file.fallback;
}
