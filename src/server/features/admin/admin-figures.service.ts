import type { AdminStatsResponse } from '../../../shared/contracts/admin.ts';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import { sessionFigures } from '../practice/session-figures.ts';
import { childProfileFigures, userFigures } from '../users/users.service.ts';

const DAY_MS = 86_400_000;

/** Start of the calendar month (UTC) `offset` months from the one containing `date`. */
export function utcMonthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/** The admin panels' figures: platform totals, users per plan, growth. */
export function createAdminFiguresService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Every figure of the admin panels: totals from the figures the database maintains (decision 123),
     * the last 7 days from index ranges; no table is read whole.
     */
    async getStats(): Promise<AdminStatsResponse> {
      const now = clock.now();
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const thisMonth = utcMonthStart(now);
      const lastMonth = utcMonthStart(now, -1);
      const [figures, months, families] = await Promise.all([
        userFigures(db, { weekAgo }),
        sessionFigures(db, { thisMonth, lastMonth }),
        childProfileFigures(db),
      ]);
      return {
        stats: {
          totalUsers: figures.totalUsers,
          activeSubscriptions: figures.activeSubscriptions,
          totalMinutes: figures.totalMinutes,
          totalSessions: months.totalSessions,
        },
        usersByPlan: figures.usersByPlan,
        families,
        growth: {
          newUsersLast7Days: figures.newUsersLast7Days,
          newSubscriptionsLast7Days: figures.newSubscriptionsLast7Days,
          minutesThisMonth: months.minutesThisMonth,
          minutesLastMonth: months.minutesLastMonth,
          sessionsThisMonth: months.sessionsThisMonth,
          sessionsLastMonth: months.sessionsLastMonth,
        },
      };
    },
  };
}

export type AdminFiguresService = ReturnType<typeof createAdminFiguresService>;
