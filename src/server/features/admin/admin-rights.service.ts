import type { AdminUser } from '../../../shared/contracts/admin.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ErrorReasonDetails } from '../../../shared/error-codes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import {
  findListedUser,
  findUsersByEmail,
  grantAdminByEmail,
  revokeAdminFlag,
} from '../users/users.service.ts';
import { toAdminUser } from './admin-users.service.ts';
import type { AuditLog } from './audit.service.ts';

/** Administrator rights: granted by email, revoked by id, each change audited in its transaction. */
export function createAdminRightsService(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthService, 'isOwner' | 'forgetUser'>;
  audit: AuditLog;
}) {
  const { db, clock, auth, audit } = deps;
  return {
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
            { reason: 'not_signed_up', email: normalized } satisfies ErrorReasonDetails,
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
      return toAdminUser({ ...granted[0]!, isAdmin: true }, auth);
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
            { reason: 'owner', email: target.email } satisfies ErrorReasonDetails,
          );
        }
        if (target.id === actor.id) {
          throw new AppError('FORBIDDEN', 'You cannot revoke your own administrator rights.', {
            reason: 'self',
          } satisfies ErrorReasonDetails);
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
      return toAdminUser({ ...revoked, isAdmin: false }, auth);
    },
  };
}

export type AdminRightsService = ReturnType<typeof createAdminRightsService>;
