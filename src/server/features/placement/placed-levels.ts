import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { CEFR_LEVEL_CODES } from '../../../shared/contracts/placement.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { pagesById, type PersonalRows } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { placementTests } from './placement.table.ts';

/**
 * The level quiz a learner's latest placement in each language reaches: A1 → 1 … C1 → 5. Placing at B1
 * opens the quizzes of levels 1 to 3 (decision 190); the quizzes feature reads this beside the levels passed.
 */
export async function placedQuizLevels(
  db: Db,
  userId: number,
  language?: LanguageCode,
): Promise<Map<LanguageCode, number>> {
  const rows = await db
    .select({ language: placementTests.language, level: placementTests.level })
    .from(placementTests)
    .where(
      and(
        eq(placementTests.userId, userId),
        eq(placementTests.status, 'finished'),
        language === undefined ? undefined : eq(placementTests.language, language),
      ),
    )
    .orderBy(desc(placementTests.finishedAt), desc(placementTests.id));
  const placed = new Map<LanguageCode, number>();
  for (const row of rows)
    if (row.level && !placed.has(row.language))
      placed.set(row.language, CEFR_LEVEL_CODES.indexOf(row.level) + 1);
  return placed;
}

/** Every placement test a learner took, with its answers, for their data export (decision 160). */
export const placementTestRows: PersonalRows = (db, userId) =>
  pagesById((after, limit) =>
    db
      .select()
      .from(placementTests)
      .where(and(eq(placementTests.userId, userId), gt(placementTests.id, after)))
      .orderBy(asc(placementTests.id))
      .limit(limit),
  );
