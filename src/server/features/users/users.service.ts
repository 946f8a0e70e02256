import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { InterfaceLanguage } from '../../../shared/contracts/auth.ts';
import { monthKey } from '../../../shared/domain/minutes.ts';
import { PLAN_IDS, type PlanId } from '../../../shared/domain/plans.ts';
import { onePage, type PersonalRows } from '../../core/personal-data.ts';
import type { Executor, Transaction } from '../../core/transaction.ts';
import { INVALID_PARAMETER_VALUE, sqlStateOf } from '../../db/unavailable.ts';
import { count } from '../../db/aggregates.ts';
import type { Db } from '../../db/client.ts';
import {
  authSessions,
  childProfiles,
  userPlanFigures,
  users,
  type ChildProfileRow,
  type UserRow,
} from './users.table.ts';

export type { ChildProfileRow, UserRow };

/*
 * The one owner of the `users` and `auth_sessions` tables: every read and write of them goes through a
 * function here, called by auth (accounts and sign-in sessions), practice (minutes), billing (plan and
 * subscription) and admin (figures, lists, rights). Each function takes the executor to run on, so a
 * caller's transaction and row locks hold across its own writes and these.
 */

/**
 * This month's minutes as SQL: the counter names its month, and a counter from an older month reads as 0.
 * The one SQL form of `minutesUsedThisMonth` (shared/domain/minutes.ts), which reads loaded rows.
 */
export function monthlyMinutesUsedSql(now: Date): SQL<number> {
  return sql<number>`(case when ${users.minutesMonth} = ${monthKey(now)} then ${users.monthlyMinutesUsed} else 0 end)`;
}

// --- Accounts and sign-in sessions (auth) -------------------------------------------------------------

/** The user behind a session token's hash while the session is within its lifetime and not idle. */
export async function findSessionUser(
  db: Db,
  input: { tokenHash: string; now: Date; idleSince: Date },
): Promise<
  | {
      user: UserRow;
      expiresAt: Date;
      lastSeenAt: Date;
      kidProfileId: number | null;
      kidProfile: ChildProfileRow | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      user: users,
      expiresAt: authSessions.expiresAt,
      lastSeenAt: authSessions.lastSeenAt,
      kidProfileId: authSessions.kidProfileId,
      kidProfile: childProfiles,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    // Kid mode (decision 208): the child this session plays as, only ever one of this account's.
    .leftJoin(
      childProfiles,
      and(eq(childProfiles.id, authSessions.kidProfileId), eq(childProfiles.parentId, authSessions.userId)),
    )
    .where(
      and(
        eq(authSessions.tokenHash, input.tokenHash),
        gt(authSessions.expiresAt, input.now),
        gt(authSessions.lastSeenAt, input.idleSince),
      ),
    )
    .limit(1);
  // A session in kid mode whose child is not the account's own is no session at all: it never falls
  // back to the parent's account.
  if (row && row.kidProfileId !== null && row.kidProfile === null) return undefined;
  return row;
}

/**
 * Turns kid mode on for one session (the child it plays as) or off (null), for that session only
 * (decision 208). The child must be the session's own account's: the update matches nothing otherwise.
 */
export async function setSessionKidProfile(
  db: Executor,
  input: { tokenHash: string; userId: number; childId: number | null },
): Promise<boolean> {
  const ownChild =
    input.childId === null
      ? sql`true`
      : sql`exists (select 1 from ${childProfiles} where ${childProfiles.id} = ${input.childId}
          and ${childProfiles.parentId} = ${input.userId})`;
  const rows = await db
    .update(authSessions)
    .set({ kidProfileId: input.childId })
    .where(and(eq(authSessions.tokenHash, input.tokenHash), eq(authSessions.userId, input.userId), ownChild))
    .returning({ tokenHash: authSessions.tokenHash });
  return rows.length > 0;
}

export async function touchSession(db: Db, tokenHash: string, now: Date) {
  await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.tokenHash, tokenHash));
}

/** Creates the account of (issuer, subject) or refreshes its profile; an owner is made an admin. */
export async function upsertAccount(
  db: Db,
  account: {
    issuer: string;
    subject: string;
    email: string;
    username: string;
    avatar: string | null;
    owner: boolean;
    now: Date;
  },
): Promise<UserRow> {
  const { issuer, subject, email, username, avatar, owner, now } = account;
  const [row] = await db
    .insert(users)
    .values({ issuer, subject, email, username, avatar, isAdmin: owner, createdAt: now, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email, username, avatar, lastLoginAt: now, ...(owner ? { isAdmin: true } : {}) },
    })
    .returning();
  return row!;
}

/**
 * Opens a sign-in session, closing the one it replaces and the user's expired and idle ones, in one
 * transaction.
 */
export async function openSession(
  db: Db,
  session: {
    tokenHash: string;
    previousTokenHash: string | undefined;
    userId: number;
    now: Date;
    expiresAt: Date;
    idleSince: Date;
  },
) {
  const { tokenHash, previousTokenHash, userId, now, expiresAt, idleSince } = session;
  await db.transaction(async (tx) => {
    const [previous] = previousTokenHash
      ? await tx
          .delete(authSessions)
          .where(eq(authSessions.tokenHash, previousTokenHash))
          .returning({ userId: authSessions.userId, kidProfileId: authSessions.kidProfileId })
      : [];
    // Signing in again as the same account on a device in kid mode keeps kid mode: only the parent's
    // PIN ends it (decision 208).
    const kidProfileId = previous?.userId === userId ? previous.kidProfileId : null;
    await tx
      .insert(authSessions)
      .values({ tokenHash, userId, createdAt: now, expiresAt, lastSeenAt: now, kidProfileId });
    await tx
      .delete(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          or(lt(authSessions.expiresAt, now), lt(authSessions.lastSeenAt, idleSince)),
        ),
      );
  });
}

export async function closeSession(db: Db, tokenHash: string) {
  await db.delete(authSessions).where(eq(authSessions.tokenHash, tokenHash));
}

/**
 * Stores the time zone: `changed` when it differs from the stored one, `unknown` when the database does
 * not know the name. The database itself checks it (it reads the time in that zone), so a zone its zone
 * list does not hold is never stored.
 */
export async function setTimeZone(
  db: Db,
  userId: number,
  timeZone: string,
): Promise<'changed' | 'same' | 'unknown'> {
  try {
    const changed = await db
      .update(users)
      .set({ timeZone })
      .where(
        and(
          eq(users.id, userId),
          sql`(now() at time zone ${timeZone}::text) is not null`,
          sql`${users.timeZone} <> ${timeZone}`,
        ),
      )
      .returning({ id: users.id });
    return changed.length > 0 ? 'changed' : 'same';
  } catch (error) {
    if (sqlStateOf(error) === INVALID_PARAMETER_VALUE) return 'unknown';
    throw error;
  }
}

export async function setInterfaceLanguage(db: Db, userId: number, interfaceLanguage: InterfaceLanguage) {
  await db.update(users).set({ interfaceLanguage }).where(eq(users.id, userId));
}

// --- Minutes (practice) -------------------------------------------------------------------------------

export interface LearnerMinutes {
  plan: PlanId;
  minutesMonth: string | null;
  monthlyMinutesUsed: number;
}

/**
 * Locks the learner's row for the rest of the transaction and reads their minutes: decisions that read
 * the minutes and then write take it first, so they happen one at a time per learner.
 */
export async function lockLearnerMinutes(
  tx: Transaction,
  userId: number,
): Promise<LearnerMinutes | undefined> {
  const [row] = await tx
    .select({
      plan: users.plan,
      minutesMonth: users.minutesMonth,
      monthlyMinutesUsed: users.monthlyMinutesUsed,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** Adds an ended session's minutes to this month's and the total counters (the month moves on if new). */
export async function addPracticeMinutes(tx: Transaction, userId: number, minutes: number, endedAt: Date) {
  await tx
    .update(users)
    .set({
      monthlyMinutesUsed: sql`${monthlyMinutesUsedSql(endedAt)} + ${minutes}`,
      minutesMonth: monthKey(endedAt),
      totalMinutesUsed: sql`${users.totalMinutesUsed} + ${minutes}`,
    })
    .where(eq(users.id, userId));
}

/**
 * A learner's minutes as one JSON value `{ plan, minutesMonth, monthlyMinutesUsed }`, for a query that
 * reads them in the same round trip as its own rows (`userId`: the caller's table-qualified column).
 */
export function learnerMinutesJsonSql(userId: SQL) {
  return sql<LearnerMinutes>`(select json_build_object('plan', u.plan, 'minutesMonth', u.minutes_month,
    'monthlyMinutesUsed', u.monthly_minutes_used) from ${users} u where u.id = ${userId})`;
}

/** What the learner's stats read of their account: plan, counters and time zone. */
export async function findLearnerCounters(db: Db, userId: number) {
  const [row] = await db
    .select({
      plan: users.plan,
      minutesMonth: users.minutesMonth,
      monthlyMinutesUsed: users.monthlyMinutesUsed,
      totalMinutesUsed: users.totalMinutesUsed,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

// --- Plan and subscription (billing) ------------------------------------------------------------------

export async function findUser(executor: Executor, userId: number, options: { lock?: boolean } = {}) {
  const query = executor.select().from(users).where(eq(users.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Saves the provider's customer id unless another request saved one first; says whether this one won. */
export async function saveCustomerId(
  db: Db,
  userId: number,
  previous: string | null,
  customerId: string,
): Promise<boolean> {
  const [saved] = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(
      and(
        eq(users.id, userId),
        previous === null ? sql`${users.stripeCustomerId} is null` : eq(users.stripeCustomerId, previous),
      ),
    )
    .returning({ id: users.id });
  return saved !== undefined;
}

export type SubscriptionFields = Partial<
  Pick<
    UserRow,
    | 'plan'
    | 'stripeSubscriptionId'
    | 'subscriptionStatus'
    | 'cancelAtPeriodEnd'
    | 'currentPeriodEnd'
    | 'planChangedAt'
  >
>;

/**
 * Writes the plan and subscription state. With `subscriptionId`, only while that subscription is still
 * the user's; returns the row written, if any.
 */
export async function updateSubscription(
  executor: Executor,
  userId: number,
  fields: SubscriptionFields,
  options: { subscriptionId?: string } = {},
): Promise<UserRow | undefined> {
  const [row] = await executor
    .update(users)
    .set(fields)
    .where(
      options.subscriptionId === undefined
        ? eq(users.id, userId)
        : and(eq(users.id, userId), eq(users.stripeSubscriptionId, options.subscriptionId)),
    )
    .returning();
  return row;
}

// --- Figures, lists and rights (admin) ----------------------------------------------------------------

/** A user as the admin lists show them. */
export interface UserListRow {
  id: number;
  issuer: string;
  username: string;
  email: string;
  avatar: string | null;
  plan: PlanId;
  isAdmin: boolean;
  stripeSubscriptionId: string | null;
  monthlyMinutesUsed: number;
  totalMinutesUsed: number;
  createdAt: Date;
}

function listColumns(now: Date) {
  return {
    id: users.id,
    issuer: users.issuer,
    username: users.username,
    email: users.email,
    avatar: users.avatar,
    plan: users.plan,
    isAdmin: users.isAdmin,
    stripeSubscriptionId: users.stripeSubscriptionId,
    monthlyMinutesUsed: monthlyMinutesUsedSql(now).mapWith(Number),
    totalMinutesUsed: users.totalMinutesUsed,
    createdAt: users.createdAt,
  };
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface UserFilter {
  /** Part of a username or email, any case. */
  search: string;
  /** Only administrators: flagged ones, and owners (these emails from this issuer) before their next sign-in. */
  adminsOnly?: { ownerIssuer: string; ownerEmails: readonly string[] };
}

function whereUsers(filter: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    // The stored lower-case columns hold lower() of each side, so the database decides case for every
    // alphabet the same way on both (decision 124); the trigram indexes serve these LIKEs.
    const pattern = `%${escapeLikePattern(filter.search)}%`;
    conditions.push(
      or(
        sql`${users.usernameLower} like lower(${pattern}) escape '\\'`,
        sql`${users.emailLower} like lower(${pattern}) escape '\\'`,
      )!,
    );
  }
  if (filter.adminsOnly) {
    const owners = [...filter.adminsOnly.ownerEmails];
    conditions.push(
      owners.length > 0
        ? or(
            eq(users.isAdmin, true),
            and(eq(users.issuer, filter.adminsOnly.ownerIssuer), inArray(sql`lower(${users.email})`, owners)),
          )!
        : eq(users.isAdmin, true),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** How many users there are: the sum of the maintained per-plan figures, not a count of every row. */
async function countAllUsers(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${userPlanFigures.users}), 0)`.mapWith(Number) })
    .from(userPlanFigures);
  return row!.total;
}

/**
 * One page of users, newest first, matching the filter, after the user id `before` (keyset: a page costs
 * the same at any depth), and how many users match: exact up to `totalCap`, else `totalCap` with
 * `totalCapped` (decision 137). With no filter the total is the maintained figure, always exact. The
 * page and the count are two queries run side by side.
 */
export async function listUserPage(
  db: Db,
  filter: UserFilter,
  page: { before: number | undefined; limit: number; totalCap: number; now: Date },
): Promise<{ rows: UserListRow[]; hasMore: boolean; total: number; totalCapped: boolean }> {
  const where = whereUsers(filter);
  const countMatches = async () => {
    if (!where) return { total: await countAllUsers(db), totalCapped: false };
    const matches = db
      .select({ one: sql`1`.as('one') })
      .from(users)
      .where(where)
      .limit(page.totalCap + 1)
      .as('matches');
    const [row] = await db.select({ total: count() }).from(matches);
    return row!.total > page.totalCap
      ? { total: page.totalCap, totalCapped: true }
      : { total: row!.total, totalCapped: false };
  };
  const [rows, counted] = await Promise.all([
    listUsersBefore(db, filter, { before: page.before, limit: page.limit + 1, now: page.now }),
    countMatches(),
  ]);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit, ...counted };
}

/** The users matching the filter with an id below `before` (all when undefined), newest first. */
export function listUsersBefore(
  db: Db,
  filter: UserFilter,
  batch: { before: number | undefined; limit: number; now: Date },
): Promise<UserListRow[]> {
  const where = whereUsers(filter);
  return db
    .select(listColumns(batch.now))
    .from(users)
    .where(batch.before === undefined ? where : and(where, lt(users.id, batch.before)))
    .orderBy(desc(users.id))
    .limit(batch.limit);
}

/** Accounts are keyed by (issuer, subject): an email names a person within one identity provider. */
const byEmail = (email: string, issuer: string) =>
  and(eq(sql`lower(${users.email})`, email), eq(users.issuer, issuer));

export function findUsersByEmail(tx: Transaction, email: string, issuer: string, now: Date) {
  return tx.select(listColumns(now)).from(users).where(byEmail(email, issuer)).orderBy(users.id);
}

export async function findListedUser(tx: Transaction, userId: number, now: Date) {
  const [row] = await tx.select(listColumns(now)).from(users).where(eq(users.id, userId));
  return row;
}

/** Sets the admin flag of the accounts with this email that do not have it yet; returns their ids. */
export async function grantAdminByEmail(tx: Transaction, email: string, issuer: string): Promise<number[]> {
  const changed = await tx
    .update(users)
    .set({ isAdmin: true })
    .where(and(byEmail(email, issuer), eq(users.isAdmin, false)))
    .returning({ id: users.id });
  return changed.map((row) => row.id);
}

/** Clears the admin flag; says whether it was set. */
export async function revokeAdminFlag(tx: Transaction, userId: number): Promise<boolean> {
  const changed = await tx
    .update(users)
    .set({ isAdmin: false })
    .where(and(eq(users.id, userId), eq(users.isAdmin, true)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/**
 * Account figures of the admin panels: the per-plan totals from the maintained figures (decision 123),
 * the last 7 days' sign-ups and new subscriptions from index ranges of those days.
 */
export async function userFigures(db: Db, since: { weekAgo: Date }) {
  const [perPlan, [newUsers], [newSubscriptions]] = await Promise.all([
    db
      .select({
        plan: userPlanFigures.plan,
        users: sql<number>`sum(${userPlanFigures.users})`.mapWith(Number),
        minutes: sql<number>`sum(${userPlanFigures.minutes})`.mapWith(Number),
      })
      .from(userPlanFigures)
      .groupBy(userPlanFigures.plan),
    db.select({ total: count() }).from(users).where(gte(users.createdAt, since.weekAgo)),
    db
      .select({ total: count() })
      .from(users)
      // Literally the paid plans index's condition, so the planner reads that index.
      .where(and(sql`${users.plan} <> 'free'`, gte(users.planChangedAt, since.weekAgo))),
  ]);
  const usersOn = (plan: PlanId) => perPlan.find((row) => row.plan === plan)?.users ?? 0;
  return {
    totalUsers: perPlan.reduce((sum, row) => sum + row.users, 0),
    activeSubscriptions: PLAN_IDS.filter((plan) => plan !== 'free').reduce(
      (sum, plan) => sum + usersOn(plan),
      0,
    ),
    totalMinutes: perPlan.reduce((sum, row) => sum + row.minutes, 0),
    newUsersLast7Days: newUsers!.total,
    newSubscriptionsLast7Days: newSubscriptions!.total,
    usersByPlan: PLAN_IDS.map((plan) => ({ plan, count: usersOn(plan) })),
  };
}

// --- Data rights: export and erasure (decision 160) ------------------------------------------------

/** The account as its owner downloads it: everything stored of them but the derived search columns. */
export const accountRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select({
        id: users.id,
        issuer: users.issuer,
        subject: users.subject,
        email: users.email,
        username: users.username,
        avatar: users.avatar,
        plan: users.plan,
        isAdmin: users.isAdmin,
        stripeCustomerId: users.stripeCustomerId,
        stripeSubscriptionId: users.stripeSubscriptionId,
        subscriptionStatus: users.subscriptionStatus,
        cancelAtPeriodEnd: users.cancelAtPeriodEnd,
        currentPeriodEnd: users.currentPeriodEnd,
        planChangedAt: users.planChangedAt,
        timeZone: users.timeZone,
        interfaceLanguage: users.interfaceLanguage,
        minutesMonth: users.minutesMonth,
        monthlyMinutesUsed: users.monthlyMinutesUsed,
        totalMinutesUsed: users.totalMinutesUsed,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
  );

/** The account's sign-in sessions: when each began, was last used and ends (not the token's hash). */
export const signInSessionRows: PersonalRows = (db, userId) =>
  onePage(() =>
    db
      .select({
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        expiresAt: authSessions.expiresAt,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, userId))
      .orderBy(authSessions.createdAt),
  );

/**
 * Deletes the account row: every table holding the person's data goes with it by its foreign key
 * (cascade), payments and turn timings stay with the reference cleared (set null). Says whether the
 * account existed.
 */
export async function deleteAccountRow(tx: Transaction, userId: number): Promise<boolean> {
  const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return deleted.length > 0;
}

/** The learner's daily goal in minutes (decision 196). */
export async function setDailyGoal(db: Db, userId: number, minutes: number) {
  await db.update(users).set({ dailyGoalMinutes: minutes }).where(eq(users.id, userId));
}

// --- Child profiles (family, decision 208) ------------------------------------------------------------

export type ChildProfileFields = Pick<ChildProfileRow, 'name' | 'avatar' | 'ageGroup' | 'language'>;

export async function findChildProfiles(db: Db, parentId: number): Promise<ChildProfileRow[]> {
  return db
    .select()
    .from(childProfiles)
    .where(eq(childProfiles.parentId, parentId))
    .orderBy(childProfiles.id);
}

/** The parent's own child, or undefined: another account's child is as good as missing. */
export async function findChildProfile(db: Db, parentId: number, childId: number) {
  const [child] = await db
    .select()
    .from(childProfiles)
    .where(and(eq(childProfiles.id, childId), eq(childProfiles.parentId, parentId)))
    .limit(1);
  return child;
}

/**
 * Adds a child unless the parent already holds `max`: the parent's row is locked while counting, so
 * parallel adds cannot pass the limit. Undefined when full.
 */
export async function addChildProfile(
  db: Db,
  input: { parentId: number; fields: ChildProfileFields; max: number; now: Date },
): Promise<ChildProfileRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.parentId)).for('update');
    const [held] = await tx
      .select({ total: count() })
      .from(childProfiles)
      .where(eq(childProfiles.parentId, input.parentId));
    if ((held?.total ?? 0) >= input.max) return undefined;
    const [created] = await tx
      .insert(childProfiles)
      .values({ parentId: input.parentId, ...input.fields, createdAt: input.now })
      .returning();
    return created;
  });
}

export async function updateChildProfile(
  db: Db,
  input: { parentId: number; childId: number; fields: ChildProfileFields },
): Promise<ChildProfileRow | undefined> {
  const [updated] = await db
    .update(childProfiles)
    .set(input.fields)
    .where(and(eq(childProfiles.id, input.childId), eq(childProfiles.parentId, input.parentId)))
    .returning();
  return updated;
}

/** Deletes the child with its progress and plays; sessions playing as it end (foreign keys cascade). */
export async function deleteChildProfile(db: Db, parentId: number, childId: number): Promise<boolean> {
  const deleted = await db
    .delete(childProfiles)
    .where(and(eq(childProfiles.id, childId), eq(childProfiles.parentId, parentId)))
    .returning({ id: childProfiles.id });
  return deleted.length > 0;
}

/** A parent's child profiles (at most six), for the data archive. */
export const childProfileRows: PersonalRows = (db, userId) => onePage(() => findChildProfiles(db, userId));

/** The admin figures' families: child profiles, and the accounts holding any. */
export async function childProfileFigures(db: Db) {
  const [row] = await db
    .select({
      childProfiles: count(),
      parents: sql<number>`count(distinct ${childProfiles.parentId})`.mapWith(Number),
    })
    .from(childProfiles);
  return { childProfiles: row?.childProfiles ?? 0, parentsWithChildren: row?.parents ?? 0 };
}
