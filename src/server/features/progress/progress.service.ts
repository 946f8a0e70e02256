import { sql } from 'drizzle-orm';
import { PROGRESS_WEEKS, type Progress } from '../../../shared/contracts/progress.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../auth/auth.service.ts';
import { wordsOf } from '../reports/reports.service.ts';

/** How many recent sessions the mistakes chart shows. */
const SESSIONS_CHARTED = 20;
const DAY_MS = 86_400_000;

type Rows<T> = { rows: T[] };

/** Monday 00:00 UTC of the week holding `instant`, as YYYY-MM-DD. */
export function weekStart(instant: Date): string {
  const day = new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The last PROGRESS_WEEKS week starts, oldest first. */
function lastWeeks(now: Date): string[] {
  const current = new Date(`${weekStart(now)}T00:00:00Z`).getTime();
  return Array.from({ length: PROGRESS_WEEKS }, (_, index) =>
    new Date(current - (PROGRESS_WEEKS - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

const rate = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/**
 * A learner's progress in one language (decision 114), from the figures the server already keeps:
 * counted minutes, corrections, quiz results and review answers. Weeks are UTC weeks from Monday.
 */
export function createProgressService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async getProgress(userId: number, language: LanguageCode): Promise<Progress> {
      const weeks = lastWeeks(clock.now());
      const since = `${weeks[0]}T00:00:00Z`;
      const [minutes, sessions, levels, reviews] = (await Promise.all([
        db.execute(sql`
          select to_char(date_trunc('week', s.started_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
            sum(s.duration_minutes) as minutes
          from practice_sessions s
          where s.user_id = ${userId} and s.language = ${language} and s.ended_at is not null
            and s.started_at >= ${since}::timestamptz
          group by 1`),
        db.execute(sql`
          select s.id, s.started_at,
            coalesce(json_agg(json_build_object('content', m.content,
              'mistakes', coalesce(jsonb_array_length(m.corrections), 0)) order by m.id), '[]'::json) as messages
          from (select id, started_at from practice_sessions
                where user_id = ${userId} and language = ${language} and ended_at is not null
                order by started_at desc limit ${SESSIONS_CHARTED}) s
          join messages m on m.session_id = s.id and m.sender = 'user'
          group by s.id, s.started_at
          order by s.started_at`),
        db.execute(sql`
          select q.level, min(r.completed_at) as passed_at
          from quiz_results r join quizzes q on q.id = r.quiz_id
          where r.user_id = ${userId} and r.passed and not q.is_kids_quiz and q.language = ${language}
          group by q.level order by q.level`),
        db.execute(sql`
          select to_char(date_trunc('week', l.reviewed_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
            count(*) as reviews, count(*) filter (where l.correct) as recalled
          from review_logs l
          where l.user_id = ${userId} and l.language = ${language} and l.state <> 0
            and l.reviewed_at >= ${since}::timestamptz
          group by 1`),
      ])) as unknown as [
        Rows<{ week: string; minutes: string | number }>,
        Rows<{ id: number; started_at: string | Date; messages: { content: string; mistakes: number }[] }>,
        Rows<{ level: number; passed_at: string | Date }>,
        Rows<{ week: string; reviews: string | number; recalled: string | number }>,
      ];
      const minutesByWeek = new Map(minutes.rows.map((row) => [row.week, Number(row.minutes)]));
      const reviewsByWeek = new Map(reviews.rows.map((row) => [row.week, row]));
      return {
        language,
        minutesPerWeek: weeks.map((week) => ({ week, minutes: minutesByWeek.get(week) ?? 0 })),
        mistakesPer100Words: sessions.rows.flatMap((row) => {
          const words = row.messages.reduce((sum, message) => sum + wordsOf(message.content).length, 0);
          const mistakes = row.messages.reduce((sum, message) => sum + Number(message.mistakes), 0);
          if (words === 0) return [];
          return [
            {
              sessionId: row.id,
              date: new Date(row.started_at).toISOString(),
              words,
              mistakes,
              rate: rate(mistakes, words),
            },
          ];
        }),
        quizLevels: levels.rows.map((row) => ({
          level: Number(row.level),
          passedAt: new Date(row.passed_at).toISOString(),
        })),
        retention: weeks.map((week) => {
          const row = reviewsByWeek.get(week);
          const total = Number(row?.reviews ?? 0);
          const recalled = Number(row?.recalled ?? 0);
          return { week, reviews: total, recalled, rate: total > 0 ? rate(recalled, total) : null };
        }),
      };
    },
  };
}
