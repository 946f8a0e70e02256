import type { ChatModel } from '../../integrations/ai/chat-model.ts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Quiz, QuizWriteBody } from '../../../shared/contracts/quizzes.ts';
import type { GeneratedKidsQuiz, GeneratedQuiz } from '../../../shared/contracts/quiz-content.ts';
import { withItemType, type AgeGroup } from '../../../shared/contracts/quizzes.ts';
import { FIRST_LESSON_BY_AGE_GROUP } from '../../../shared/domain/kids-rules.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AuditLog } from '../admin/audit.service.ts';
import type { Clock } from '../../core/clock.ts';
import { generateAdultQuiz, generateKidsQuiz } from './quiz-generation.ts';
import type { QuizListCache } from './quiz-list-cache.ts';
import { QUIZ_DELETE_ACTION } from './quiz-seed.ts';
import { quizzes } from './quizzes.table.ts';

type QuizRow = typeof quizzes.$inferSelect;
type QuizValues = Omit<typeof quizzes.$inferInsert, 'id' | 'createdAt'>;

function toQuizDto(row: QuizRow): Quiz {
  return {
    id: row.id,
    language: row.language,
    level: row.level,
    title: row.title,
    description: row.description,
    localized: row.localized,
    questions: row.questions.map(withItemType),
    isActive: row.isActive,
    isKidsQuiz: row.isKidsQuiz,
    ageGroup: row.ageGroup,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Form input as stored: kids lessons always have an age group (default 4-6); adult quizzes never do. */
function valuesFromForm(body: QuizWriteBody): Omit<QuizValues, 'source'> {
  return {
    language: body.language,
    level: body.level,
    title: body.title,
    description: body.description,
    questions: body.questions,
    isActive: body.isActive,
    isKidsQuiz: body.isKidsQuiz,
    ageGroup: body.isKidsQuiz ? (body.ageGroup ?? '4-6') : null,
  };
}

function auditDetails(row: QuizRow) {
  return {
    title: row.title,
    language: row.language,
    level: row.level,
    isKidsQuiz: row.isKidsQuiz,
    isActive: row.isActive,
    questionCount: row.questions.length,
    ...(row.contentKey ? { contentKey: row.contentKey } : {}),
  };
}

/**
 * Quiz administration: list, create, update, delete and AI generation, each mutation recorded in the audit
 * log inside the same transaction as the change.
 */
export function createAdminQuizzesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  chatModel: ChatModel | undefined;
  listCache: QuizListCache;
}) {
  const { db, clock, audit, listCache } = deps;

  async function insertQuiz(actorUserId: number, values: QuizValues, action: string): Promise<Quiz> {
    const quiz = await db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx
        .insert(quizzes)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      await audit.record(
        { actorUserId, action, targetType: 'quiz', targetId: row!.id, details: auditDetails(row!) },
        tx,
      );
      return toQuizDto(row!);
    });
    listCache.invalidate();
    return quiz;
  }

  return {
    /** Every quiz, adult and kids, active or not, newest first. */
    async findAllQuizzes(): Promise<Quiz[]> {
      const rows = await db.select().from(quizzes).orderBy(desc(quizzes.createdAt), desc(quizzes.id));
      return rows.map(toQuizDto);
    },

    createQuiz(actorUserId: number, body: QuizWriteBody): Promise<Quiz> {
      return insertQuiz(actorUserId, { ...valuesFromForm(body), source: 'admin' }, 'quiz.create');
    },

    async updateQuiz(actorUserId: number, id: number, body: QuizWriteBody): Promise<Quiz> {
      const quiz = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(quizzes)
          // An administrator's save makes the row theirs: seeding no longer replaces it with shipped content.
          .set({
            ...valuesFromForm(body),
            // The other languages' title and description hold while the administrator keeps the words
            // they translate (decision 202).
            localized: sql`case when ${quizzes.title} = ${body.title} and ${quizzes.description} = ${body.description} then ${quizzes.localized} end`,
            contentHash: null,
            updatedAt: clock.now(),
          })
          .where(eq(quizzes.id, id))
          .returning();
        if (!row) throw notFound('Quiz');
        await audit.record(
          {
            actorUserId,
            action: 'quiz.update',
            targetType: 'quiz',
            targetId: id,
            details: auditDetails(row),
          },
          tx,
        );
        return toQuizDto(row);
      });
      listCache.invalidate();
      return quiz;
    },

    /** Deletes a quiz and its learners' attempts. A shipped quiz deleted here is not seeded again. */
    async deleteQuiz(actorUserId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(quizzes).where(eq(quizzes.id, id)).returning();
        if (!row) throw notFound('Quiz');
        await audit.record(
          {
            actorUserId,
            action: QUIZ_DELETE_ACTION,
            targetType: 'quiz',
            targetId: id,
            details: auditDetails(row),
          },
          tx,
        );
      });
      listCache.invalidate();
    },

    async generateQuiz(
      actorUserId: number,
      request: { language: LanguageCode; level: number; topic: string },
    ): Promise<Quiz> {
      const generated: GeneratedQuiz = await generateAdultQuiz(deps.chatModel, request);
      return insertQuiz(
        actorUserId,
        {
          language: request.language,
          level: request.level,
          title: generated.title,
          description: generated.description,
          questions: generated.questions,
          isActive: true,
          isKidsQuiz: false,
          ageGroup: null,
          source: 'ai',
        },
        'quiz.generate',
      );
    },

    async generateKidsQuiz(
      actorUserId: number,
      request: { language: LanguageCode; ageGroup: AgeGroup; topic: string },
    ): Promise<Quiz> {
      const generated: GeneratedKidsQuiz = await generateKidsQuiz(deps.chatModel, request);
      return insertQuiz(
        actorUserId,
        {
          language: request.language,
          level: FIRST_LESSON_BY_AGE_GROUP[request.ageGroup],
          title: generated.title,
          description: generated.description,
          questions: generated.questions,
          isActive: true,
          isKidsQuiz: true,
          ageGroup: request.ageGroup,
          source: 'ai',
        },
        'quiz.generate-kids',
      );
    },
  };
}

export type AdminQuizzesService = ReturnType<typeof createAdminQuizzesService>;
