import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../admin/audit.table.ts';
import { loadQuizContent, type ContentItem } from './quiz-content.ts';
import { quizzes } from './quizzes.table.ts';

/** The audit action written when an administrator deletes a quiz; its details name a content key. */
export const QUIZ_DELETE_ACTION = 'quiz.delete';

/**
 * Inserts the shipped quizzes and kids lessons that are not in the database yet, keyed by content key, so
 * running it at every start (and on several instances at once) changes nothing the second time. Quizzes an
 * administrator has edited keep their edits; shipped quizzes an administrator deleted stay deleted (the
 * audit log remembers their keys). Returns how many rows were inserted.
 */
export async function seedQuizContent(deps: { db: Db; items?: ContentItem[] }): Promise<number> {
  const { db } = deps;
  const items = deps.items ?? loadQuizContent();
  if (items.length === 0) return 0;

  const deletedKeys = await db
    .select({ key: sql<string>`${auditLog.details} ->> 'contentKey'` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, QUIZ_DELETE_ACTION),
        inArray(
          sql`${auditLog.details} ->> 'contentKey'`,
          items.map((item) => item.contentKey),
        ),
      ),
    );
  const deleted = new Set(deletedKeys.map((row) => row.key));

  const rows = items
    .filter((item) => !deleted.has(item.contentKey))
    .map((item) =>
      item.kind === 'adult'
        ? {
            language: item.quiz.language,
            level: item.quiz.level,
            title: item.quiz.title,
            description: item.quiz.description,
            questions: item.quiz.questions,
            isActive: true,
            isKidsQuiz: false,
            ageGroup: null,
            source: 'content' as const,
            contentKey: item.contentKey,
          }
        : {
            language: item.quiz.language,
            level: item.quiz.lesson,
            title: item.quiz.title,
            description: item.quiz.description,
            questions: item.quiz.questions,
            isActive: true,
            isKidsQuiz: true,
            ageGroup: item.quiz.ageGroup,
            source: 'content' as const,
            contentKey: item.contentKey,
          },
    );
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(quizzes)
    .values(rows)
    .onConflictDoNothing({ target: quizzes.contentKey })
    .returning({ id: quizzes.id });
  return inserted.length;
}
