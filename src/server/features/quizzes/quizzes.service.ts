import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import {
  AvailableQuizzesResponseSchema,
  type CompleteQuizBody,
  type KidsLessonResult,
  type KidsLessonSummary,
  type KidsProgress,
  type PlayableQuiz,
  type QuizProgress,
  type QuizResult,
  type QuizSummary,
  type SaveKidsProgressBody,
} from '../../../shared/contracts/quiz-play.ts';
import { findUnlockedKidsLevels, starsForScore } from '../../../shared/domain/kids-rules.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import {
  countCorrectAnswers,
  isAdultLevelUnlocked,
  isPassingScore,
  passMarkFor,
} from '../../../shared/domain/quiz-rules.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../auth/auth.service.ts';
import type { QuizListCache } from './quiz-list-cache.ts';
import { kidsProgress, quizResults, quizzes } from './quizzes.table.ts';

type QuizRow = typeof quizzes.$inferSelect;

const questionCount = sql<number>`jsonb_array_length(${quizzes.questions})`.mapWith(Number);

function toPlayable(row: QuizRow): PlayableQuiz {
  return {
    id: row.id,
    language: row.language,
    level: row.level,
    title: row.title,
    description: row.description,
    isKidsQuiz: row.isKidsQuiz,
    ageGroup: row.ageGroup,
    questions: row.questions,
  };
}

function checkAnswerCount(answers: readonly number[], total: number) {
  if (answers.length !== total) {
    throw new AppError(
      'BAD_REQUEST',
      `Send one answer per question: this quiz has ${total} questions and ${answers.length} answers were sent.`,
    );
  }
}

/**
 * Level quizzes and ABC For Kids for learners. Only active quizzes are served; every score is computed
 * here from the submitted answers; locked levels and lessons are refused as they are on the dashboard.
 */
export function createQuizzesService(deps: { db: Db; clock: Clock; listCache: QuizListCache }) {
  const { db, clock, listCache } = deps;

  async function findPassedLevels(userId: number, language: LanguageCode): Promise<Set<number>> {
    const rows = await db
      .selectDistinct({ level: quizzes.level })
      .from(quizResults)
      .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
      .where(
        and(
          eq(quizResults.userId, userId),
          eq(quizResults.passed, true),
          eq(quizzes.language, language),
          eq(quizzes.isKidsQuiz, false),
        ),
      );
    return new Set(rows.map((row) => row.level));
  }

  async function getActiveAdultQuiz(id: number): Promise<QuizRow> {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.id, id), eq(quizzes.isActive, true), eq(quizzes.isKidsQuiz, false)))
      .limit(1);
    if (!row) throw notFound('Quiz');
    return row;
  }

  async function assertAdultLevelUnlocked(userId: number, quiz: QuizRow) {
    if (quiz.level <= 1) return;
    const passed = await findPassedLevels(userId, quiz.language);
    if (!isAdultLevelUnlocked(quiz.level, passed)) {
      throw new AppError(
        'FORBIDDEN',
        `This level is locked: pass a level ${quiz.level - 1} ${LANGUAGES[quiz.language].name} quiz first.`,
      );
    }
  }

  async function getActiveKidsLesson(language: LanguageCode, lesson: number, quizId?: number) {
    const [row] = await db
      .select()
      .from(quizzes)
      .where(
        and(
          eq(quizzes.isKidsQuiz, true),
          eq(quizzes.isActive, true),
          eq(quizzes.language, language),
          eq(quizzes.level, lesson),
          quizId === undefined ? undefined : eq(quizzes.id, quizId),
        ),
      )
      .orderBy(asc(quizzes.id))
      .limit(1);
    if (!row) throw notFound('Kids lesson');
    return row;
  }

  async function assertKidsLessonUnlocked(userId: number, language: LanguageCode, lesson: number) {
    const [active, completed] = await Promise.all([
      db
        .selectDistinct({ level: quizzes.level })
        .from(quizzes)
        .where(and(eq(quizzes.isKidsQuiz, true), eq(quizzes.isActive, true), eq(quizzes.language, language))),
      db
        .select({ lesson: kidsProgress.lesson })
        .from(kidsProgress)
        .where(
          and(
            eq(kidsProgress.userId, userId),
            eq(kidsProgress.language, language),
            eq(kidsProgress.completed, true),
          ),
        ),
    ]);
    const unlocked = findUnlockedKidsLevels(
      active.map((row) => row.level),
      new Set(completed.map((row) => row.lesson)),
    );
    if (!unlocked.has(lesson)) {
      throw new AppError('FORBIDDEN', 'This lesson is locked: finish the previous lesson first.');
    }
  }

  return {
    /**
     * Active adult quizzes for the dashboard, by level, as the JSON body of GET /api/quiz/available:
     * every dashboard asks for it, so it is validated and serialized once per cache fill.
     */
    getAvailableQuizzesJson(): Promise<string> {
      return listCache.get('adult', async () => {
        const list: QuizSummary[] = await db
          .select({
            id: quizzes.id,
            language: quizzes.language,
            level: quizzes.level,
            title: quizzes.title,
            description: quizzes.description,
            questionCount,
          })
          .from(quizzes)
          .where(and(eq(quizzes.isKidsQuiz, false), eq(quizzes.isActive, true)))
          .orderBy(asc(quizzes.level), asc(quizzes.id));
        return JSON.stringify(AvailableQuizzesResponseSchema.parse({ quizzes: list }));
      });
    },

    /** One line per adult quiz the learner has tried: passed at least once, best score, attempts. */
    async findProgress(userId: number): Promise<QuizProgress[]> {
      const rows = await db
        .select({
          quizId: quizResults.quizId,
          completed: sql<boolean>`bool_or(${quizResults.passed})`.mapWith(Boolean),
          bestScore: max(quizResults.score),
          total: max(quizResults.total),
          attempts: count(),
          lastAttemptAt: max(quizResults.completedAt),
        })
        .from(quizResults)
        .where(eq(quizResults.userId, userId))
        .groupBy(quizResults.quizId)
        .orderBy(asc(quizResults.quizId));
      return rows.map((row) => ({
        quizId: row.quizId,
        completed: row.completed,
        bestScore: row.bestScore ?? 0,
        total: row.total ?? 0,
        attempts: row.attempts,
        lastAttemptAt: new Date(row.lastAttemptAt ?? 0).toISOString(),
      }));
    },

    async getQuizToPlay(userId: number, id: number): Promise<PlayableQuiz> {
      const quiz = await getActiveAdultQuiz(id);
      await assertAdultLevelUnlocked(userId, quiz);
      return toPlayable(quiz);
    },

    /** Scores the submitted answers and records the attempt. A claimed score is never read. */
    async completeQuiz(userId: number, body: CompleteQuizBody): Promise<QuizResult> {
      const quiz = await getActiveAdultQuiz(body.quizId);
      const total = quiz.questions.length;
      checkAnswerCount(body.answers, total);
      await assertAdultLevelUnlocked(userId, quiz);
      const score = countCorrectAnswers(quiz.questions, body.answers);
      const passed = isPassingScore(score, total);
      await db.insert(quizResults).values({
        userId,
        quizId: quiz.id,
        answers: body.answers,
        score,
        total,
        passed,
        completedAt: clock.now(),
      });
      return {
        quizId: quiz.id,
        language: quiz.language,
        level: quiz.level,
        score,
        total,
        passMark: passMarkFor(total),
        passed,
        correct: quiz.questions.map((question, index) => body.answers[index] === question.correctAnswer),
      };
    },

    /** Active kids lessons of one language, by lesson number. */
    findKidsLessons(language: LanguageCode): Promise<KidsLessonSummary[]> {
      return listCache.get(`kids:${language}`, () =>
        db
          .select({
            id: quizzes.id,
            language: quizzes.language,
            level: quizzes.level,
            title: quizzes.title,
            description: quizzes.description,
            ageGroup: quizzes.ageGroup,
            questionCount,
          })
          .from(quizzes)
          .where(
            and(eq(quizzes.isKidsQuiz, true), eq(quizzes.isActive, true), eq(quizzes.language, language)),
          )
          .orderBy(asc(quizzes.level), asc(quizzes.id)),
      );
    },

    async getKidsLessonToPlay(
      userId: number,
      query: { language: LanguageCode; lesson: number; quizId?: number },
    ): Promise<PlayableQuiz> {
      const quiz = await getActiveKidsLesson(query.language, query.lesson, query.quizId);
      await assertKidsLessonUnlocked(userId, query.language, query.lesson);
      return toPlayable(quiz);
    },

    async findKidsProgress(userId: number): Promise<KidsProgress[]> {
      const rows = await db
        .select()
        .from(kidsProgress)
        .where(eq(kidsProgress.userId, userId))
        .orderBy(asc(kidsProgress.language), asc(kidsProgress.lesson));
      return rows.map((row) => ({
        language: row.language,
        lesson: row.lesson,
        stars: row.stars,
        score: row.score,
        total: row.total,
        completed: row.completed,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    /**
     * Scores a finished kids lesson and marks it completed. The best result is kept: a retry with fewer
     * stars (or, at equal stars, a lower score) leaves the stored result as it was.
     */
    async saveKidsProgress(userId: number, body: SaveKidsProgressBody): Promise<KidsLessonResult> {
      const quiz = await getActiveKidsLesson(body.language, body.lesson, body.quizId);
      const total = quiz.questions.length;
      checkAnswerCount(body.answers, total);
      await assertKidsLessonUnlocked(userId, body.language, body.lesson);
      const score = countCorrectAnswers(quiz.questions, body.answers);
      const stars = starsForScore(score, total);
      await db
        .insert(kidsProgress)
        .values({
          userId,
          language: body.language,
          lesson: body.lesson,
          stars,
          score,
          total,
          completed: true,
          updatedAt: clock.now(),
        })
        .onConflictDoUpdate({
          target: [kidsProgress.userId, kidsProgress.language, kidsProgress.lesson],
          set: {
            stars: sql`excluded.stars`,
            score: sql`excluded.score`,
            total: sql`excluded.total`,
            completed: true,
            updatedAt: sql`excluded.updated_at`,
          },
          setWhere: sql`excluded.stars > ${kidsProgress.stars}
            or (excluded.stars = ${kidsProgress.stars} and excluded.score > ${kidsProgress.score})
            or not ${kidsProgress.completed}`,
        });
      const [stored] = await db
        .select({ stars: kidsProgress.stars })
        .from(kidsProgress)
        .where(
          and(
            eq(kidsProgress.userId, userId),
            eq(kidsProgress.language, body.language),
            eq(kidsProgress.lesson, body.lesson),
          ),
        );
      return {
        language: body.language,
        lesson: body.lesson,
        quizId: quiz.id,
        score,
        total,
        stars,
        bestStars: stored?.stars ?? stars,
        completed: true,
      };
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
