import { sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Db } from '../../db/client.ts';
import { quizResults, quizzes } from './quizzes.table.ts';

/*
 * The learner's highest passed adult level per language, as SQL other features embed in their own
 * queries (the teachers' material, the learner's stats) so they read it in the same round trip
 * without naming the quiz tables themselves; and the dates of the passed levels, for the progress chart.
 */

/**
 * The highest passed adult level quiz of `userId` in `language`, 0 when none (both the caller's
 * table-qualified columns).
 */
export function passedLevelSql(userId: SQL, language: SQL): SQL<number> {
  return sql<number>`coalesce((select max(q.level) from ${quizResults} r
    join ${quizzes} q on q.id = r.quiz_id
    where r.user_id = ${userId} and r.passed and not q.is_kids_quiz and q.language = ${language}), 0)`.mapWith(
    Number,
  );
}

/** Every language in which `userId` passed an adult level, with the highest level, as a JSON array. */
export function passedLevelsJsonSql(userId: number): SQL<{ language: LanguageCode; level: number }[]> {
  return sql`coalesce((select json_agg(json_build_object('language', passed.language, 'level', passed.level))
    from (select q.language, max(q.level) as level
          from ${quizResults} r join ${quizzes} q on q.id = r.quiz_id
          where r.user_id = ${userId} and r.passed and not q.is_kids_quiz
          group by q.language) passed), '[]'::json)`;
}

/** When `userId` first passed each adult level in `language`, lowest level first. */
export async function passedLevelDates(db: Db, userId: number, language: LanguageCode) {
  const result = (await db.execute(sql`
    select q.level, min(r.completed_at) as passed_at
    from ${quizResults} r join ${quizzes} q on q.id = r.quiz_id
    where r.user_id = ${userId} and r.passed and not q.is_kids_quiz and q.language = ${language}
    group by q.level order by q.level`)) as unknown as {
    rows: { level: number; passed_at: string | Date }[];
  };
  return result.rows;
}
