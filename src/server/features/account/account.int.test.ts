import { eq, getTableColumns, getTableName, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stand-ins/stripe-api.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import * as schema from '../../db/schema.ts';
import { auditLog } from '../admin/audit.table.ts';
import { couponRedemptions, coupons, payments } from '../billing/billing.table.ts';
import { mistakeCards, reviewLogs } from '../notebook/notebook.table.ts';
import { messages, practiceSessions } from '../practice/practice.table.ts';
import { lessonRuns } from '../lessons/lessons.table.ts';
import { placementTests } from '../placement/placement.table.ts';
import { kidsProgress, quizAttempts, quizResults, quizzes } from '../quizzes/quizzes.table.ts';
import { familyPins } from '../family/family.table.ts';
import { childProfiles } from '../users/users.table.ts';
import { speechTranscripts } from '../speech/speech.table.ts';
import { turnTimings } from '../timings/timings.table.ts';
import { users } from '../users/users.table.ts';
import { PERSONAL_DATA } from './personal-data.ts';

/**
 * The learner's data rights (decision 160): the archive of their data and who may download it, the
 * deletion of a conversation, and the deletion of the account with the Stripe stand-in configured.
 */

const clock = createTestClock('2026-11-02T10:00:00Z');
let standIn: StripeStandIn;
let context: TestContext;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  context = await createTestApp({
    clock,
    env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_PUBLISHABLE_KEY: 'pk_test_standin' },
    deps: { stripeApi: standIn.endpoint },
  });
  stripe = new Stripe('sk_test_standin', { ...standIn.endpoint, maxNetworkRetries: 0 });
});
afterAll(async () => {
  await context?.close();
  await standIn?.close();
});

const db = () => context.database.db;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** The columns of a table that name a user: user_id, or any column with a foreign key to users. */
function userColumns(table: PgTable): PgColumn[] {
  const viaKeys = getTableConfig(table)
    .foreignKeys.filter((key) => getTableName(key.reference().foreignTable) === 'users')
    .flatMap((key) => key.reference().columns);
  const named = Object.values(getTableColumns(table)).filter((column) => column.name === 'user_id');
  return [...new Set([...viaKeys, ...named])];
}

/** How many rows of each table name this user (the users table by its id). */
async function rowsNaming(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const columns = getTableName(table) === 'users' ? [schema.users.id] : userColumns(table);
    for (const column of columns) {
      const [row] = await db()
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(table)
        .where(eq(column, userId));
      counts[`${getTableName(table)}.${column.name}`] = row!.n;
    }
  }
  return counts;
}

let quizId: number | undefined;
async function aQuiz(): Promise<number> {
  if (quizId) return quizId;
  const [existing] = await db().select({ id: quizzes.id }).from(quizzes).limit(1);
  if (existing) return (quizId = existing.id);
  const [created] = await db()
    .insert(quizzes)
    .values({ language: 'english', level: 1, title: 'Q', description: 'D', questions: [] })
    .returning({ id: quizzes.id });
  return (quizId = created!.id);
}

/**
 * A learner with a row in every table that holds learner data: a conversation through the API, the
 * rest written as the features write them.
 */
async function learnerWithHistory(marker: string) {
  const learner = await context.createUser({ name: `Learner ${marker}` });
  const started = await call('POST', '/api/sessions/start', learner.cookie, { language: 'spanish' });
  expect(started.statusCode).toBe(200);
  const sessionId: number = started.json().session.id;
  const sent = await call('POST', '/api/conversation/message', learner.cookie, {
    sessionId,
    message: `Yo tengo un perro ${marker}`,
    language: 'spanish',
  });
  expect(sent.statusCode).toBe(200);
  const now = clock.now();
  const [card] = await db()
    .insert(mistakeCards)
    .values({
      userId: learner.id,
      language: 'spanish',
      kind: 'own',
      original: `perro ${marker}`,
      corrected: `perro ${marker}`,
      explanation: 'kept',
      mistakeKey: `key-${marker}`,
      firstSessionId: sessionId,
      firstSeenAt: now,
      lastSeenAt: now,
      due: now,
      stability: 1,
      difficulty: 5,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
    })
    .returning();
  await db().insert(reviewLogs).values({
    userId: learner.id,
    cardId: card!.id,
    language: 'spanish',
    rating: 3,
    correct: true,
    state: 0,
    reviewedAt: now,
  });
  const quiz = await aQuiz();
  await db()
    .insert(quizAttempts)
    .values({ userId: learner.id, quizId: quiz, itemIndexes: [0], items: [], answers: {} });
  await db()
    .insert(quizResults)
    .values({ userId: learner.id, quizId: quiz, answers: [1], score: 1, total: 1, passed: true });
  await db()
    .insert(kidsProgress)
    .values({ userId: learner.id, language: 'english', lesson: 1, stars: 3, score: 5, total: 5 });
  await db()
    .insert(childProfiles)
    .values({ parentId: learner.id, name: 'Ana', avatar: '🦊', ageGroup: '4-6', language: 'english' });
  await db().insert(familyPins).values({ userId: learner.id, pinHash: 'scrypt:salt:hash' });
  await db()
    .insert(placementTests)
    .values({
      userId: learner.id,
      language: 'french',
      status: 'finished',
      answers: [{ itemId: 'french-1-0', response: 'correct', answeredAt: now.toISOString() }],
      level: 'A2',
      ability: -1.4,
      startedAt: now,
      finishedAt: now,
    });
  await db()
    .insert(lessonRuns)
    .values({
      userId: learner.id,
      language: 'english',
      lessonId: 'en-a1-u1-l1',
      sessionId,
      phase: 'done',
      transcript: [{ from: 'learner', text: `Hello ${marker}` }],
      score: 90,
      stars: 3,
      startedAt: now,
      updatedAt: now,
      finishedAt: now,
    });
  const couponId = `DATA${marker}`.toUpperCase();
  await db().insert(coupons).values({ id: couponId, name: 'Ten', percentOff: 10, duration: 'once' });
  const paymentId = `pi_${marker}_${learner.id}`;
  await db().insert(payments).values({
    id: paymentId,
    userId: learner.id,
    provider: 'stripe',
    kind: 'one_time',
    plan: 'annual',
    amountCents: 8900,
    couponId,
    status: 'succeeded',
  });
  await db().insert(couponRedemptions).values({ couponId, userId: learner.id, paymentId });
  await db()
    .insert(speechTranscripts)
    .values({
      userId: learner.id,
      language: 'spanish',
      text: `Yo tengo un perro ${marker}`,
      wordCount: 5,
      speakingMs: 2000,
      pauseCount: 0,
      longestPauseMs: 0,
      createdAt: now,
    });
  await db().insert(turnTimings).values({
    userId: learner.id,
    kind: 'reply',
    provider: 'offline',
    firstTokenMs: 10,
    totalMs: 20,
    createdAt: now,
  });
  return { ...learner, sessionId, paymentId, marker };
}

function unzip(body: Buffer): Record<string, unknown> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(
    Object.entries(files).map(([name, bytes]) => [
      name,
      name.endsWith('.json') ? JSON.parse(strFromU8(bytes)) : strFromU8(bytes),
    ]),
  );
}

describe('GET /api/account/export', () => {
  it('answers a zip of every kind of the learner’s data, and nothing of anyone else', async () => {
    const learner = await learnerWithHistory('alpha');
    const other = await learnerWithHistory('beta');

    const response = await call('GET', '/api/account/export', learner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-data-2026-11-02\.zip"$/,
    );
    expect(response.headers['cache-control']).toContain('no-store');
    const archive = unzip(response.rawPayload);

    expect(Object.keys(archive).sort()).toEqual(
      ['README.txt', ...PERSONAL_DATA.map((entry) => entry.file)].sort(),
    );
    for (const entry of PERSONAL_DATA) {
      if (entry.table === 'audit_log') continue; // a learner takes no admin actions
      expect(archive[entry.file], entry.file).toEqual(expect.arrayContaining([expect.anything()]));
    }
    // The kid-mode PIN is never exported, not even as its hash.
    expect(JSON.stringify(archive['kid-mode-pin.json'])).not.toContain('scrypt');
    expect(archive['account.json']).toEqual([
      expect.objectContaining({ id: learner.id, email: learner.email }),
    ]);
    const sent = (archive['messages.json'] as { content: string; sessionId: number }[]).map((m) => m.content);
    expect(sent).toContain('Yo tengo un perro alpha');
    expect(archive['payments.json']).toEqual([
      expect.objectContaining({ id: learner.paymentId, amountCents: 8900 }),
    ]);
    expect(archive['sign-in-sessions.json']).toEqual([
      { createdAt: expect.any(String), lastSeenAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    // Nothing of the other learner, whose rows sit in the same tables.
    const whole = JSON.stringify(archive);
    expect(whole).not.toContain('beta');
    expect(whole).not.toContain(other.email);
    expect(whole).not.toContain('tokenHash');
    expect(archive['README.txt']).toContain('messages.json');
  });

  it('is for a signed-in learner only, and an admin gets only their own', async () => {
    const learner = await learnerWithHistory('gamma');
    expect((await call('GET', '/api/account/export')).statusCode).toBe(401);
    const admin = await context.createUser({ isAdmin: true });
    const theirs = unzip((await call('GET', '/api/account/export', admin.cookie)).rawPayload);
    expect(theirs['account.json']).toEqual([expect.objectContaining({ id: admin.id })]);
    expect(JSON.stringify(theirs)).not.toContain('gamma');
    // No route hands an admin someone else's archive.
    const byId = await call('GET', `/api/account/export?userId=${learner.id}`, admin.cookie);
    expect(JSON.stringify(unzip(byId.rawPayload))).not.toContain('gamma');
    expect((await call('GET', `/api/admin/users/${learner.id}/export`, admin.cookie)).statusCode).toBe(404);
  });

  it('reads a long history a page at a time into valid JSON', async () => {
    const learner = await context.createUser();
    const [session] = await db()
      .insert(practiceSessions)
      .values({ userId: learner.id, language: 'french', startedAt: clock.now(), lastActivityAt: clock.now() })
      .returning();
    const count = 1234;
    await db()
      .insert(messages)
      .values(
        Array.from({ length: count }, (_, index) => ({
          sessionId: session!.id,
          sender: 'user' as const,
          content: `message ${index} "quoted" \\ ✓`,
          corrections: [],
        })),
      );
    const archive = unzip((await call('GET', '/api/account/export', learner.cookie)).rawPayload);
    const rows = archive['messages.json'] as { content: string }[];
    expect(rows).toHaveLength(count);
    expect(rows.at(-1)!.content).toBe(`message ${count - 1} "quoted" \\ ✓`);
  });
});

describe('a long history', () => {
  it('is archived without holding other requests up: the event loop is never blocked for long', async () => {
    const learner = await context.createUser();
    const [session] = await db()
      .insert(practiceSessions)
      .values({
        userId: learner.id,
        language: 'english',
        startedAt: clock.now(),
        lastActivityAt: clock.now(),
      })
      .returning();
    // About 7 MB of JSON: written in one go, it holds the event loop for a second or more.
    const words = 'the quick brown fox jumps over a lazy dog while teachers correct every learner sentence';
    for (let batch = 0; batch < 15; batch += 1) {
      await db()
        .insert(messages)
        .values(
          Array.from({ length: 1000 }, (_, index) => ({
            sessionId: session!.id,
            sender: 'user' as const,
            content: `${batch * 1000 + index} ${words
              .split(' ')
              .sort(() => (index % 3) - 1)
              .join(' ')} `.repeat(4),
            corrections: [],
          })),
        );
    }
    const delays = monitorEventLoopDelay({ resolution: 5 });
    delays.enable();
    const response = await call('GET', '/api/account/export', learner.cookie);
    delays.disable();
    expect(response.statusCode).toBe(200);
    expect(
      unzipSync(new Uint8Array(response.rawPayload), { filter: (file) => file.name === 'messages.json' })[
        'messages.json'
      ]!.length,
    ).toBeGreaterThan(5_000_000);
    expect(delays.max / 1e6).toBeLessThan(250);
  }, 120_000);
});

describe('DELETE /api/sessions/:id', () => {
  it('deletes the learner’s conversation with its messages and speech timings, not another learner’s', async () => {
    const learner = await learnerWithHistory('delta');
    const other = await context.createUser();
    expect((await call('DELETE', `/api/sessions/${learner.sessionId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/sessions/${learner.sessionId}`)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/sessions/abc', learner.cookie)).statusCode).toBe(400);

    const deleted = await call('DELETE', `/api/sessions/${learner.sessionId}`, learner.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call('GET', `/api/sessions/${learner.sessionId}`, learner.cookie)).statusCode).toBe(404);
    expect(await db().select().from(messages).where(eq(messages.sessionId, learner.sessionId))).toEqual([]);
    expect(
      await db().select().from(speechTranscripts).where(eq(speechTranscripts.userId, learner.id)),
    ).toEqual([]);
    const list = await call('GET', '/api/sessions', learner.cookie);
    expect(list.json().sessions.map((s: { id: number }) => s.id)).not.toContain(learner.sessionId);
    // The notebook card made in it stays, without its session.
    const [card] = await db().select().from(mistakeCards).where(eq(mistakeCards.userId, learner.id));
    expect(card!.firstSessionId).toBeNull();
    expect((await call('DELETE', `/api/sessions/${learner.sessionId}`, learner.cookie)).statusCode).toBe(404);
  });

  // The first English message loads the English dictionaries: seconds on a busy machine.
  it('ends an open conversation first, so its minutes still count', async () => {
    const learner = await context.createUser();
    const started = await call('POST', '/api/sessions/start', learner.cookie, { language: 'english' });
    const sessionId: number = started.json().session.id;
    clock.advance(3 * 60_000);
    await call('POST', '/api/conversation/message', learner.cookie, {
      sessionId,
      message: 'I like dogs',
      language: 'english',
    });
    clock.advance(2 * 60_000);
    expect((await call('DELETE', `/api/sessions/${sessionId}`, learner.cookie)).statusCode).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, learner.id));
    expect(row!.totalMinutesUsed).toBeGreaterThanOrEqual(3);
  }, 90_000);
});

describe('DELETE /api/account', () => {
  it('refuses without the account’s email as confirmation, and changes nothing', async () => {
    const learner = await learnerWithHistory('epsilon');
    const missing = await call('DELETE', '/api/account', learner.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const wrong = await call('DELETE', '/api/account', learner.cookie, { confirmation: 'someone@else.org' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('email'),
    });
    expect((await call('GET', '/api/auth/me', learner.cookie)).statusCode).toBe(200);
    expect(
      (await call('DELETE', '/api/account', undefined, { confirmation: learner.email })).statusCode,
    ).toBe(401);
  });

  it('removes every personal row, keeps payments without the person, deletes the Stripe customer and signs out', async () => {
    const learner = await learnerWithHistory('zeta');
    const other = await learnerWithHistory('eta');
    const admin = await context.createUser({ isAdmin: true });
    const customer = await stripe.customers.create({ email: learner.email });
    await db().update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, learner.id));
    await db()
      .insert(auditLog)
      .values({
        actorUserId: admin.id,
        action: 'admin.grant',
        targetType: 'user',
        targetId: String(learner.id),
        details: { email: learner.email },
      });
    const sessionIds = (
      await db()
        .select({ id: practiceSessions.id })
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, learner.id))
    ).map((row) => row.id);
    const before = await rowsNaming(learner.id);
    expect(Object.values(before).some((n) => n > 0)).toBe(true);

    const deleted = await call('DELETE', '/api/account', learner.cookie, {
      confirmation: ` ${learner.email.toUpperCase()} `,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(String(deleted.headers['set-cookie'])).toMatch(
      new RegExp(`^${context.config.session.cookieName}=;`),
    );

    // Signed out at once, everywhere the cookie goes.
    expect((await call('GET', '/api/auth/me', learner.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/export', learner.cookie)).statusCode).toBe(401);
    // Every row that named the person is gone, the messages of their conversations too.
    const after = await rowsNaming(learner.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await db().select().from(messages).where(inArray(messages.sessionId, sessionIds))).toEqual([]);
    // The payment stays for the accounts, without the person.
    const [payment] = await db().select().from(payments).where(eq(payments.id, learner.paymentId));
    expect(payment).toMatchObject({ userId: null, amountCents: 8900, plan: 'annual', status: 'succeeded' });
    // Admin entries about them keep the action, not their email.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(learner.id)));
    expect(entries.map((entry) => entry.details)).toEqual([null]);
    // The Stripe customer was deleted through the API.
    expect(standIn.find('DELETE', `/v1/customers/${customer.id}`)).toHaveLength(1);
    expect(standIn.hasCustomer(customer.id)).toBe(false);
    // An admin cannot find or read them.
    const search = await call(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(learner.email)}`,
      admin.cookie,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ users: [], total: 0 });
    const csv = await call('GET', '/api/admin/users/export.csv', admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(learner.email);
    // The other learner keeps everything.
    const theirRows = await rowsNaming(other.id);
    expect(theirRows).toEqual(before);
    expect((await call('GET', '/api/auth/me', other.cookie)).statusCode).toBe(200);
    const theirs = unzip((await call('GET', '/api/account/export', other.cookie)).rawPayload);
    expect(JSON.stringify(theirs['messages.json'])).toContain('perro eta');
  });

  it('keeps the account when Stripe refuses to delete the customer, so the learner can try again', async () => {
    const learner = await learnerWithHistory('theta');
    await db()
      .update(users)
      .set({ stripeCustomerId: 'cus_while_stripe_is_down' })
      .where(eq(users.id, learner.id));
    await standIn.close();
    try {
      const refused = await call('DELETE', '/api/account', learner.cookie, { confirmation: learner.email });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().code).toBe('PROVIDER_ERROR');
      expect((await call('GET', '/api/auth/me', learner.cookie)).statusCode).toBe(200);
    } finally {
      standIn = await startStripeStandIn();
    }
  });
});
