import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite-memory' });
  await database.db.execute(sql`create table counters (id int primary key, value int not null)`);
  await database.db.execute(sql`insert into counters values (1, 0)`);
}, 60_000);
afterAll(() => database.close());

// Both drivers answer execute() with { rows }.
const value = async () =>
  (
    (await database.db.execute(sql`select value from counters where id = 1`)) as unknown as {
      rows: { value: number }[];
    }
  ).rows[0]!.value;

describe('PGlite in a worker thread', () => {
  it('leaves the main thread free while the database works', async () => {
    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    clearInterval(timer);
    // In the main thread the query held the event loop for its whole length (seconds).
    expect(longestGap).toBeLessThan(250);
  }, 60_000);

  it('commits a transaction, rolls one back on error, and keeps other queries out while one is open', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = value + 1 where id = 1`);
    });
    expect(await value()).toBe(1);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set value = 100 where id = 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await value()).toBe(1);

    // A query outside the transaction waits for it, so it never reads its uncommitted change.
    let release: () => void = () => {};
    const open = database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = 50 where id = 1`);
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = value();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await open;
    expect(await outside).toBe(50);
  }, 60_000);

  it('rolls back a transaction whose first query fails, and opens none for a callback without queries', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into counters values (1, 0)`);
      })
      .catch((caught) => caught);
    expect((failed as { cause?: { code?: string } }).cause?.code).toBe('23505');
    // Caught inside, the failed first query leaves no transaction for the next one to run in.
    const ended = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into counters values (1, 0)`).catch(() => {});
        await tx.execute(sql`update counters set value = 7 where id = 1`);
      })
      .catch((caught) => caught);
    expect((ended as { cause?: Error }).cause?.message).toBe('The transaction has already ended');
    expect(await database.db.transaction(async () => 'nothing asked')).toBe('nothing asked');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update counters set value = value + 1 where id = 1`);
      await tx.execute(sql`update counters set value = value + 1 where id = 1`);
    });
    expect(await value()).toBe(52);
  }, 60_000);

  it('passes PostgreSQL errors with their SQLSTATE', async () => {
    const error = await database.db
      .execute(sql`insert into counters values (1, 0)`)
      .catch((caught) => caught);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
  }, 60_000);
});
