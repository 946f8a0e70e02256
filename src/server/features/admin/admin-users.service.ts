import {
  ADMIN_USERS_TOTAL_CAP,
  type AdminUser,
  type AdminUsersResponse,
} from '../../../shared/contracts/admin.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Db } from '../../db/client.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { listUserPage, listUsersBefore, type UserFilter, type UserListRow } from '../users/users.service.ts';
import type { AuditLog } from './audit.service.ts';

const EXPORT_BATCH_SIZE = 500;

/** A user as the admin panels show them; owners (ADMIN_EMAILS from the configured issuer) are admins. */
export function toAdminUser(row: UserListRow, auth: Pick<AuthService, 'isOwner'>): AdminUser {
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

/** The admin users panel: search, pages and the CSV export (recorded in the audit log). */
export function createAdminUsersService(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthService, 'isOwner' | 'ownerIssuer'>;
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

  return {
    /**
     * One page of users, newest first, matching the search, after the user id `before`; `total` counts
     * the matches up to ADMIN_USERS_TOTAL_CAP (decision 137).
     */
    async listUsers(options: {
      search: string;
      before?: number;
      pageSize: number;
      adminsOnly?: boolean;
    }): Promise<AdminUsersResponse> {
      const { rows, hasMore, total, totalCapped } = await listUserPage(db, filterUsers(options), {
        before: options.before,
        limit: options.pageSize,
        totalCap: ADMIN_USERS_TOTAL_CAP,
        now: clock.now(),
      });
      return {
        users: rows.map((row) => toAdminUser(row, auth)),
        total,
        totalCapped,
        pageSize: options.pageSize,
        nextBefore: hasMore ? rows.at(-1)!.id : null,
      };
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
        for (const row of batch) yield toAdminUser(row, auth);
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
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
