import { and, eq, gte, isNull, or } from 'drizzle-orm';
import { localDay } from '../../../shared/domain/streak.ts';
import type { Db } from '../../db/client.ts';
import { practiceSessions } from './practice.table.ts';

const DAY_AND_A_HALF_MS = 36 * 60 * 60 * 1000;

/**
 * Minutes practised on the learner's current day, in their time zone (decision 196): the counted minutes
 * of sessions that ended today, and the time so far (to their last activity) of those still open. A session is counted on the
 * day it ended.
 */
export async function minutesPractisedToday(
  db: Db,
  userId: number,
  now: Date,
  timeZone: string,
): Promise<number> {
  const since = new Date(now.getTime() - DAY_AND_A_HALF_MS);
  const rows = await db
    .select({
      startedAt: practiceSessions.startedAt,
      lastActivityAt: practiceSessions.lastActivityAt,
      endedAt: practiceSessions.endedAt,
      durationMinutes: practiceSessions.durationMinutes,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        or(isNull(practiceSessions.endedAt), gte(practiceSessions.endedAt, since)),
      ),
    );
  const today = localDay(now, timeZone);
  let minutes = 0;
  for (const row of rows) {
    // An open session counts its time up to its last activity, as it will be billed when it ends.
    if (row.endedAt === null)
      minutes += Math.max(0, Math.floor((row.lastActivityAt.getTime() - row.startedAt.getTime()) / 60_000));
    else if (localDay(row.endedAt, timeZone) === today) minutes += row.durationMinutes ?? 0;
  }
  return minutes;
}
