import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import {
  MAX_CHILD_PROFILES,
  type ChildFigures,
  type ChildProfile,
  type ChildProfileBody,
  type FamilyResponse,
} from '../../../shared/contracts/family.ts';
import { currentStreak } from '../../../shared/domain/streak.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Db } from '../../db/client.ts';
import { sqlStateOf } from '../../db/unavailable.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { QuizzesService } from '../quizzes/quizzes.service.ts';
import {
  addChildProfile,
  deleteChildProfile,
  findChildProfiles,
  updateChildProfile,
  type ChildProfileRow,
} from '../users/users.service.ts';
import { familyPins } from './family.table.ts';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  length: number,
) => Promise<Buffer>;

/** Wrong PINs in a row before leaving kid mode is refused for a while, and for how long. */
export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_MS = 15 * 60_000;
/** The longest lock: a day. */
const PIN_LOCK_MAX_MS = 24 * 60 * 60_000;

/**
 * How long the `round`th lock lasts: 15 minutes, then an hour, 4 hours, and a day from the fourth on,
 * so that trying all 10,000 PINs would take years rather than days.
 */
export function pinLockMs(round: number): number {
  return Math.min(PIN_LOCK_MS * 4 ** Math.max(0, round - 1), PIN_LOCK_MAX_MS);
}
/** A play counts at most this long towards a child's minutes (a lesson left open is not time spent). */
const PLAY_CAP_MS = 20 * 60_000;
const WEEK_MS = 7 * 86_400_000;
/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const derived = await scrypt(pin, salt, 32);
  return `scrypt:${salt.toString('base64url')}:${derived.toString('base64url')}`;
}

async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const derived = await scrypt(pin, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(derived, expected);
}

/** Word forms in the right answers a child gave: what "words practised" counts. */
function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
  return words;
}

/**
 * Families (decision 208): a parent's child profiles, the PIN that leaves kid mode, kid mode itself (a
 * session playing as one child), and the parent view of each child's figures, computed from the child's
 * own kids lessons.
 */
export function createFamilyService(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthService, 'setKidProfile' | 'forgetUser' | 'forgetSession'>;
  quizzes: Pick<QuizzesService, 'findKidsLessons' | 'findKidsProgress' | 'findKidsPlays'>;
}) {
  const { db, clock, auth, quizzes } = deps;

  async function figuresOf(parent: CurrentUser, child: ChildProfileRow): Promise<ChildFigures> {
    const player = { userId: parent.id, childId: child.id };
    const [progress, plays, lessons] = await Promise.all([
      quizzes.findKidsProgress(player),
      quizzes.findKidsPlays(player),
      quizzes.findKidsLessons(player, child.language),
    ]);
    const now = clock.now();
    const done = progress.filter((row) => row.completed);
    let playedMs = 0;
    for (const play of plays) {
      if (now.getTime() - play.completedAt.getTime() > WEEK_MS) continue;
      const length = play.completedAt.getTime() - play.startedAt.getTime();
      playedMs += Math.min(Math.max(length, 0), PLAY_CAP_MS);
    }
    const next = lessons.quizzes.find((lesson) => lesson.isUnlocked && !lesson.passed);
    return {
      lessonsDone: done.length,
      stars: done.reduce((sum, row) => sum + row.stars, 0),
      minutesThisWeek: Math.ceil(playedMs / 60_000),
      wordsPractised: wordsOf(plays.flatMap((play) => play.rightAnswers)).size,
      streakDays: currentStreak(
        plays.map((play) => play.completedAt),
        now,
        parent.timeZone,
      ),
      lastPlayedAt: plays[0]?.completedAt.toISOString() ?? null,
      nextLesson: next
        ? {
            language: next.language,
            lesson: next.level,
            title: next.title,
            localized: next.localized ?? null,
          }
        : null,
    };
  }

  async function toChildProfile(parent: CurrentUser, child: ChildProfileRow): Promise<ChildProfile> {
    return {
      id: child.id,
      name: child.name,
      avatar: child.avatar as ChildProfile['avatar'],
      ageGroup: child.ageGroup,
      language: child.language,
      createdAt: child.createdAt.toISOString(),
      figures: await figuresOf(parent, child),
    };
  }

  return {
    async family(parent: CurrentUser): Promise<FamilyResponse> {
      const [children, pins] = await Promise.all([
        findChildProfiles(db, parent.id),
        db.select({ userId: familyPins.userId }).from(familyPins).where(eq(familyPins.userId, parent.id)),
      ]);
      return {
        children: await Promise.all(children.map((child) => toChildProfile(parent, child))),
        pinSet: pins.length > 0,
        maxChildren: MAX_CHILD_PROFILES,
      };
    },

    /** Adds a child; parallel adds cannot pass MAX_CHILD_PROFILES. */
    async addChild(parent: CurrentUser, body: ChildProfileBody): Promise<ChildProfile> {
      const child = await addChildProfile(db, {
        parentId: parent.id,
        fields: body,
        max: MAX_CHILD_PROFILES,
        now: clock.now(),
      });
      if (!child) {
        throw new AppError('CONFLICT', `An account holds at most ${MAX_CHILD_PROFILES} child profiles.`, {
          reason: 'too_many_children',
        });
      }
      return toChildProfile(parent, child);
    },

    async updateChild(parent: CurrentUser, childId: number, body: ChildProfileBody): Promise<ChildProfile> {
      const updated = await updateChildProfile(db, { parentId: parent.id, childId, fields: body });
      if (!updated) throw notFound('Child profile');
      // A session playing as this child shows its new name and avatar at its next request.
      auth.forgetUser(parent.id);
      return toChildProfile(parent, updated);
    },

    /** Deletes the child, its progress and plays; a session playing as it is signed out (decision 208). */
    async deleteChild(parent: CurrentUser, childId: number): Promise<void> {
      if (!(await deleteChildProfile(db, parent.id, childId))) throw notFound('Child profile');
      auth.forgetUser(parent.id);
    },

    /** Sets (or changes) the PIN; any count of wrong guesses starts again. */
    async setPin(parent: CurrentUser, pin: string): Promise<void> {
      const pinHash = await hashPin(pin);
      const now = clock.now();
      await db
        .insert(familyPins)
        .values({ userId: parent.id, pinHash, failures: 0, lockedUntil: null, updatedAt: now })
        .onConflictDoUpdate({
          target: familyPins.userId,
          set: { pinHash, failures: 0, lockedUntil: null, updatedAt: now },
        });
    },

    /** Turns kid mode on for this session, playing as one of the parent's children. */
    async enterKidMode(parent: CurrentUser, token: string, childId: number): Promise<void> {
      if (parent.kidProfile) throw new AppError('CONFLICT', 'Kid mode is already on.');
      // A PIN must be set first: it is the only way out of kid mode (decision 208).
      const [pin] = await db
        .select({ userId: familyPins.userId })
        .from(familyPins)
        .where(eq(familyPins.userId, parent.id));
      if (!pin) {
        throw new AppError('CONFLICT', 'Set a PIN first: kid mode is left with it.', { reason: 'no_pin' });
      }
      let entered: boolean;
      try {
        // One statement checks that the child is the parent's and sets it.
        entered = await auth.setKidProfile(db, token, parent.id, childId);
      } catch (error) {
        // The child was deleted at this very moment.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw notFound('Child profile');
        throw error;
      }
      if (!entered) throw notFound('Child profile');
    },

    /**
     * Ends kid mode on this session when the PIN is the parent's. Guesses are taken one at a time per
     * parent (the PIN row is locked); after PIN_ATTEMPTS wrong ones in a row, none is heard for
     * longer each time (`pinLockMs`). A parent who forgot the PIN sets a new one from another device.
     */
    async leaveKidMode(user: CurrentUser, token: string, pin: string): Promise<void> {
      if (!user.kidProfile) throw new AppError('CONFLICT', 'Kid mode is not on.');
      const verdict = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(familyPins).where(eq(familyPins.userId, user.id)).for('update');
        if (!row) return { kind: 'no-pin' as const };
        const now = clock.now();
        if (row.lockedUntil && row.lockedUntil > now)
          return { kind: 'locked' as const, until: row.lockedUntil };
        if (await pinMatches(pin, row.pinHash)) {
          await tx
            .update(familyPins)
            .set({ failures: 0, lockedUntil: null })
            .where(eq(familyPins.userId, user.id));
          await auth.setKidProfile(tx, token, user.id, null);
          return { kind: 'left' as const };
        }
        // Wrong guesses add up until the right PIN is given: every fifth locks leaving, each time longer.
        const failures = row.failures + 1;
        const locked = failures % PIN_ATTEMPTS === 0;
        const until = new Date(now.getTime() + pinLockMs(failures / PIN_ATTEMPTS));
        await tx
          .update(familyPins)
          .set({ failures, lockedUntil: locked ? until : null })
          .where(eq(familyPins.userId, user.id));
        return locked
          ? { kind: 'locked' as const, until }
          : { kind: 'wrong' as const, left: PIN_ATTEMPTS - (failures % PIN_ATTEMPTS) };
      });
      if (verdict.kind === 'left') {
        // Again once committed: a request read while the change was written may have kept kid mode.
        auth.forgetSession(token);
        return;
      }
      if (verdict.kind === 'no-pin') {
        throw new AppError('CONFLICT', 'No PIN is set: a parent sets one on another device.', {
          reason: 'no_pin',
        });
      }
      if (verdict.kind === 'locked') {
        const seconds = Math.max(1, Math.ceil((verdict.until.getTime() - clock.now().getTime()) / 1000));
        throw new AppError('RATE_LIMITED', 'Too many wrong PINs: try again later.', {
          reason: 'pin_locked',
          retryAfterSeconds: seconds,
        });
      }
      throw new AppError('FORBIDDEN', 'That PIN is not right.', {
        reason: 'wrong_pin',
        attemptsLeft: verdict.left,
      });
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
