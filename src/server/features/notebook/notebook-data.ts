import { and, asc, eq, gt } from 'drizzle-orm';
import { pagesById, type PersonalRows } from '../../core/personal-data.ts';
import { mistakeCards, reviewLogs } from './notebook.table.ts';

/** A learner's notebook cards with their scheduling state, for their data export (decision 160). */
export const notebookCardRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(mistakeCards)
      .where(and(eq(mistakeCards.userId, userId), gt(mistakeCards.id, after)))
      .orderBy(asc(mistakeCards.id))
      .limit(limit),
  );

/** Every review answer of a learner, for their data export. */
export const reviewLogRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), gt(reviewLogs.id, after)))
      .orderBy(asc(reviewLogs.id))
      .limit(limit),
  );
