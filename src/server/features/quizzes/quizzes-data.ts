import { and, asc, eq, gt } from 'drizzle-orm';
import { onePage, pagesById, type PersonalRows } from '../../core/personal-data.ts';
import { kidsProgress, quizAttempts, quizResults } from './quizzes.table.ts';

/** A learner's quiz and kids lesson attempts (the items drawn and their answers), for their data export. */
export const quizAttemptRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), gt(quizAttempts.id, after)))
      .orderBy(asc(quizAttempts.id))
      .limit(limit),
  );

/** A learner's completed quiz results, for their data export. */
export const quizResultRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(quizResults)
      .where(and(eq(quizResults.userId, userId), gt(quizResults.id, after)))
      .orderBy(asc(quizResults.id))
      .limit(limit),
  );

/** A learner's best result per kids lesson (at most one row per language and lesson). */
export const kidsProgressRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select()
      .from(kidsProgress)
      .where(eq(kidsProgress.userId, userId))
      .orderBy(asc(kidsProgress.language), asc(kidsProgress.lesson)),
  );
