import type { Db } from '../db/client.ts';

/** How many rows an export reads per query: a long history is read, written and zipped a page at a time. */
export const PERSONAL_DATA_PAGE_ROWS = 250;

/** A learner's rows of one table, a page at a time (decision 160). */
export type PersonalRows = (db: Db, userId: number) => AsyncIterable<readonly object[]>;

/**
 * Reads rows in pages ordered by their integer id: `read` answers up to `limit` rows with an id above
 * `after`, in id order.
 */
export async function* pagesById<Row extends { id: number }>(
  read: (after: number, limit: number) => Promise<Row[]>,
  limit = PERSONAL_DATA_PAGE_ROWS,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after, limit);
    if (rows.length > 0) yield rows;
    if (rows.length < limit) return;
    after = rows.at(-1)!.id;
  }
}

/** A table a learner holds few rows of (bounded by the product), read in one query. */
export async function* onePage(read: () => Promise<object[]>): AsyncGenerator<object[]> {
  const rows = await read();
  if (rows.length > 0) yield rows;
}
