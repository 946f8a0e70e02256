import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { practiceSessions } from '../practice/practice.table.ts';
import { listUserPage } from '../users/users.service.ts';
import { users } from '../users/users.table.ts';
import { auditLog } from './audit.table.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const clock = { now: () => NOW };

let context: TestContext;
let admin: { id: number; email: string; cookie: string };
let serial = 0;

/** Inserts a user straight into the table, with the timestamps and counters a test needs. */
async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }) {
  serial += 1;
  const [row] = await context.database.db
    .insert(users)
    .values({
      issuer: context.config.identity.issuer,
      subject: `seeded-${serial}-${values.email}`,
      username: values.email.split('@')[0]!,
      ...values,
    })
    .returning();
  return row!;
}

async function get(url: string, cookie = admin.cookie) {
  return context.app.inject({ method: 'GET', url, headers: { cookie } });
}

async function post(url: string, payload: unknown, cookie = admin.cookie) {
  return context.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
}

async function auditRows() {
  return context.database.db.select().from(auditLog).orderBy(auditLog.id);
}

describe('GET /api/admin/stats', () => {
  beforeAll(async () => {
    context = await createTestApp({ clock });
    admin = await context.createUser({ email: 'stats-admin@example.org', isAdmin: true });
  });
  afterAll(async () => {
    await context.close();
  });

  it('computes totals, users per plan and growth from the stored timestamps', async () => {
    const u1 = await insertUser({
      email: 'pro@example.org',
      plan: 'pro',
      planChangedAt: new Date('2026-03-12T08:00:00Z'),
      createdAt: new Date('2026-03-10T09:00:00Z'),
      totalMinutesUsed: 30,
    });
    await insertUser({
      email: 'starter@example.org',
      plan: 'starter',
      planChangedAt: new Date('2026-02-01T00:00:00Z'),
      createdAt: new Date('2026-01-05T00:00:00Z'),
      totalMinutesUsed: 100,
    });
    await insertUser({
      email: 'annual@example.org',
      plan: 'annual',
      planChangedAt: new Date('2026-03-14T00:00:00Z'),
      createdAt: new Date('2026-03-14T00:00:00Z'),
    });
    await insertUser({
      email: 'free@example.org',
      createdAt: new Date('2026-03-08T11:59:59Z'), // just over 7 days before NOW
      totalMinutesUsed: 7,
    });
    const session = (startedAt: string, durationMinutes: number | null) => ({
      userId: u1.id,
      language: 'spanish' as const,
      startedAt: new Date(startedAt),
      endedAt: durationMinutes === null ? null : new Date(new Date(startedAt).getTime() + 60_000),
      durationMinutes,
    });
    await context.database.db.insert(practiceSessions).values([
      session('2026-03-02T10:00:00Z', 10),
      session('2026-03-15T11:00:00Z', null), // still running: counts as a session, adds no minutes
      session('2026-02-10T10:00:00Z', 25),
      session('2026-02-28T23:50:00Z', 15),
      session('2026-01-20T10:00:00Z', 40),
    ]);

    const response = await get('/api/admin/stats');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stats: { totalUsers: 5, activeSubscriptions: 3, totalMinutes: 137, totalSessions: 5 },
      usersByPlan: [
        { plan: 'free', count: 2 },
        { plan: 'starter', count: 1 },
        { plan: 'pro', count: 1 },
        { plan: 'elite', count: 0 },
        { plan: 'annual', count: 1 },
      ],
      families: { childProfiles: 0, parentsWithChildren: 0 },
      growth: {
        newUsersLast7Days: 3, // pro, annual and the admin (created at NOW)
        newSubscriptionsLast7Days: 2, // pro and annual
        minutesThisMonth: 10,
        minutesLastMonth: 40,
        sessionsThisMonth: 2,
        sessionsLastMonth: 2,
      },
    });
  });
});

describe('GET /api/admin/users', () => {
  beforeAll(async () => {
    context = await createTestApp({ clock });
    admin = await context.createUser({ email: 'list-admin@example.org', name: 'List Admin', isAdmin: true });
    await insertUser({
      email: 'maria.lopez@example.org',
      username: 'María López',
      minutesMonth: '2026-03',
      monthlyMinutesUsed: 12,
      totalMinutesUsed: 80,
      plan: 'pro',
      stripeSubscriptionId: 'sub_123',
    });
    await insertUser({
      email: 'old.counter@example.org',
      username: 'Old Counter',
      minutesMonth: '2026-02',
      monthlyMinutesUsed: 33,
      totalMinutesUsed: 33,
    });
    await insertUser({ email: 'percent@example.org', username: 'Fifty_Percent' });
    await insertUser({ email: 'admin@example.com', username: 'Owner', isAdmin: true });
  });
  afterAll(async () => {
    await context.close();
  });

  it('lists users newest first with the fields the panels show', async () => {
    const response = await get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, totalCapped: false, pageSize: 20, nextBefore: null });
    expect(body.users.map((user: { email: string }) => user.email)).toEqual([
      'admin@example.com',
      'percent@example.org',
      'old.counter@example.org',
      'maria.lopez@example.org',
      'list-admin@example.org',
    ]);
    const maria = body.users.find((user: { email: string }) => user.email === 'maria.lopez@example.org');
    expect(maria).toEqual({
      id: expect.any(Number),
      username: 'María López',
      email: 'maria.lopez@example.org',
      avatar: null,
      plan: 'pro',
      isAdmin: false,
      isOwnerAdmin: false,
      subscribed: true,
      monthlyMinutesUsed: 12,
      totalMinutesUsed: 80,
      createdAt: expect.any(String),
    });
    const oldCounter = body.users.find((user: { email: string }) => user.email === 'old.counter@example.org');
    expect(oldCounter).toMatchObject({ monthlyMinutesUsed: 0, totalMinutesUsed: 33, subscribed: false });
    const owner = body.users.find((user: { email: string }) => user.email === 'admin@example.com');
    expect(owner).toMatchObject({ isAdmin: true, isOwnerAdmin: true });
  });

  it('searches username or email, ignoring case, on the server', async () => {
    const byName = (await get('/api/admin/users?search=MARÍA')).json();
    expect(byName.users.map((user: { email: string }) => user.email)).toEqual(['maria.lopez@example.org']);
    const byEmail = (await get('/api/admin/users?search=Old.Counter@EXAMPLE')).json();
    expect(byEmail.total).toBe(1);
    expect(byEmail.users[0].username).toBe('Old Counter');
    const none = (await get('/api/admin/users?search=nobody-like-this')).json();
    expect(none).toMatchObject({ users: [], total: 0 });
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await get('/api/admin/users?search=%25')).json().total).toBe(0);
    const underscore = (await get('/api/admin/users?search=y_p')).json();
    expect(underscore.users.map((user: { username: string }) => user.username)).toEqual(['Fifty_Percent']);
  });

  it('pages through the matches, each page from the one before', async () => {
    const first = (await get('/api/admin/users?pageSize=2')).json();
    expect(first).toMatchObject({ total: 5, totalCapped: false, pageSize: 2 });
    expect(first.users).toHaveLength(2);
    expect(first.nextBefore).toBe(first.users[1].id);
    const second = (await get(`/api/admin/users?pageSize=2&before=${first.nextBefore}`)).json();
    expect(second).toMatchObject({ total: 5, pageSize: 2 });
    const third = (await get(`/api/admin/users?pageSize=2&before=${second.nextBefore}`)).json();
    expect(third.users.map((user: { email: string }) => user.email)).toEqual(['list-admin@example.org']);
    expect(third.nextBefore).toBeNull();
    const walked = [...first.users, ...second.users, ...third.users].map((user: { id: number }) => user.id);
    const all = (await get('/api/admin/users')).json();
    expect(walked).toEqual(all.users.map((user: { id: number }) => user.id));
    // A page that ends exactly at the last match says so: no empty page after it.
    const exact = (await get('/api/admin/users?pageSize=5')).json();
    expect(exact.nextBefore).toBeNull();
    const beyond = (await get(`/api/admin/users?pageSize=2&before=${walked.at(-1)}`)).json();
    expect(beyond).toMatchObject({ users: [], total: 5, nextBefore: null });
    const searched = (await get('/api/admin/users?search=EXAMPLE.ORG&pageSize=3')).json();
    expect(searched).toMatchObject({ total: 4, totalCapped: false, pageSize: 3 });
    const searchedNext = (
      await get(`/api/admin/users?search=EXAMPLE.ORG&pageSize=3&before=${searched.nextBefore}`)
    ).json();
    expect(searchedNext.users.map((user: { email: string }) => user.email)).toEqual([
      'list-admin@example.org',
    ]);
    expect(searchedNext).toMatchObject({ total: 4, nextBefore: null });
  });

  it('counts the matches of a search up to the cap, and says when more match', async () => {
    const filter = { search: 'example' };
    const page = { before: undefined, limit: 2, now: NOW };
    // The list has five users, all with "example" in their email.
    const under = await listUserPage(context.database.db, filter, { ...page, totalCap: 5 });
    expect(under).toMatchObject({ total: 5, totalCapped: false, hasMore: true });
    const over = await listUserPage(context.database.db, filter, { ...page, totalCap: 4 });
    expect(over).toMatchObject({ total: 4, totalCapped: true, hasMore: true });
    expect(over.rows.map((row) => row.id)).toEqual(under.rows.map((row) => row.id));
  });

  it('lists only administrators, owners included, when asked', async () => {
    const admins = (await get('/api/admin/users?admins=true')).json();
    expect(admins.users.map((user: { email: string }) => user.email).sort()).toEqual([
      'admin@example.com',
      'list-admin@example.org',
    ]);
  });

  it('refuses page sizes over 100 and other bad queries with 400', async () => {
    for (const query of [
      'pageSize=101',
      'pageSize=0',
      'before=0',
      'before=abc',
      'before=2147483648',
      'before=-1',
      `search=${'x'.repeat(201)}`,
    ]) {
      const response = await get(`/api/admin/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/admin/users/export.csv', () => {
  beforeAll(async () => {
    context = await createTestApp({ clock });
    admin = await context.createUser({ email: 'export-admin@example.org', isAdmin: true });
    // More users than one export batch, seeded in a single statement.
    await context.database.db.execute(sql`
      insert into users (issuer, subject, email, username, total_minutes_used)
      select 'https://issuer.test', 'bulk-' || n, 'bulk' || n || '@example.org', 'Bulk ' || n, n
      from generate_series(1, 1203) as n`);
    await insertUser({ email: 'formula@example.org', username: '=HYPERLINK("http://evil","x")' });
    await insertUser({ email: 'comma@example.org', username: 'Smith, "Jo"' });
    await insertUser({ email: 'plus@example.org', username: '+1 555 0100' });
  });
  afterAll(async () => {
    await context.close();
  });

  function parseLines(body: string) {
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    return lines.slice(0, -1);
  }

  it('downloads the filtered list as CSV, every matching user exactly once', async () => {
    const response = await get('/api/admin/users/export.csv?search=BULK');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users-2026-03-15.csv"');
    const lines = parseLines(response.body);
    expect(lines[0]).toBe(
      'id,username,email,joined,plan,monthly_minutes_used,total_minutes_used,admin,owner_admin,subscribed',
    );
    const emails = lines.slice(1).map((line) => line.split(',')[2]);
    expect(emails).toHaveLength(1203);
    expect(new Set(emails).size).toBe(1203);
    expect(lines[1]).toMatch(
      /^\d+,Bulk 1203,bulk1203@example\.org,[\dT:.Z-]+,free,0,1203,false,false,false$/,
    );
  });

  it('exports everyone without a search, and guards cells against formulas', async () => {
    const lines = parseLines((await get('/api/admin/users/export.csv')).body);
    expect(lines).toHaveLength(1 + 1203 + 4);
    expect(lines).toContainEqual(expect.stringContaining(`,"'=HYPERLINK(""http://evil"",""x"")",`));
    expect(lines).toContainEqual(expect.stringContaining(`,"Smith, ""Jo""",comma@example.org,`));
    expect(lines).toContainEqual(expect.stringContaining(`,'+1 555 0100,plus@example.org,`));
  });

  it('records who exported what', async () => {
    await get('/api/admin/users/export.csv?search=formula');
    const rows = await auditRows();
    expect(rows.at(-1)).toMatchObject({
      actorUserId: admin.id,
      action: 'users.export',
      details: { search: 'formula' },
    });
  });
});

describe('granting and revoking admin rights', () => {
  beforeEach(async () => {
    // The production session cache stays on: a changed flag must apply at the user's next request.
    context = await createTestApp({ clock, deps: { sessionCacheTtlMs: 10_000 } });
    admin = await context.createUser({ email: 'granting-admin@example.org', isAdmin: true });
  });
  afterEach(async () => {
    await context.close();
  });

  it('grants by trimmed, case-insensitive email; the user is an admin at their next request', async () => {
    const learner = await context.createUser({ email: 'learner@example.org' });
    expect((await get('/api/admin/stats', learner.cookie)).statusCode).toBe(403);

    const response = await post('/api/admin/grant-admin', { email: '  LEARNER@Example.org ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: learner.id,
      email: 'learner@example.org',
      isAdmin: true,
      isOwnerAdmin: false,
    });
    expect((await get('/api/admin/stats', learner.cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', learner.cookie)).json().user.isAdmin).toBe(true);

    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.id,
      action: 'admin.grant',
      targetType: 'user',
      targetId: String(learner.id),
      details: { email: 'learner@example.org' },
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('revokes by user id; the user loses access at their next request', async () => {
    const helper = await context.createUser({ email: 'helper@example.org', isAdmin: true });
    expect((await get('/api/admin/stats', helper.cookie)).statusCode).toBe(200);

    const response = await post('/api/admin/revoke-admin', { userId: helper.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: helper.id, isAdmin: false });
    expect((await get('/api/admin/stats', helper.cookie)).statusCode).toBe(403);
    expect((await auditRows()).map((row) => [row.action, row.targetId])).toEqual([
      ['admin.revoke', String(helper.id)],
    ]);
  });

  it("grants only the account from the admin's own identity provider", async () => {
    const learner = await context.createUser({ email: 'twin@example.org' });
    const elsewhere = await insertUser({ email: 'twin@example.org', issuer: 'https://other-issuer.test' });
    expect((await post('/api/admin/grant-admin', { email: 'twin@example.org' })).json().user.id).toBe(
      learner.id,
    );
    const rows = await context.database.db.select().from(users).where(eq(users.email, 'twin@example.org'));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.isAdmin]))).toEqual({
      [learner.id]: true,
      [elsewhere.id]: false,
    });
    const onlyElsewhere = await insertUser({
      email: 'only-elsewhere@example.org',
      issuer: 'https://other-issuer.test',
    });
    expect((await post('/api/admin/grant-admin', { email: onlyElsewhere.email })).statusCode).toBe(404);
  });

  it('answers 404 with a clear message for an email nobody signed in with', async () => {
    const response = await post('/api/admin/grant-admin', { email: 'stranger@example.org' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      details: { reason: 'not_signed_up', email: 'stranger@example.org' },
    });
    expect(response.json().message).toContain('stranger@example.org');
    expect(await auditRows()).toEqual([]);
  });

  it('refuses malformed emails and ids with 400', async () => {
    for (const [url, payload] of [
      ['/api/admin/grant-admin', { email: '   ' }],
      ['/api/admin/grant-admin', { email: 'not-an-email' }],
      ['/api/admin/grant-admin', {}],
      ['/api/admin/revoke-admin', { userId: 'abc' }],
      ['/api/admin/revoke-admin', { userId: -1 }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('never revokes an owner admin (ADMIN_EMAILS), nor the acting admin, nor an unknown id', async () => {
    const owner = await context.createUser({ email: 'admin@example.com' });
    const ownerResponse = await post('/api/admin/revoke-admin', { userId: owner.id });
    expect(ownerResponse.statusCode).toBe(403);
    expect(ownerResponse.json().message).toMatch(/owner/i);
    expect(ownerResponse.json().details).toEqual({ reason: 'owner', email: 'admin@example.com' });
    expect((await get('/api/admin/stats', owner.cookie)).statusCode).toBe(200);

    const selfResponse = await post('/api/admin/revoke-admin', { userId: admin.id });
    expect(selfResponse.statusCode).toBe(403);
    expect(selfResponse.json().message).toBe('You cannot revoke your own administrator rights.');
    expect(selfResponse.json().details).toEqual({ reason: 'self' });
    expect((await get('/api/admin/stats')).statusCode).toBe(200);

    expect((await post('/api/admin/revoke-admin', { userId: 999_999 })).statusCode).toBe(404);
    expect(await auditRows()).toEqual([]);
  });

  it('an owner can revoke another admin, and granting twice changes nothing the second time', async () => {
    const owner = await context.createUser({ email: 'admin@example.com' });
    const other = await context.createUser({ email: 'other@example.org' });
    expect((await post('/api/admin/grant-admin', { email: other.email }, owner.cookie)).statusCode).toBe(200);
    expect((await post('/api/admin/grant-admin', { email: other.email }, owner.cookie)).statusCode).toBe(200);
    expect((await post('/api/admin/revoke-admin', { userId: other.id }, owner.cookie)).statusCode).toBe(200);
    expect((await auditRows()).map((row) => [row.action, row.actorUserId])).toEqual([
      ['admin.grant', owner.id],
      ['admin.revoke', owner.id],
    ]);
  });

  it('a learner gets 403 from every admin call, and nothing changes', async () => {
    const learner = await context.createUser({ email: 'sneaky@example.org' });
    const before = await context.database.db.select().from(users).orderBy(users.id);
    const calls = [
      context.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: learner.cookie } }),
      context.app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: learner.cookie } }),
      context.app.inject({
        method: 'GET',
        url: '/api/admin/users/export.csv',
        headers: { cookie: learner.cookie },
      }),
      post('/api/admin/grant-admin', { email: learner.email }, learner.cookie),
      post('/api/admin/revoke-admin', { userId: admin.id }, learner.cookie),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await context.database.db.select().from(users).orderBy(users.id)).toEqual(before);
    expect(await auditRows()).toEqual([]);
    const [stillLearner] = await context.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(stillLearner!.isAdmin).toBe(false);
  });
});
