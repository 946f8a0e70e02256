import { sql } from 'drizzle-orm';
import { count, countWhere, timestamp } from '../../db/aggregates.ts';
import type { Db } from '../../db/client.ts';
import { practiceSessions } from './practice.table.ts';

/**
 * Practice figures of the admin panels, from SQL aggregates: every session, and the sessions and minutes
 * of this month and the last (a session counts in the month it started; the started_at index bounds the
 * scan to two months).
 */
export async function sessionFigures(db: Db, months: { thisMonth: Date; lastMonth: Date }) {
  const { thisMonth, lastMonth } = months;
  const [totals, monthly] = await Promise.all([
    db.select({ totalSessions: count() }).from(practiceSessions),
    db
      .select({
        sessionsThisMonth: countWhere(sql`${practiceSessions.startedAt} >= ${timestamp(thisMonth)}`),
        sessionsLastMonth: countWhere(sql`${practiceSessions.startedAt} < ${timestamp(thisMonth)}`),
        minutesThisMonth:
          sql<number>`coalesce(sum(${practiceSessions.durationMinutes}) filter (where ${practiceSessions.startedAt} >= ${timestamp(thisMonth)}), 0)`.mapWith(
            Number,
          ),
        minutesLastMonth:
          sql<number>`coalesce(sum(${practiceSessions.durationMinutes}) filter (where ${practiceSessions.startedAt} < ${timestamp(thisMonth)}), 0)`.mapWith(
            Number,
          ),
      })
      .from(practiceSessions)
      .where(sql`${practiceSessions.startedAt} >= ${timestamp(lastMonth)}`),
  ]);
  return { totalSessions: totals[0]!.totalSessions, ...monthly[0]! };
}
