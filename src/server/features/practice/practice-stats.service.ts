import { sql } from 'drizzle-orm';
import type { UserStats } from '../../../shared/contracts/practice.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { minutesUsedThisMonth, monthlyAllowance } from '../../../shared/domain/minutes.ts';
import { currentStreak } from '../../../shared/domain/streak.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Db } from '../../db/client.ts';
import { passedLevelsJsonSql } from '../quizzes/passed-levels.ts';
import { findLearnerCounters } from '../users/users.service.ts';
import { idleCutoff, type SessionLedger } from './session-ledger.ts';

interface StatsRow {
  total_sessions: string | number;
  has_idle_session: boolean;
  practice_times: string[];
  passed_levels: { language: string; level: number }[];
}

const STREAK_LOOKBACK_DAYS = 400;

/** The learner's dashboard figures: sessions, progress per language, minutes, streak and plan. */
export function createPracticeStatsService(deps: { db: Db; clock: Clock; ledger: SessionLedger }) {
  const { db, clock, ledger } = deps;

  async function readStats(user: CurrentUser): Promise<UserStats> {
    let snapshot = await readStatsSnapshot(user.id);
    if (snapshot?.hasIdleSession) {
      await ledger.closeIdleSessions(user.id);
      snapshot = await readStatsSnapshot(user.id);
    }
    const now = clock.now();
    const levels = new Map<string, number>(
      (snapshot?.passedLevels ?? []).map((row) => [row.language, row.level]),
    );
    const plan = snapshot?.plan ?? user.plan;
    return {
      totalSessions: snapshot?.totalSessions ?? 0,
      progress: LANGUAGE_CODES.map((language) => ({
        language,
        progress: Math.round((Math.min(levels.get(language) ?? 0, 5) / 5) * 100),
      })),
      monthlyMinutesUsed: snapshot ? minutesUsedThisMonth(snapshot, now) : 0,
      monthlyMinutesLimit: monthlyAllowance(plan),
      totalMinutesUsed: snapshot?.totalMinutesUsed ?? 0,
      currentStreak: currentStreak(
        (snapshot?.practiceTimes ?? []).map((time) => new Date(time)),
        now,
        snapshot?.timeZone ?? 'UTC',
      ),
      plan,
    };
  }

  /**
   * Everything the stats need in one round trip: counters, session count, recent practice times, the
   * highest passed adult quiz level per language (docs/product.md#minutes), and whether an idle session
   * awaits closing. Written out in SQL: drizzle leaves column names unqualified inside correlated subqueries.
   */
  async function readStatsSnapshot(userId: number) {
    const now = clock.now();
    const since = new Date(now.getTime() - STREAK_LOOKBACK_DAYS * 86_400_000);
    const idleSince = idleCutoff(now);
    // Both drivers (pg and PGlite) answer execute() with { rows }.
    const [counters, result] = await Promise.all([
      findLearnerCounters(db, userId),
      db.execute(sql`
      select
        (select count(*) from practice_sessions s where s.user_id = ${userId}) as total_sessions,
        exists(select 1 from practice_sessions s
               where s.user_id = ${userId} and s.ended_at is null and s.last_activity_at < ${idleSince.toISOString()}::timestamptz)
          as has_idle_session,
        coalesce((select json_agg(recent.started_at order by recent.started_at desc)
                  from (select s.started_at from practice_sessions s
                        where s.user_id = ${userId} and s.started_at >= ${since.toISOString()}::timestamptz
                        order by s.started_at desc limit 2000) recent), '[]'::json) as practice_times,
        ${passedLevelsJsonSql(userId)} as passed_levels`) as unknown as Promise<{ rows: StatsRow[] }>,
    ]);
    const row = result.rows[0];
    if (!counters || !row) return undefined;
    return {
      plan: counters.plan,
      minutesMonth: counters.minutesMonth,
      monthlyMinutesUsed: counters.monthlyMinutesUsed,
      totalMinutesUsed: counters.totalMinutesUsed,
      timeZone: counters.timeZone,
      totalSessions: Number(row.total_sessions),
      hasIdleSession: row.has_idle_session,
      practiceTimes: row.practice_times,
      passedLevels: row.passed_levels,
    };
  }

  return {
    getStats(user: CurrentUser): Promise<UserStats> {
      return ledger.cached(user.id, 'stats', () => readStats(user));
    },
  };
}

export type PracticeStatsService = ReturnType<typeof createPracticeStatsService>;
