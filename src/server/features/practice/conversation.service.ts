import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Correction, Message } from '../../../shared/contracts/practice.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { canContinueSession, minutesUsedThisMonth } from '../../../shared/domain/minutes.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { isPracticeTopic } from '../../../shared/domain/topics.ts';
import type { Clock } from '../../core/clock.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { HISTORY_WINDOW } from '../../integrations/ai/ai-tutor.ts';
import { authoredReplies } from '../../integrations/ai/reply-help.ts';
import type { Tutor, TutorReply, TutorTurn } from '../../integrations/ai/tutor.ts';
import type { Course } from '../lessons/course.ts';
import { dueItemsSql } from '../notebook/due-items.ts';
import { rememberedFactsSql } from '../memory/memory.service.ts';
import type { NotedFact } from '../../integrations/ai/learner-facts.ts';
import { passedLevelSql } from '../quizzes/passed-levels.ts';
import { learnerMinutesJsonSql } from '../users/users.service.ts';
import { heardWordsEnd } from './heard-words.ts';
import { learnerWords } from './learner-words.ts';
import { messages, practiceSessions } from './practice.table.ts';
import { findLearnersTeacherMessage } from './teacher-message.ts';
import { recordSessionWords, wordsOfMessage } from './session-words.ts';
import {
  isIdle,
  LIMIT_EXCEEDED_MESSAGE,
  openSessionMinutes,
  SESSION_ENDED_MESSAGE,
  toMessageDto,
  type SessionLedger,
  type SessionRow,
} from './session-ledger.ts';

interface PreparedTurn {
  session: SessionRow;
  turn: TutorTurn;
}
type HistoryMessage = TutorTurn['history'][number];

/** How many distinct corrections from earlier sessions the AI teacher is given to revisit. */
const RECENT_CORRECTIONS = 8;

/** A learner message as stored: whose, where, when, and what needed correcting. */
export interface StoredTurn {
  userId: number;
  sessionId: number;
  language: LanguageCode;
  at: Date;
  /** The learner's message the corrections are of. */
  message: string;
  corrections: Correction[] | null;
}

/**
 * What other features do with a turn: the notebook turns its corrections into cards in the transaction
 * that stores it, and the turn timings record how long the teacher took (decision 115).
 */
export interface PracticeHooks {
  onTurnStored?(tx: Transaction, turn: StoredTurn): Promise<void>;
  /** What the learner told of themselves in a turn, noted in the transaction that stores it (decision 209). */
  onFactsNoted?(
    tx: Transaction,
    learner: { userId: number; language: LanguageCode },
    facts: NotedFact[],
  ): Promise<void>;
  onReplyTimed?(timing: {
    userId: number;
    tutor: Tutor['kind'];
    firstTokenMs: number | null;
    totalMs: number;
  }): void;
}

/**
 * A conversation turn: everything that can refuse a message is checked before the teacher is asked
 * (prepareTurn), then the reply is streamed and stored with the learner's message (completeTurn).
 */
export function createConversationService(deps: {
  db: Db;
  clock: Clock;
  tutor: Pick<Tutor, 'kind' | 'respond' | 'suggestReplies'>;
  ledger: SessionLedger;
  /** The guided course: a conversation on a unit's theme keeps to it (decision 200). */
  course?: Pick<Course, 'theme'>;
  /** The unit of the learner's next lesson, which the AI teacher brings into other conversations. */
  currentUnit?: (
    userId: number,
    language: LanguageCode,
  ) => Promise<
    | { title: { en: string }; canDo: { en: string }; targets: { phrases: string[]; vocabulary: string[] } }
    | undefined
  >;
  hooks?: PracticeHooks;
}) {
  const { db, clock, tutor, ledger, hooks = {} } = deps;
  // One round trip for a session, its learner's minutes and the conversation so far — the time to the
  // teacher's first token starts with it — prepared once, so PostgreSQL parses and plans it once per
  // connection and the SQL text is not rebuilt for every message.
  // drizzle writes a lone table's columns unqualified; the correlated subqueries below (and those other
  // features provide) need the session's columns qualified.
  const sessionColumn = (name: string) => sql`${practiceSessions}.${sql.identifier(name)}`;
  const turnContextQuery = db
    .select({
      session: practiceSessions,
      minutes: learnerMinutesJsonSql(sessionColumn('user_id')),
      // A teacher message the learner cut into carries where (decision 212); the others have no such field.
      history: sql<HistoryMessage[]>`coalesce((
        select json_agg(json_strip_nulls(json_build_object('sender', recent.sender, 'content', recent.content,
          'interruptedAt', recent.interrupted_at)) order by recent.id)
        from (select m.id, m.sender, m.content, m.interrupted_at from ${messages} m
              where m.session_id = ${sessionColumn('id')}
              order by m.id desc limit ${sql.raw(String(HISTORY_WINDOW))}) recent), '[]'::json)`,
      openSessions: sql<{ startedAt: string; lastActivityAt: string; audioMs: number }[]>`coalesce((
        select json_agg(json_build_object('startedAt', o.started_at, 'lastActivityAt', o.last_activity_at,
          'audioMs', o.audio_ms))
        from ${practiceSessions} o
        where o.user_id = ${sessionColumn('user_id')} and o.ended_at is null), '[]'::json)`,
      // The highest passed adult level quiz in the session's language picks the teacher's material.
      passedLevel: passedLevelSql(sessionColumn('user_id'), sessionColumn('language')),
      // The learner's last mistakes in this language, from earlier sessions, for the AI teacher to revisit.
      recentCorrections: sql<Correction[]>`coalesce((
        select json_agg(latest.correction order by latest.id desc) from (
          select * from (
            select distinct on (lower(c.value->>'original'), lower(c.value->>'corrected')) c.value as correction, m.id
            from (select m.id, m.corrections from messages m join practice_sessions earlier on earlier.id = m.session_id
                  where earlier.user_id = ${sessionColumn('user_id')} and earlier.language = ${sessionColumn('language')}
                    and earlier.id <> ${sessionColumn('id')} and m.sender = 'user'
                    and jsonb_typeof(m.corrections) = 'array' and jsonb_array_length(m.corrections) > 0
                  order by m.id desc limit 200) m
            cross join lateral jsonb_array_elements(m.corrections) c
            order by lower(c.value->>'original'), lower(c.value->>'corrected'), m.id desc) distinct_corrections
          order by id desc limit ${sql.raw(String(RECENT_CORRECTIONS))}) latest), '[]'::json)`,
      // Up to 3 of the learner's notebook cards due now in this language, for the teacher (decision 117).
      dueItems: dueItemsSql(sessionColumn('user_id'), sessionColumn('language'), sql.placeholder('now')),
      // What the teacher remembers of the learner in this language (decision 209).
      facts: rememberedFactsSql(sessionColumn('user_id'), sessionColumn('language')),
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.id, sql.placeholder('sessionId')),
        eq(practiceSessions.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('practice_turn_context');

  /** What the teacher needs of the unit whose theme the conversation is on: can-do, targets, questions. */
  function themeOf(session: Pick<SessionRow, 'language' | 'unitId'>): TutorTurn['theme'] {
    const theme = session.unitId ? deps.course?.theme?.(session.language, session.unitId) : undefined;
    if (!theme) return undefined;
    return {
      title: theme.unit.title.en,
      canDo: theme.unit.canDo.en,
      phrases: theme.unit.targets.phrases,
      vocabulary: theme.unit.targets.vocabulary,
      questions: theme.conversation.questions,
    };
  }

  /**
   * Stores one turn — the learner's message with its corrections and the teacher's reply — with the
   * session's figures, its words and the notebook's cards, in one transaction. A session that ended
   * meanwhile is a 409.
   */
  function storeTurn(
    session: Pick<SessionRow, 'id' | 'userId' | 'language'>,
    learnerMessage: string,
    reply: Pick<TutorReply, 'reply' | 'corrections' | 'facts'>,
    sentAt: Date,
  ) {
    const { userId, id: sessionId, language } = session;
    const words = learnerWords(learnerMessage, reply.corrections);
    return ledger.changing(session.userId, () =>
      db.transaction(async (tx) => {
        const [open] = await tx
          .update(practiceSessions)
          .set({
            lastActivityAt: sentAt,
            learnerTurns: sql`${practiceSessions.learnerTurns} + 1`,
            // The session's figures for its report and the progress charts (decision 155).
            learnerWords: sql`${practiceSessions.learnerWords} + ${words.count}`,
            learnerMistakes: sql`${practiceSessions.learnerMistakes} + ${reply.corrections?.length ?? 0}`,
          })
          .where(and(eq(practiceSessions.id, session.id), isNull(practiceSessions.endedAt)))
          .returning({ id: practiceSessions.id });
        if (!open) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
        // Both messages in one statement: on the embedded database a transaction holds every other
        // request until it ends, so it makes as few round trips as it can (decision 069).
        const stored = await tx
          .insert(messages)
          .values([
            {
              sessionId: session.id,
              sender: 'user',
              content: learnerMessage,
              corrections: reply.corrections,
              createdAt: sentAt,
            },
            { sessionId: session.id, sender: 'ai', content: reply.reply, createdAt: clock.now() },
          ])
          .returning();
        await hooks.onTurnStored?.(tx, {
          userId,
          sessionId,
          language,
          at: sentAt,
          message: learnerMessage,
          corrections: reply.corrections,
        });
        if (reply.facts && reply.facts.length > 0)
          await hooks.onFactsNoted?.(tx, { userId, language }, reply.facts);
        const learner = stored.find((row) => row.sender === 'user')!;
        const teacher = stored.find((row) => row.sender === 'ai')!;
        await recordSessionWords(tx, sessionId, wordsOfMessage(learner.id, words.used));
        return { userMessage: toMessageDto(learner), message: toMessageDto(teacher) };
      }),
    );
  }

  return {
    /**
     * Checks everything that can refuse a message before any reply is produced, so refusals are plain
     * 4xx answers even on the streaming route.
     */
    async prepareTurn(user: CurrentUser, sessionId: number, learnerMessage: string): Promise<PreparedTurn> {
      const [row] = await turnContextQuery.execute({
        sessionId,
        userId: user.id,
        now: clock.now().toISOString(),
      });
      // Another learner's session answers exactly like a missing one.
      if (!row) throw notFound('Session');
      const { session } = row;
      const now = clock.now();
      if (isIdle(session, now)) {
        await ledger.finish(user.id, session.id, session.lastActivityAt);
        throw new AppError('CONFLICT', 'This session ended after a long pause. Start a new one to continue.');
      }
      if (session.endedAt) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
      // A session whose learner is gone has no minutes to read: it answers like a missing one.
      if (!row.minutes) throw notFound('Session');
      const used = minutesUsedThisMonth(row.minutes, now);
      const running = openSessionMinutes(
        row.openSessions.map((open) => ({
          startedAt: new Date(open.startedAt),
          lastActivityAt: new Date(open.lastActivityAt),
          audioMs: open.audioMs,
        })),
        now,
      );
      if (!canContinueSession(used, running, row.minutes.plan))
        throw new AppError('LIMIT_EXCEEDED', LIMIT_EXCEEDED_MESSAGE);
      const theme = themeOf(session);
      // Only the AI teacher reads the current unit; the offline partner asks its own questions.
      const unit =
        tutor.kind === 'ai' && !theme
          ? await deps.currentUnit?.(session.userId, session.language)
          : undefined;
      return {
        session,
        turn: {
          teacher: TEACHERS[session.language],
          language: session.language,
          level: session.level,
          topic: isPracticeTopic(session.topic) ? session.topic : null,
          theme,
          ...(unit
            ? {
                currentUnit: {
                  title: unit.title.en,
                  canDo: unit.canDo.en,
                  phrases: unit.targets.phrases,
                  vocabulary: unit.targets.vocabulary,
                },
              }
            : {}),
          passedLevel: row.passedLevel,
          recentCorrections: row.recentCorrections,
          dueItems: row.dueItems,
          facts: row.facts,
          history: row.history,
          learnerTurn: session.learnerTurns,
          learnerMessage,
          learnerId: session.userId,
          interfaceLanguage: user.interfaceLanguage ?? 'en',
        },
      };
    },

    /**
     * Asks the teacher, then stores the learner message and the reply together — or nothing at all: a
     * session that ended while the reply was being written (by the learner, by idleness or by a newer
     * session) keeps nothing of it.
     */
    async completeTurn(
      prepared: PreparedTurn,
      options: { signal: AbortSignal; onDelta(text: string): void },
    ) {
      const started = performance.now();
      let firstTokenMs: number | null = null;
      const reply = await tutor.respond(prepared.turn, {
        signal: options.signal,
        onDelta(text) {
          firstTokenMs ??= Math.round(performance.now() - started);
          options.onDelta(text);
        },
      });
      options.signal.throwIfAborted();
      const sentAt = clock.now();
      hooks.onReplyTimed?.({
        userId: prepared.session.userId,
        tutor: tutor.kind,
        firstTokenMs,
        totalMs: Math.round(performance.now() - started),
      });
      return storeTurn(prepared.session, prepared.turn.learnerMessage, reply, sentAt);
    },

    /**
     * "Help me answer" (decision 214): two short replies the learner could give to the teacher's last
     * message, refused as a message would be (another learner's session, an ended one, no minutes left).
     * The AI teacher writes them; offline, or when the AI fails, they are the ones teachers wrote for the
     * question the learner heard last.
     */
    async helpReplies(
      user: CurrentUser,
      sessionId: number,
      signal: AbortSignal,
    ): Promise<{ replies: [string, string]; source: 'ai' | 'authored' }> {
      const { turn } = await this.prepareTurn(user, sessionId, '');
      if (tutor.suggestReplies) {
        try {
          return { replies: await tutor.suggestReplies(turn, { signal }), source: 'ai' };
        } catch {
          // The written replies still help; the AI's failure is the provider's, not the learner's.
        }
      }
      const teacher = turn.history.findLast((message) => message.sender === 'ai');
      const heard =
        teacher?.interruptedAt == null ? teacher?.content : teacher.content.slice(0, teacher.interruptedAt);
      return { replies: authoredReplies(turn.language, heard), source: 'authored' };
    },

    /**
     * The learner cut into a teacher message of their open session while it was spoken (decision 212):
     * it keeps where, rounded down to the end of the last whole word heard. A second report keeps the
     * smaller. Anything but a teacher message of theirs is a 404; a session that ended, a 409.
     */
    async markInterrupted(userId: number, messageId: number, heardChars: number): Promise<Message> {
      const row = await findLearnersTeacherMessage(db, userId, messageId);
      const { session } = row;
      if (session.endedAt) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
      if (isIdle(session, clock.now())) {
        await ledger.finish(userId, session.id, session.lastActivityAt);
        throw new AppError('CONFLICT', 'This session ended after a long pause. Start a new one to continue.');
      }
      const heard = heardWordsEnd(row.content, heardChars);
      // least() passes over the null of a message not cut before; only while the session is still open.
      const [marked] = await db
        .update(messages)
        .set({ interruptedAt: sql`least(${messages.interruptedAt}, ${heard})` })
        .where(
          and(
            eq(messages.id, messageId),
            exists(
              db
                .select({ id: practiceSessions.id })
                .from(practiceSessions)
                .where(and(eq(practiceSessions.id, session.id), isNull(practiceSessions.endedAt))),
            ),
          ),
        )
        .returning();
      // Ended meanwhile (by the learner, a newer session or idleness).
      if (!marked) throw new AppError('CONFLICT', SESSION_ENDED_MESSAGE);
      return toMessageDto(marked);
    },

    /**
     * Stores a turn the tutor was not asked for: a guided lesson's answer, graded against what teachers
     * wrote, with the teacher's authored words (decision 195). Its mistakes become cards like any other.
     */
    storeScriptedTurn(
      session: Pick<SessionRow, 'id' | 'userId' | 'language'>,
      learnerMessage: string,
      reply: Pick<TutorReply, 'reply' | 'corrections'>,
    ) {
      return storeTurn(session, learnerMessage, reply, clock.now());
    },
  };
}

export type ConversationService = ReturnType<typeof createConversationService>;
