import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findRecordedDetailValues } from '../admin/audit.service.ts';
import { loadQuizContent, type ContentItem } from './quiz-content.ts';
import { quizzes } from './quizzes.table.ts';

/** The audit action written when an administrator deletes a quiz; its details name a content key. */
export const QUIZ_DELETE_ACTION = 'quiz.delete';

/** The fingerprint of one shipped file as validated, stored with the row seeded from it. */
export function contentHash(item: ContentItem): string {
  return createHash('sha256').update(JSON.stringify(item.quiz)).digest('hex');
}

/**
 * Inserts the shipped quizzes and kids lessons that are not in the database yet, keyed by content key, and
 * replaces a seeded row with its shipped file when the file changed and no administrator has saved the row
 * since (its content hash is still set), so running it at every start (and on several instances at once)
 * changes nothing the second time. Quizzes an administrator has edited keep their edits; shipped quizzes an
 * administrator deleted stay deleted (the audit log remembers their keys). Attempts already started keep
 * the items they drew (each holds its own copy). Returns how many rows were inserted or replaced.
 */
export async function seedQuizContent(deps: { db: Db; items?: ContentItem[] }): Promise<number> {
  const { db } = deps;
  const items = deps.items ?? loadQuizContent();
  if (items.length === 0) return 0;

  const deleted = await findRecordedDetailValues(db, {
    action: QUIZ_DELETE_ACTION,
    key: 'contentKey',
    values: items.map((item) => item.contentKey),
  });

  // Rows already seeded from the same file need nothing: only new and changed files are sent, so a
  // restart does not ship every quiz's questions to the database to compare them there (decision 068).
  const seeded = await db
    .select({ contentKey: quizzes.contentKey, contentHash: quizzes.contentHash })
    .from(quizzes)
    .where(sql`${quizzes.contentKey} IS NOT NULL`);
  const unchanged = new Set(seeded.map((row) => `${row.contentKey}\0${row.contentHash}`));

  const rows = items
    .filter((item) => !deleted.has(item.contentKey))
    .map((item) => ({ item, hash: contentHash(item) }))
    .filter(({ item, hash }) => !unchanged.has(`${item.contentKey}\0${hash}`))
    .map(({ item, hash }) =>
      item.kind === 'adult'
        ? {
            language: item.quiz.language,
            level: item.quiz.level,
            title: item.quiz.title,
            description: item.quiz.description,
            localized: item.quiz.localized ?? null,
            questions: item.quiz.questions,
            isActive: true,
            isKidsQuiz: false,
            ageGroup: null,
            source: 'content' as const,
            contentKey: item.contentKey,
            contentHash: hash,
          }
        : {
            language: item.quiz.language,
            level: item.quiz.lesson,
            title: item.quiz.title,
            description: item.quiz.description,
            localized: item.quiz.localized ?? null,
            questions: item.quiz.questions,
            isActive: true,
            isKidsQuiz: true,
            ageGroup: item.quiz.ageGroup,
            source: 'content' as const,
            contentKey: item.contentKey,
            contentHash: hash,
          },
    );
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(quizzes)
    .values(rows)
    .onConflictDoUpdate({
      target: quizzes.contentKey,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        localized: sql`excluded.localized`,
        questions: sql`excluded.questions`,
        ageGroup: sql`excluded.age_group`,
        contentHash: sql`excluded.content_hash`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${quizzes.source} = 'content' AND ${quizzes.contentHash} IS NOT NULL AND ${quizzes.contentHash} <> excluded.content_hash`,
    })
    .returning({ id: quizzes.id });
  return inserted.length;
}
