import { hash, randomBytes } from 'node:crypto';
import type { InterfaceLanguage, User } from '../../../shared/contracts/auth.ts';
import type { Config } from '../../config.ts';
import { createLocalCacheBus, type CacheBus } from '../../db/cache-bus.ts';
import type { Db } from '../../db/client.ts';
import {
  closeSession,
  findSessionUser,
  openSession,
  setInterfaceLanguage,
  setSessionKidProfile,
  setTimeZone,
  touchSession,
  upsertAccount,
  type UserRow,
} from '../users/users.service.ts';
import { systemClock, type Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Executor } from '../../core/transaction.ts';
import type { ChildProfileRow } from '../users/users.service.ts';
import type { VerifiedIdentity } from '../../integrations/identity/oidc-client.ts';
import { createSessionCache } from './session-cache.ts';

/** How stale a session's last-seen time may get before a request writes it again. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Every authenticated request hashes its token once: the one-shot form, without a Hash object. */
function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Display name, else the part of the email before the @ (docs/product.md#accounts). */
function deriveUsername(name: string | undefined, email: string): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed.slice(0, 100);
  return email.split('@')[0]!.slice(0, 100) || email;
}

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How long a resolved session is cached while the cache bus is not receiving (decision 057). */
const DEGRADED_SESSION_CACHE_MS = 1000;

export function createAuthService(deps: {
  db: Db;
  config: Config;
  clock?: Clock;
  sessionCacheTtlMs?: number;
  /** Carries user and session changes to every instance (one process only when absent). */
  cacheBus?: CacheBus;
}) {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const cacheBus = deps.cacheBus ?? createLocalCacheBus();
  const ttlMs = deps.sessionCacheTtlMs ?? 10_000;
  // While changes made on other instances may go unheard (the cache bus is reconnecting), a resolved
  // session is kept for a second at most.
  const cache = createSessionCache({
    ttlMs: () => (cacheBus.live ? ttlMs : Math.min(ttlMs, DEGRADED_SESSION_CACHE_MS)),
    maxEntries: 20_000,
  });
  cacheBus.subscribe({
    onEvent(event) {
      if (event.type === 'user') cache.forgetUser(event.userId);
      else if (event.type === 'session') cache.forgetToken(event.tokenHash);
    },
    onResync: () => cache.clear(),
  });
  function forgetUser(userId: number) {
    cacheBus.publish({ type: 'user', userId });
  }
  const ownerEmails = new Set(config.adminEmails);
  const ownerIssuer = withoutTrailingSlash(config.identity.issuer);
  /**
   * An owner admin is an ADMIN_EMAILS address signed in through the configured issuer: the same
   * address from any other provider (a stand-in, a former provider) is an ordinary account.
   */
  const isOwner = (account: { issuer: string; email: string }) =>
    withoutTrailingSlash(account.issuer) === ownerIssuer && ownerEmails.has(account.email.toLowerCase());
  const idleMs = config.session.idleDays * 86_400_000;

  function toCurrentUser(row: UserRow, kidProfile: ChildProfileRow | null = null): CurrentUser {
    const isOwnerAdmin = isOwner(row);
    return { ...row, isAdmin: row.isAdmin || isOwnerAdmin, isOwnerAdmin, kidProfile };
  }

  return {
    isOwner,
    ownerIssuer,
    toCurrentUser,

    /**
     * The user behind a session cookie, or null when the token is unknown, past its lifetime, or idle
     * longer than SESSION_IDLE_DAYS. Each use slides the idle deadline (written at most once a minute).
     */
    async resolveUser(token: string): Promise<CurrentUser | null> {
      if (token.length !== 43) return null; // 32 random bytes, base64url
      const tokenHash = hashToken(token);
      const now = clock.now();
      const cached = cache.get(tokenHash, now.getTime());
      if (cached) return cached;
      const since = cache.begin();
      const row = await findSessionUser(db, { tokenHash, now, idleSince: new Date(now.getTime() - idleMs) });
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_GRANULARITY_MS) {
        await touchSession(db, tokenHash, now);
      }
      const user = toCurrentUser(row.user, row.kidProfile);
      const idleDeadline = now.getTime() + idleMs;
      cache.set(tokenHash, user, Math.min(row.expiresAt.getTime(), idleDeadline), now.getTime(), since);
      return user;
    },

    /** The user behind a token if the cache holds it (null for a token that cannot be a session). */
    peekUser(token: string): CurrentUser | null | undefined {
      if (token.length !== 43) return null;
      return cache.get(hashToken(token), clock.now().getTime());
    },

    /**
     * Call after changing anything about a user (plan, admin flag, results…) so the next request sees it:
     * every instance forgets what it kept for that user (the session cache and the learner's copies).
     */
    forgetUser,

    /**
     * Upserts the user by (issuer, subject) and opens a new session. The previous session, if any,
     * is deleted: a login always rotates the session id.
     */
    async signIn(identity: VerifiedIdentity, previousToken: string | undefined) {
      const now = clock.now();
      const email = identity.email.toLowerCase();
      const owner = isOwner({ issuer: identity.issuer, email });
      const row = await upsertAccount(db, {
        issuer: identity.issuer,
        subject: identity.subject,
        email,
        username: deriveUsername(identity.name, email),
        avatar: identity.picture ?? null,
        owner,
        now,
      });
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + config.session.ttlDays * 86_400_000);
      if (previousToken) cache.forgetToken(hashToken(previousToken));
      cache.forgetUser(row.id);
      // The previous session ends; expired and idle sessions of this user are of no use to anyone.
      await openSession(db, {
        tokenHash: hashToken(token),
        previousTokenHash: previousToken ? hashToken(previousToken) : undefined,
        userId: row.id,
        now,
        expiresAt,
        idleSince: new Date(now.getTime() - idleMs),
      });
      if (previousToken) cacheBus.publish({ type: 'session', tokenHash: hashToken(previousToken) });
      forgetUser(row.id);
      return { token, expiresAt, user: toCurrentUser(row) };
    },

    async signOut(token: string) {
      const tokenHash = hashToken(token);
      cache.forgetToken(tokenHash);
      await closeSession(db, tokenHash);
      cacheBus.publish({ type: 'session', tokenHash });
    },

    /**
     * Stores an IANA time zone both Intl and the database know; returns whether it was accepted (any other
     * is ignored: the sign-in call is what loads the app, decision 176).
     */
    async setTimeZone(userId: number, timeZone: string): Promise<boolean> {
      if (!isValidTimeZone(timeZone)) return false;
      const stored = await setTimeZone(db, userId, timeZone);
      if (stored === 'changed') forgetUser(userId);
      return stored !== 'unknown';
    },

    /**
     * Turns kid mode on (the child to play as) or off for the session of `token` only (decision 208);
     * every instance forgets that session, so its next request sees the change.
     */
    /** Forgets one session on every instance, so its next request reads it again. */
    forgetSession(token: string) {
      const tokenHash = hashToken(token);
      cache.forgetToken(tokenHash);
      cacheBus.publish({ type: 'session', tokenHash });
    },

    async setKidProfile(executor: Executor, token: string, userId: number, childId: number | null) {
      const tokenHash = hashToken(token);
      const changed = await setSessionKidProfile(executor, { tokenHash, userId, childId });
      cache.forgetToken(tokenHash);
      cacheBus.publish({ type: 'session', tokenHash });
      return changed;
    },

    async setInterfaceLanguage(userId: number, interfaceLanguage: InterfaceLanguage) {
      await setInterfaceLanguage(db, userId, interfaceLanguage);
      forgetUser(userId);
    },

    toUserDto(user: CurrentUser): User {
      const dto: User = {
        id: user.id,
        username: user.username,
        email: user.email,
        avatar: user.avatar,
        plan: user.plan,
        isAdmin: user.isAdmin,
        isOwnerAdmin: user.isOwnerAdmin,
        firebaseUid: user.subject,
        stripeSubscriptionId: user.stripeSubscriptionId,
        timeZone: user.timeZone,
        interfaceLanguage: user.interfaceLanguage,
        createdAt: user.createdAt.toISOString(),
        kidMode: null,
      };
      const kid = user.kidProfile;
      if (!kid) return dto;
      // A device in kid mode is told nothing of the parent's account it does not need (decision 208).
      return {
        ...dto,
        username: kid.name,
        email: '',
        avatar: null,
        isAdmin: false,
        isOwnerAdmin: false,
        firebaseUid: '',
        stripeSubscriptionId: null,
        kidMode: {
          childId: kid.id,
          name: kid.name,
          avatar: kid.avatar,
          ageGroup: kid.ageGroup,
          language: kid.language,
        },
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
