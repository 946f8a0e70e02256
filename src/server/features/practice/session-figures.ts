import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionMonthFigures } from './practice.table.ts';

/** This month's or last month's sessions, or their minutes, summed over the month rows. */
const sessionsWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${sessionMonthFigures.sessions}) filter (where ${condition}), 0)`.mapWith(Number);
const minutesWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${sessionMonthFigures.minutes}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * Practice figures of the admin panels, from the per-month figures the database maintains (decision
 * 123): every session, and the sessions and minutes of this month and the last (a session counts in the
 * calendar month, UTC, it started in). A few rows are summed, however many sessions there are.
 */
export async function sessionFigures(db: Db, months: { thisMonth: Date; lastMonth: Date }) {
  const thisMonth = sql`${sessionMonthFigures.month} >= ${months.thisMonth.toISOString()}::timestamptz`;
  const lastMonth = sql`${sessionMonthFigures.month} = ${months.lastMonth.toISOString()}::timestamptz`;
  const [figures] = await db
    .select({
      totalSessions: sql<number>`coalesce(sum(${sessionMonthFigures.sessions}), 0)`.mapWith(Number),
      sessionsThisMonth: sessionsWhere(thisMonth),
      sessionsLastMonth: sessionsWhere(lastMonth),
      minutesThisMonth: minutesWhere(thisMonth),
      minutesLastMonth: minutesWhere(lastMonth),
    })
    .from(sessionMonthFigures);
  return figures!;
}
