import { eq, inArray, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBareDatabase } from '../../../../test/support/bare-database.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { PLAN_IDS } from '../../../shared/domain/plans.ts';
import { MIGRATIONS_FOLDER, type Db } from '../../db/client.ts';
import { practiceSessions, sessionMonthFigures } from '../practice/practice.table.ts';
import { sessionFigures } from '../practice/session-figures.ts';
import { userFigures } from '../users/users.service.ts';
import { userPlanFigures, users } from '../users/users.table.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const LAST_MONTH = new Date('2026-02-27T23:30:00.000Z');
const OLDER = new Date('2025-11-02T08:00:00.000Z');

let context: TestContext;
let cookie: string;

class RolledBack extends Error {}

/** The admin panels' maintained figures, counted again from every user and session row. */
async function recount(db: Db) {
  const [perPlan, [sessions]] = await Promise.all([
    db
      .select({
        plan: users.plan,
        users: sql<number>`count(*)`.mapWith(Number),
        minutes: sql<number>`coalesce(sum(${users.totalMinutesUsed}), 0)`.mapWith(Number),
      })
      .from(users)
      .groupBy(users.plan),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        thisMonth:
          sql<number>`count(*) filter (where ${practiceSessions.startedAt} >= '2026-03-01T00:00:00Z')`.mapWith(
            Number,
          ),
        lastMonth:
          sql<number>`count(*) filter (where ${practiceSessions.startedAt} >= '2026-02-01T00:00:00Z' and ${practiceSessions.startedAt} < '2026-03-01T00:00:00Z')`.mapWith(
            Number,
          ),
        minutesThisMonth:
          sql<number>`coalesce(sum(${practiceSessions.durationMinutes}) filter (where ${practiceSessions.startedAt} >= '2026-03-01T00:00:00Z'), 0)`.mapWith(
            Number,
          ),
        minutesLastMonth:
          sql<number>`coalesce(sum(${practiceSessions.durationMinutes}) filter (where ${practiceSessions.startedAt} >= '2026-02-01T00:00:00Z' and ${practiceSessions.startedAt} < '2026-03-01T00:00:00Z'), 0)`.mapWith(
            Number,
          ),
      })
      .from(practiceSessions),
  ]);
  const usersOn = (plan: string) => perPlan.find((row) => row.plan === plan)?.users ?? 0;
  return {
    totalUsers: perPlan.reduce((sum, row) => sum + row.users, 0),
    activeSubscriptions: perPlan
      .filter((row) => row.plan !== 'free')
      .reduce((sum, row) => sum + row.users, 0),
    totalMinutes: perPlan.reduce((sum, row) => sum + row.minutes, 0),
    usersByPlan: PLAN_IDS.map((plan) => ({ plan, count: usersOn(plan) })),
    totalSessions: sessions!.total,
    sessionsThisMonth: sessions!.thisMonth,
    sessionsLastMonth: sessions!.lastMonth,
    minutesThisMonth: sessions!.minutesThisMonth,
    minutesLastMonth: sessions!.minutesLastMonth,
  };
}

async function statsMatchRecount() {
  const response = await context.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const { stats, usersByPlan, growth } = response.json();
  const expected = await recount(context.database.db);
  expect({
    ...stats,
    usersByPlan,
    sessionsThisMonth: growth.sessionsThisMonth,
    sessionsLastMonth: growth.sessionsLastMonth,
    minutesThisMonth: growth.minutesThisMonth,
    minutesLastMonth: growth.minutesLastMonth,
  }).toEqual(expected);
  return expected;
}

describe('the maintained admin figures', () => {
  beforeAll(async () => {
    context = await createTestApp({ clock: { now: () => NOW } });
    cookie = (await context.createUser({ email: 'figures-admin@example.org', isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await context.close();
  });

  it('stay equal to a fresh recount after concurrent writes, rolled-back ones and cascades', async () => {
    const db = context.database.db;
    // Many users and sessions in single statements: one change row per plan and month each.
    await db.execute(sql`
      insert into ${users} (issuer, subject, email, username, plan, total_minutes_used)
      select 'https://issuer.test', 'figures-' || n, 'figures' || n || '@example.org', 'Figures ' || n,
             (array['free','starter','pro','elite','annual'])[1 + n % 5], n % 50
      from generate_series(1, 300) as n`);
    const seeded = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.subject} like 'figures-%'`)
        .orderBy(users.id)
    ).map((row) => row.id);
    await db.execute(sql`
      insert into ${practiceSessions} (user_id, language, started_at, duration_minutes)
      select seeded.id, 'french',
             (array[${NOW.toISOString()}, ${LAST_MONTH.toISOString()}, ${OLDER.toISOString()}])[1 + n % 3]::timestamptz,
             case when n % 4 = 0 then null else n % 40 end
      from generate_series(1, 600) as n
      join (select id, row_number() over (order by id) - 1 as k from ${users}
            where subject like 'figures-%') as seeded on seeded.k = n % 300`);
    await statsMatchRecount();

    // The first 200 users are changed by 240 transactions, many at once (each takes its two users in id
    // order, so the only waits are for the same user); the last 100 are deleted, one per transaction,
    // their sessions with them. Every 9th transaction rolls back after writing.
    const changed = seeded.slice(0, 200);
    const deleted = seeded.slice(200);
    const change = (index: number) =>
      db
        .transaction(async (tx) => {
          const [first, second] = [changed[index % 200]!, changed[(index * 7 + 3) % 200]!].sort(
            (a, b) => a - b,
          );
          await tx
            .update(users)
            .set({ plan: PLAN_IDS[index % PLAN_IDS.length]! })
            .where(eq(users.id, first!));
          await tx
            .update(users)
            .set({ totalMinutesUsed: sql`${users.totalMinutesUsed} + ${1 + (index % 9)}` })
            .where(eq(users.id, second!));
          // An update that changes no figure (the trigger's WHEN skips it).
          await tx.update(users).set({ lastLoginAt: NOW }).where(eq(users.id, first!));
          const [session] = await tx
            .insert(practiceSessions)
            .values({ userId: first!, language: 'spanish', startedAt: index % 2 ? NOW : LAST_MONTH })
            .returning({ id: practiceSessions.id });
          // The session ends: its minutes are written, and some move to the other month.
          await tx
            .update(practiceSessions)
            .set({
              durationMinutes: 1 + (index % 30),
              ...(index % 5 === 0 ? { startedAt: index % 2 ? LAST_MONTH : NOW } : {}),
            })
            .where(eq(practiceSessions.id, session!.id));
          if (index < deleted.length) await tx.delete(users).where(eq(users.id, deleted[index]!));
          if (index % 9 === 0) throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    // Waves of 12 transactions at once (more than the pool's connections, so they queue as requests
    // do), while an admin reads the figures.
    for (let wave = 0; wave < 20; wave++) {
      const indexes = Array.from({ length: 12 }, (_, offset) => wave * 12 + offset);
      const read = context.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie } });
      await Promise.all(indexes.map(change));
      expect((await read).statusCode).toBe(200);
    }

    const figures = await statsMatchRecount();
    // The deletions happened (those in rolled-back transactions did not), and took their sessions.
    const remaining = await db.select({ id: users.id }).from(users).where(inArray(users.id, deleted));
    expect(remaining.map((row) => row.id)).toEqual(deleted.filter((_, index) => index % 9 === 0));
    expect(figures.totalUsers).toBe(1 + 300 - 100 + remaining.length);

    // Change rows were folded as they came: far fewer rows than the changes the 240 transactions wrote.
    // How many are still unfolded at the end depends on the machine's speed, so the bound leaves room.
    const [rows] = await db
      .select({
        plans: sql<number>`(select count(*) from ${userPlanFigures})`.mapWith(Number),
        months: sql<number>`(select count(*) from ${sessionMonthFigures})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    expect(rows!.plans).toBeLessThan(150);
    expect(rows!.months).toBeLessThan(150);
  });

  it('follow a truncated table', async () => {
    const db = context.database.db;
    await db.execute(sql`truncate ${practiceSessions} cascade`);
    const figures = await statsMatchRecount();
    expect(figures.totalSessions).toBe(0);
  });
});

/** A copy of the migrations folder holding only the migrations before `tag`: the schema as it was. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-before-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

describe('the migration that adds the maintained figures', () => {
  // Two databases migrated from nothing: slow on a busy machine.
  it(
    'applies to a database with users and sessions, and fills the figures and search columns',
    { timeout: 120_000 },
    async () => {
      const database = await openBareDatabase();
      const before = migrationsBefore('0010_admin_search_and_figures');
      try {
        await database.migrate(before);
        await database.db.execute(sql`
        insert into users (issuer, subject, email, username, plan, total_minutes_used)
        select 'https://issuer.test', 'existing-' || n, 'Existing' || n || '@Example.org', 'Existing ' || n,
               (array['free','free','starter','pro','elite','annual'])[1 + n % 6], n % 70
        from generate_series(1, 500) as n`);
        await database.db.execute(sql`
        insert into practice_sessions (user_id, language, started_at, duration_minutes)
        select (select min(id) from users) + n % 500, 'english',
               (array[${NOW.toISOString()}, ${LAST_MONTH.toISOString()}, ${OLDER.toISOString()}])[1 + n % 3]::timestamptz,
               case when n % 5 = 0 then null else n % 45 end
        from generate_series(1, 1500) as n`);

        await database.migrate(MIGRATIONS_FOLDER);

        const [accounts, sessions, search] = await Promise.all([
          userFigures(database.db, { weekAgo: new Date(NOW.getTime() - 7 * 86_400_000) }),
          sessionFigures(database.db, {
            thisMonth: new Date('2026-03-01T00:00:00Z'),
            lastMonth: new Date('2026-02-01T00:00:00Z'),
          }),
          database.db
            .select({ lowered: sql<number>`count(*)`.mapWith(Number) })
            .from(users)
            .where(
              sql`${users.usernameLower} = lower(${users.username}) and ${users.emailLower} = lower(${users.email})`,
            ),
        ]);
        const expected = await recount(database.db);
        expect(expected.totalUsers).toBe(500);
        expect(expected.totalSessions).toBe(1500);
        expect({
          totalUsers: accounts.totalUsers,
          activeSubscriptions: accounts.activeSubscriptions,
          totalMinutes: accounts.totalMinutes,
          usersByPlan: accounts.usersByPlan,
          ...sessions,
        }).toEqual(expected);
        expect(search[0]!.lowered).toBe(500);
      } finally {
        await database.close();
        fs.rmSync(before, { recursive: true, force: true });
      }
    },
  );
});
