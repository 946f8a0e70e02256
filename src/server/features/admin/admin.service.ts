import type { AdminStatsResponse, AdminUser, AdminUsersResponse } from '../../../shared/contracts/admin.ts';
import { PLAN_IDS } from '../../../shared/domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { sessionFigures } from '../practice/session-figures.ts';
import {
  findListedUser,
  findUsersByEmail,
  grantAdminByEmail,
  listUserPage,
  listUsersBefore,
  revokeAdminFlag,
  userFigures,
  type UserFilter,
  type UserListRow,
} from '../users/users.service.ts';
import type { AuditLog } from './audit.service.ts';

const DAY_MS = 86_400_000;
const EXPORT_BATCH_SIZE = 500;

/** Start of the calendar month (UTC) `offset` months from the one containing `date`. */
export function utcMonthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

export function createAdminService(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  audit: AuditLog;
  /** Owner admins (ADMIN_EMAILS, lower-case): listed among the admins even before their next sign-in. */
  ownerEmails: readonly string[];
}) {
  const { db, clock, auth, audit } = deps;

  function filterUsers(options: { search: string; adminsOnly?: boolean }): UserFilter {
    return {
      search: options.search,
      ...(options.adminsOnly
        ? { adminsOnly: { ownerIssuer: auth.ownerIssuer, ownerEmails: deps.ownerEmails } }
        : {}),
    };
  }

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

  return {
    /** Every figure of the admin panels, from SQL aggregates: no row is loaded into memory. */
    async getStats(): Promise<AdminStatsResponse> {
      const now = clock.now();
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      const thisMonth = utcMonthStart(now);
      const lastMonth = utcMonthStart(now, -1);
      const [figures, months] = await Promise.all([
        userFigures(db, { weekAgo }),
        sessionFigures(db, { thisMonth, lastMonth }),
      ]);
      return {
        stats: {
          totalUsers: figures.totalUsers,
          activeSubscriptions: figures.activeSubscriptions,
          totalMinutes: figures.totalMinutes,
          totalSessions: months.totalSessions,
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
      const { rows, total } = await listUserPage(db, filterUsers(options), {
        offset: (options.page - 1) * options.pageSize,
        limit: options.pageSize,
        now: clock.now(),
      });
      return { users: rows.map(toAdminUser), total, page: options.page, pageSize: options.pageSize };
    },

    /**
     * Every user matching the search, newest first, read in batches with a keyset cursor so an export
     * of any size holds one batch in memory at a time.
     */
    async *iterateUsers(options: { search: string }): AsyncGenerator<AdminUser> {
      const now = clock.now();
      const filter = filterUsers(options);
      let cursor: number | undefined;
      for (;;) {
        const batch = await listUsersBefore(db, filter, { before: cursor, limit: EXPORT_BATCH_SIZE, now });
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
        const targets = await findUsersByEmail(tx, normalized, actor.issuer, clock.now());
        if (targets.length === 0) {
          throw new AppError(
            'NOT_FOUND',
            `No user with the email ${normalized} was found. They need to sign in once before they can become an administrator.`,
          );
        }
        const changed = await grantAdminByEmail(tx, normalized, actor.issuer);
        for (const id of changed) {
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
        const target = await findListedUser(tx, userId, clock.now());
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
        if (await revokeAdminFlag(tx, userId)) {
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
