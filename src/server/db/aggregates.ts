import { sql, type SQL } from 'drizzle-orm';

/** count(*) as a JavaScript number. */
export const count = () => sql<number>`cast(count(*) as integer)`.mapWith(Number);

/** The rows matching `condition`, counted in the same scan as the others. */
export const countWhere = (condition: SQL) =>
  sql<number>`cast(count(*) filter (where ${condition}) as integer)`.mapWith(Number);

/** A point in time as a timestamptz literal. */
export const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
