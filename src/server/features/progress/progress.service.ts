import { PROGRESS_WEEKS, type Progress } from '../../../shared/contracts/progress.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import type { NotebookService } from '../notebook/notebook.service.ts';
import { weeklyMinutes } from '../practice/session-transcripts.ts';
import { recentSessionFigures } from '../practice/session-words.ts';
import { passedLevelDates } from '../quizzes/passed-levels.ts';

/** How many recent sessions the mistakes chart shows. */
const SESSIONS_CHARTED = 20;
const DAY_MS = 86_400_000;

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
 * counted minutes, each session's words and corrections, quiz results and review answers. Weeks are UTC weeks from Monday.
 */
export function createProgressService(deps: {
  db: Db;
  clock: Clock;
  notebook: Pick<NotebookService, 'weeklyReviews'>;
}) {
  const { db, clock, notebook } = deps;

  return {
    async getProgress(userId: number, language: LanguageCode): Promise<Progress> {
      const weeks = lastWeeks(clock.now());
      const since = `${weeks[0]}T00:00:00Z`;
      const [minutes, sessions, levels, reviews] = await Promise.all([
        weeklyMinutes(db, userId, language, since),
        recentSessionFigures(db, userId, language, SESSIONS_CHARTED),
        passedLevelDates(db, userId, language),
        notebook.weeklyReviews(userId, language, since),
      ]);
      const minutesByWeek = new Map(minutes.map((row) => [row.week, Number(row.minutes)]));
      const reviewsByWeek = new Map(reviews.map((row) => [row.week, row]));
      return {
        language,
        minutesPerWeek: weeks.map((week) => ({ week, minutes: minutesByWeek.get(week) ?? 0 })),
        // Each session's words and mistakes are counted as its turns are stored (decision 155).
        mistakesPer100Words: sessions.map((row) => ({
          sessionId: row.id,
          date: row.startedAt.toISOString(),
          words: row.words,
          mistakes: row.mistakes,
          rate: rate(row.mistakes, row.words),
        })),
        quizLevels: levels.map((row) => ({
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
export type ProgressService = ReturnType<typeof createProgressService>;
