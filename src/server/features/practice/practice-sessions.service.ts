import { and, asc, desc, eq } from 'drizzle-orm';
import type { Message, Session, StartSessionBody } from '../../../shared/contracts/practice.ts';
import { canStartSession, minutesUsedThisMonth } from '../../../shared/domain/minutes.ts';
import { isPracticeTopic, type PracticeTopic } from '../../../shared/domain/topics.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import type { Course } from '../lessons/course.ts';
import { placedQuizLevels } from '../placement/placed-levels.ts';
import { AppError, notFound } from '../../errors.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { NotedFact } from '../../integrations/ai/learner-facts.ts';
import type { Tutor } from '../../integrations/ai/tutor.ts';
import { messages, practiceSessions } from './practice.table.ts';
import {
  closingTime,
  isIdle,
  LIMIT_EXCEEDED_MESSAGE,
  openSessionMinutes,
  toMessageDto,
  type SessionLedger,
  type SessionRow,
} from './session-ledger.ts';

/** A deleted session as the features keeping something of it see it. */
export interface DeletedSession {
  userId: number;
  language: SessionRow['language'];
  from: Date;
  to: Date;
  /** The learner's messages, trimmed. */
  messages: string[];
}

/**
 * A learner's practice sessions: starting one within the allowance (ending the previous one of the
 * mode), ending one, listing them (closing those that went idle) and reading one with its messages.
 */
export function createPracticeSessionsService(deps: {
  db: Db;
  clock: Clock;
  tutor: Pick<Tutor, 'kind' | 'greet'>;
  ledger: SessionLedger;
  /** The guided course, whose units give free conversations a theme (decision 200). */
  course?: Pick<Course, 'theme'>;
  /** What the teacher remembers of the learner in a language, newest first (decision 209). */
  facts?: (userId: number, language: LanguageCode) => Promise<NotedFact[]>;
  hooks?: {
    /** In the transaction deleting a session: what other features keep of it goes too. */
    onSessionDeleted?: (tx: Transaction, session: DeletedSession) => Promise<void>;
  };
}) {
  const { db, clock, tutor, ledger } = deps;

  function unitOf(row: Pick<SessionRow, 'language' | 'unitId'>): Session['unit'] {
    const theme = row.unitId ? deps.course?.theme?.(row.language, row.unitId) : undefined;
    return theme ? { id: theme.unit.id, title: theme.unit.title } : null;
  }

  function toSessionDto(row: SessionRow): Session {
    return {
      id: row.id,
      language: row.language,
      topic: row.topic,
      unit: unitOf(row),
      mode: row.mode,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      duration: row.durationMinutes,
      score: row.score,
      tutor: tutor.kind,
    };
  }

  async function getOwnedSession(userId: number, sessionId: number): Promise<SessionRow> {
    const [row] = await db
      .select()
      .from(practiceSessions)
      .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
    // Another learner's session answers exactly like a missing one.
    if (!row) throw notFound('Session');
    return row;
  }

  async function readSessions(userId: number, limit: number): Promise<Session[]> {
    const select = () =>
      db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.userId, userId))
        .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
        .limit(limit);
    const rows = await select();
    // Close sessions that went quiet only when the list shows one: no extra query otherwise.
    const now = clock.now();
    const idle = rows.filter((row) => isIdle(row, now));
    if (idle.length === 0) return rows.map(toSessionDto);
    for (const row of idle) await ledger.finish(userId, row.id, row.lastActivityAt);
    return (await select()).map(toSessionDto);
  }

  return {
    async startSession(
      user: CurrentUser,
      /** `opening`: the teacher's first line when it is not the tutor's greeting (a guided lesson's). */
      body: StartSessionBody & { mode: Session['mode']; opening?: string },
    ): Promise<Session> {
      const topic: PracticeTopic | null = isPracticeTopic(body.topic) ? body.topic : null;
      const theme = body.unit ? deps.course?.theme?.(body.language, body.unit) : undefined;
      if (body.unit && !theme)
        throw new AppError(
          'BAD_REQUEST',
          `There is no conversation theme ${body.unit} in this language's course.`,
        );
      const now = clock.now();
      // A learner the teacher remembers is welcomed back with what they told it (decision 209).
      const facts = body.opening || theme ? [] : ((await deps.facts?.(user.id, body.language)) ?? []);
      // The teacher speaks at the level asked for, else the learner's placed level (decision 196).
      const level =
        body.level ?? (await placedQuizLevels(db, user.id, body.language)).get(body.language) ?? 1;
      return ledger.changing(user.id, () =>
        db.transaction(async (tx) => {
          await ledger.lockLearner(tx, user.id);
          // One open session per mode: a new one ends the previous (and any that went idle) first, so
          // their minutes count before the allowance is checked. A refusal rolls all of it back.
          const running: SessionRow[] = [];
          for (const open of await ledger.openSessions(tx, user.id)) {
            if (open.mode === body.mode || isIdle(open, now)) {
              await ledger.finishLocked(tx, user.id, open.id, closingTime(open, now));
            } else {
              running.push(open);
            }
          }
          // Read again: the sessions just ended changed the minutes (the lock is already held).
          const learner = await ledger.lockLearner(tx, user.id);
          const used = minutesUsedThisMonth(learner, now);
          if (!canStartSession(used, openSessionMinutes(running, now), learner.plan))
            throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
          const [session] = await tx
            .insert(practiceSessions)
            .values({
              userId: user.id,
              language: body.language,
              topic,
              unitId: theme?.unit.id ?? null,
              mode: body.mode,
              level,
              startedAt: now,
              lastActivityAt: now,
              // Its figures are kept as its turns are stored (decision 155).
              wordsIndexed: true,
            })
            .returning();
          await tx.insert(messages).values({
            sessionId: session!.id,
            sender: 'ai',
            content:
              body.opening ??
              theme?.conversation.opening ??
              tutor.greet({ language: body.language, topic, facts, seed: `${user.id}:${now.getTime()}` }),
            createdAt: now,
          });
          return toSessionDto(session!);
        }),
      );
    },

    async endSession(userId: number, sessionId: number): Promise<Session> {
      const session = await getOwnedSession(userId, sessionId);
      if (session.endedAt) return toSessionDto(session);
      const ended = await ledger.finish(userId, sessionId, closingTime(session, clock.now()));
      return toSessionDto(ended ?? (await getOwnedSession(userId, sessionId)));
    },

    listSessions(userId: number, limit: number): Promise<Session[]> {
      return ledger.cached(userId, `sessions:${limit}`, () => readSessions(userId, limit));
    },

    /**
     * Deletes one of the learner's conversations with its messages (decision 160). An open one is
     * ended first, in the same transaction, so its minutes count as if the learner had ended it; the
     * notebook cards made in it stay (the learner deletes those one by one).
     */
    async deleteSession(userId: number, sessionId: number): Promise<void> {
      await ledger.changing(userId, () =>
        db.transaction(async (tx) => {
          await ledger.lockLearner(tx, userId);
          const [found] = await tx
            .select()
            .from(practiceSessions)
            .where(and(eq(practiceSessions.id, sessionId), eq(practiceSessions.userId, userId)));
          if (!found) throw notFound('Session');
          const now = clock.now();
          const session = found.endedAt
            ? found
            : ((await ledger.finishLocked(tx, userId, sessionId, closingTime(found, now))) ?? found);
          const learnerMessages = await tx
            .select({ content: messages.content })
            .from(messages)
            .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user')));
          await deps.hooks?.onSessionDeleted?.(tx, {
            userId,
            language: session.language,
            from: session.startedAt,
            to: session.endedAt ?? now,
            messages: learnerMessages.map((message) => message.content.trim()),
          });
          await tx.delete(practiceSessions).where(eq(practiceSessions.id, sessionId));
        }),
      );
    },

    async getSession(userId: number, sessionId: number): Promise<Session> {
      return toSessionDto(await getOwnedSession(userId, sessionId));
    },

    async listMessages(userId: number, sessionId: number): Promise<Message[]> {
      await getOwnedSession(userId, sessionId);
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.sessionId, sessionId))
        .orderBy(asc(messages.id));
      return rows.map(toMessageDto);
    },
  };
}

export type PracticeSessionsService = ReturnType<typeof createPracticeSessionsService>;
