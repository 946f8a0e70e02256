import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Correction } from '../../../shared/contracts/practice.ts';
import { mistakeCards } from './notebook.table.ts';

/** How many due cards the teacher is given to bring back in a turn (decision 117). */
const DUE_ITEMS_FOR_THE_TEACHER = 3;

/**
 * Up to 3 of the learner's notebook cards due at `now` in `language`, soonest due first, as a JSON array
 * of corrections: SQL practice embeds in its turn query, so the cards come in the same round trip without
 * practice naming the notebook's table (decision 101). `userId` and `language` are the caller's
 * table-qualified columns.
 */
export function dueItemsSql(userId: SQL, language: SQL, now: SQL | Placeholder): SQL<Correction[]> {
  return sql<Correction[]>`coalesce((
    select json_agg(json_build_object('original', d.original, 'corrected', d.corrected,
      'explanation', d.explanation) order by d.due)
    from (select c.original, c.corrected, c.explanation, c.due from ${mistakeCards} c
          where c.user_id = ${userId} and c.language = ${language}
            and c.due <= ${now}::timestamptz
          order by c.due limit ${sql.raw(String(DUE_ITEMS_FOR_THE_TEACHER))}) d), '[]'::json)`;
}
