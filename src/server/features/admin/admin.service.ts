import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminStatsResponse, AdminUser, AdminUsersResponse } from '../../../shared/contracts/admin.ts';
import { monthKey } from '../../../shared/domain/minutes.ts';
import { PLAN_IDS } from '../../../shared/domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { practiceSessions } from '../practice/practice.table.ts';
import { users } from '../users/users.table.ts';
import type { AuditLog } from './audit.service.ts';

const DAY_MS = 86_400_000;
const EXPORT_BATCH_SIZE = 500;

/** Start of the calendar month (UTC) `offset` months from the one containing `date`. */
export function utcMonthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/** Escapes LIKE wildcards so a search for "50%" or "a_b" matches those characters literally. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const count = () => sql<number>`cast(count(*) as integer)`.mapWith(Number);
const countWhere = (condition: SQL) =>
  sql<number>`cast(count(*) filter (where ${condition}) as integer)`.mapWith(Number);
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createAdminService(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  audit: AuditLog;
  /** Owner admins (ADMIN_EMAILS, lower-case): listed among the admins even before their next sign-in. */
  ownerEmails: readonly string[];
}) {
  const { db, clock, auth, audit } = deps;

  function userColumns(now: Date) {
    return {
      id: users.id,
      issuer: users.issuer,
      username: users.username,
      email: users.email,
      avatar: users.avatar,
      plan: users.plan,
      isAdmin: users.isAdmin,
      stripeSubscriptionId: users.stripeSubscriptionId,
      // The counter names its month; a counter from an older month means nothing used this month.
      monthlyMinutesUsed:
        sql<number>`case when ${users.minutesMonth} = ${monthKey(now)} then ${users.monthlyMinutesUsed} else 0 end`.mapWith(
          Number,
        ),
      totalMinutesUsed: users.totalMinutesUsed,
      createdAt: users.createdAt,
    };
  }
  type UserListRow = {
    id: number;
    issuer: string;
    username: string;
    email: string;
    avatar: string | null;
    plan: AdminUser['plan'];
    isAdmin: boolean;
    stripeSubscriptionId: string | null;
    monthlyMinutesUsed: number;
    totalMinutesUsed: number;
    createdAt: Date;
  };

  function toAdminUser(row: UserListRow): AdminUser {
    const isOwnerAdmin = auth.isOwner(row);
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      avatar: row.avatar,
      plan: row.plan,
      isAdmin: row.isAdmin || isOwnerAdmin,
      isOwnerAdmin,
      subscribed: Boolean(row.stripeSubscriptionId),
      monthlyMinutesUsed: row.monthlyMinutesUsed,
      totalMinutesUsed: row.totalMinutesUsed,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function filterUsers(options: { search: string; adminsOnly?: boolean }): SQL | undefined {
    const conditions: SQL[] = [];
    if (options.search) {
      // lower() on both sides: the database decides case for every alphabet, the same way for both.
      const pattern = `%${escapeLikePattern(options.search)}%`;
      conditions.push(
        or(
          sql`lower(${users.username}) like lower(${pattern}) escape '\\'`,
          sql`lower(${users.email}) like lower(${pattern}) escape '\\'`,
        )!,
      );
    }
    if (options.adminsOnly) {
      const owners = [...deps.ownerEmails];
      conditions.push(
        owners.length > 0
          ? or(
              eq(users.isAdmin, true),
              and(eq(users.issuer, auth.ownerIssuer), inArray(sql`lower(${users.email})`, owners)),
            )!
          : eq(users.isAdmin, true),
      );
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  /** Accounts are keyed by (issuer, subject): an email names a person within one identity provider. */
  const byEmail = (email: string, issuer: string) =>
    and(eq(sql`lower(${users.email})`, email), eq(users.issuer, issuer));

  return {
    /** Every figure of the admin panels, from SQL aggregates: no row is loaded into memory. */
    async getStats(): Promise<AdminStatsResponse> {
      const now = clock.now();
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const thisMonth = utcMonthStart(now);
      const lastMonth = utcMonthStart(now, -1);
      const isPaid = sql`${users.plan} <> 'free'`;

      const [userFigures, sessionTotals, sessionMonths] = await Promise.all([
        db
          .select({
            totalUsers: count(),
            activeSubscriptions: countWhere(isPaid),
            totalMinutes: sql<number>`coalesce(sum(${users.totalMinutesUsed}), 0)`.mapWith(Number),
            newUsersLast7Days: countWhere(sql`${users.createdAt} >= ${timestamp(weekAgo)}`),
            newSubscriptionsLast7Days: countWhere(
              sql`${isPaid} and ${users.planChangedAt} >= ${timestamp(weekAgo)}`,
            ),
            ...Object.fromEntries(PLAN_IDS.map((plan) => [plan, countWhere(sql`${users.plan} = ${plan}`)])),
          })
          .from(users),
        db.select({ totalSessions: count() }).from(practiceSessions),
        // Sessions count in the month they started (the started_at index bounds the scan to two months).
        db
          .select({
            sessionsThisMonth: countWhere(sql`${practiceSessions.startedAt} >= ${timestamp(thisMonth)}`),
            sessionsLastMonth: countWhere(sql`${practiceSessions.startedAt} < ${timestamp(thisMonth)}`),
            minutesThisMonth:
              sql<number>`coalesce(sum(${practiceSessions.durationMinutes}) filter (where ${practiceSessions.startedAt} >= ${timestamp(thisMonth)}), 0)`.mapWith(
                Number,
              ),
            minutesLastMonth:
              sql<number>`coalesce(sum(${practiceSessions.durationMinutes}) filter (where ${practiceSessions.startedAt} < ${timestamp(thisMonth)}), 0)`.mapWith(
                Number,
              ),
          })
          .from(practiceSessions)
          .where(sql`${practiceSessions.startedAt} >= ${timestamp(lastMonth)}`),
      ]);
      const figures = userFigures[0]! as (typeof userFigures)[0] & Record<(typeof PLAN_IDS)[number], number>;
      const months = sessionMonths[0]!;
      return {
        stats: {
          totalUsers: figures.totalUsers,
          activeSubscriptions: figures.activeSubscriptions,
          totalMinutes: figures.totalMinutes,
          totalSessions: sessionTotals[0]!.totalSessions,
        },
        usersByPlan: PLAN_IDS.map((plan) => ({ plan, count: Number(figures[plan]) })),
        growth: {
          newUsersLast7Days: figures.newUsersLast7Days,
          newSubscriptionsLast7Days: figures.newSubscriptionsLast7Days,
          minutesThisMonth: months.minutesThisMonth,
          minutesLastMonth: months.minutesLastMonth,
          sessionsThisMonth: months.sessionsThisMonth,
          sessionsLastMonth: months.sessionsLastMonth,
        },
      };
    },

    /** One page of users, newest first, matching the search; `total` counts every match. */
    async listUsers(options: {
      search: string;
      page: number;
      pageSize: number;
      adminsOnly?: boolean;
    }): Promise<AdminUsersResponse> {
      const where = filterUsers(options);
      const offset = (options.page - 1) * options.pageSize;
      const page = () =>
        db
          .select(userColumns(clock.now()))
          .from(users)
          .where(where)
          .orderBy(desc(users.id))
          .limit(options.pageSize)
          .offset(offset);
      const countAll = async () => (await db.select({ total: count() }).from(users).where(where))[0]!.total;

      if (!where) {
        // Unfiltered: the page comes from the primary key index, the count from a cheap scan.
        const [rows, total] = await Promise.all([page(), countAll()]);
        return { users: rows.map(toAdminUser), total, page: options.page, pageSize: options.pageSize };
      }
      // Filtered: one scan finds the matches, counts them and returns the page.
      const rows = await db
        .select({
          ...userColumns(clock.now()),
          total: sql<number>`cast(count(*) over () as integer)`.mapWith(Number),
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(options.pageSize)
        .offset(offset);
      // A page past the last match has no row to carry the count.
      const total = rows[0]?.total ?? (offset > 0 ? await countAll() : 0);
      return { users: rows.map(toAdminUser), total, page: options.page, pageSize: options.pageSize };
    },

    /**
     * Every user matching the search, newest first, read in batches with a keyset cursor so an export
     * of any size holds one batch in memory at a time.
     */
    async *iterateUsers(options: { search: string }): AsyncGenerator<AdminUser> {
      const now = clock.now();
      const where = filterUsers(options);
      let cursor: number | undefined;
      for (;;) {
        const batch = await db
          .select(userColumns(now))
          .from(users)
          .where(cursor === undefined ? where : and(where, lt(users.id, cursor)))
          .orderBy(desc(users.id))
          .limit(EXPORT_BATCH_SIZE);
        for (const row of batch) yield toAdminUser(row);
        if (batch.length < EXPORT_BATCH_SIZE) return;
        cursor = batch.at(-1)!.id;
      }
    },

    async recordExport(actor: CurrentUser, search: string) {
      await audit.record({
        actorUserId: actor.id,
        action: 'users.export',
        targetType: 'user',
        details: { search },
      });
    },

    /**
     * Makes the account with this email an administrator — the account from the identity provider the
     * acting admin signed in with. They must have signed in once.
     */
    async grantAdmin(actor: CurrentUser, email: string): Promise<AdminUser> {
      const normalized = email.trim().toLowerCase();
      const granted = await db.transaction(async (tx) => {
        const targets = await tx
          .select(userColumns(clock.now()))
          .from(users)
          .where(byEmail(normalized, actor.issuer))
          .orderBy(users.id);
        if (targets.length === 0) {
          throw new AppError(
            'NOT_FOUND',
            `No user with the email ${normalized} was found. They need to sign in once before they can become an administrator.`,
          );
        }
        const changed = await tx
          .update(users)
          .set({ isAdmin: true })
          .where(and(byEmail(normalized, actor.issuer), eq(users.isAdmin, false)))
          .returning({ id: users.id });
        for (const { id } of changed) {
          await audit.record(
            {
              actorUserId: actor.id,
              action: 'admin.grant',
              targetType: 'user',
              targetId: id,
              details: { email: normalized },
            },
            tx,
          );
        }
        return targets;
      });
      for (const target of granted) auth.forgetUser(target.id);
      return toAdminUser({ ...granted[0]!, isAdmin: true });
    },

    /** Takes administrator rights away. Owners (ADMIN_EMAILS) and the acting admin keep theirs. */
    async revokeAdmin(actor: CurrentUser, userId: number): Promise<AdminUser> {
      const revoked = await db.transaction(async (tx) => {
        const [target] = await tx.select(userColumns(clock.now())).from(users).where(eq(users.id, userId));
        if (!target) throw notFound('User');
        if (auth.isOwner(target)) {
          throw new AppError(
            'FORBIDDEN',
            `${target.email} is an owner administrator (ADMIN_EMAILS); owner rights cannot be revoked.`,
          );
        }
        if (target.id === actor.id) {
          throw new AppError('FORBIDDEN', 'You cannot revoke your own administrator rights.');
        }
        const changed = await tx
          .update(users)
          .set({ isAdmin: false })
          .where(and(eq(users.id, userId), eq(users.isAdmin, true)))
          .returning({ id: users.id });
        if (changed.length > 0) {
          await audit.record(
            {
              actorUserId: actor.id,
              action: 'admin.revoke',
              targetType: 'user',
              targetId: userId,
              details: { email: target.email },
            },
            tx,
          );
        }
        return target;
      });
      auth.forgetUser(revoked.id);
      return toAdminUser({ ...revoked, isAdmin: false });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
