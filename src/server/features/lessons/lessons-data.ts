import { and, asc, eq, gt } from 'drizzle-orm';
import { pagesById, type PersonalRows } from '../../core/personal-data.ts';
import { lessonRuns } from './lessons.table.ts';

/** Every lesson run of a learner, for their data export (decision 160). */
export const lessonRunRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(lessonRuns)
      .where(and(eq(lessonRuns.userId, userId), gt(lessonRuns.id, after)))
      .orderBy(asc(lessonRuns.id))
      .limit(limit),
  );
