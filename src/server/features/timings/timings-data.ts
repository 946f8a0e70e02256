import { and, asc, eq, gt } from 'drizzle-orm';
import { pagesById, type PersonalRows } from '../../core/personal-data.ts';
import { turnTimings } from './timings.table.ts';

/** How long the teacher and speech took on a learner's turns, for their data export (decision 160). */
export const turnTimingRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(turnTimings)
      .where(and(eq(turnTimings.userId, userId), gt(turnTimings.id, after)))
      .orderBy(asc(turnTimings.id))
      .limit(limit),
  );
