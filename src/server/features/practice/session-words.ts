import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { learnerWords } from './learner-words.ts';
import { learnerVocabulary, messages, practiceSessions, sessionWords } from './practice.table.ts';

/*
 * The figures reports and progress read, kept as turns are stored (decision 155): each session's words
 * and mistakes (columns of `practice_sessions`), its distinct words (`session_words`) and each learner's
 * words per language with the start of their earliest session (`learner_vocabulary`).
 */

/** A word a session uses, where it first does: its message and its place among the message's words. */
export interface SessionWord {
  word: string;
  messageId: number;
  position: number;
}

/** The words one stored learner message uses, in order, for `recordSessionWords`. */
export function wordsOfMessage(messageId: number, used: readonly string[]): SessionWord[] {
  return used.map((word, index) => ({ word, messageId, position: index + 1 }));
}

/**
 * Records words a session's learner messages use, in the transaction that stores them: the session's
 * words not yet in it (an earlier place is kept), and the learner's vocabulary in the session's
 * language, which keeps each word's earliest session start. One statement.
 */
export async function recordSessionWords(tx: Transaction, sessionId: number, words: readonly SessionWord[]) {
  if (words.length === 0) return;
  await tx.execute(sql`
    with used as (
      select word, "messageId" as message_id, position
      from jsonb_to_recordset(${JSON.stringify(words)}::jsonb) as u(word text, "messageId" integer, position integer)),
    session as (select user_id, language, started_at from ${practiceSessions} where id = ${sessionId}),
    in_session as (
      insert into ${sessionWords} (session_id, word, message_id, position)
      select ${sessionId}, word, message_id, position from used
      on conflict (session_id, word) do nothing)
    insert into ${learnerVocabulary} (user_id, language, word, first_started_at)
    select s.user_id, s.language, u.word, s.started_at from session s cross join used u
    on conflict (user_id, language, word) do update
      set first_started_at = least(${learnerVocabulary.firstStartedAt}, excluded.first_started_at)`);
}

/**
 * A session's new words (decision 156): its words that no session of the learner in the language started
 * before it uses, in the order the session first has them, at most `limit`.
 */
export async function sessionNewWords(db: Db, sessionId: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ word: sessionWords.word })
    .from(sessionWords)
    .innerJoin(practiceSessions, eq(practiceSessions.id, sessionWords.sessionId))
    .innerJoin(
      learnerVocabulary,
      and(
        eq(learnerVocabulary.userId, practiceSessions.userId),
        eq(learnerVocabulary.language, practiceSessions.language),
        eq(learnerVocabulary.word, sessionWords.word),
      ),
    )
    .where(
      and(
        eq(sessionWords.sessionId, sessionId),
        eq(learnerVocabulary.firstStartedAt, practiceSessions.startedAt),
      ),
    )
    .orderBy(asc(sessionWords.messageId), asc(sessionWords.position))
    .limit(limit);
  return rows.map((row) => row.word);
}

/**
 * The learner's last `limit` ended sessions in `language`, oldest first, those with learner words only,
 * each with its words and mistakes.
 */
export async function recentSessionFigures(db: Db, userId: number, language: LanguageCode, limit: number) {
  const recent = db
    .select({
      id: practiceSessions.id,
      startedAt: practiceSessions.startedAt,
      words: practiceSessions.learnerWords,
      mistakes: practiceSessions.learnerMistakes,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.language, language),
        sql`${practiceSessions.endedAt} is not null`,
      ),
    )
    .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
    .limit(limit)
    .as('recent');
  return db.select().from(recent).where(gt(recent.words, 0)).orderBy(asc(recent.startedAt), asc(recent.id));
}

/** How many sessions one transaction of the start's indexing takes. */
const PENDING_BATCH = 50;

/**
 * Indexes the sessions whose figures are not kept yet (made before decision 155, or written by anything
 * other than a stored turn), `batchSize` at a time, each batch in a transaction holding its sessions'
 * rows, so a turn stored meanwhile waits; each session is counted again from all its learner messages,
 * so indexing twice changes nothing. Sessions without learner messages are marked in one statement.
 * Returns how many sessions were indexed.
 */
export async function indexPendingSessions(db: Db, batchSize = PENDING_BATCH): Promise<number> {
  await db.execute(sql`
    update ${practiceSessions} s set words_indexed = true
    where not s.words_indexed
      and not exists (select 1 from ${messages} m where m.session_id = s.id and m.sender = 'user')`);
  let indexed = 0;
  let after = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const pending = await tx
        .select({ id: practiceSessions.id })
        .from(practiceSessions)
        .where(and(sql`not ${practiceSessions.wordsIndexed}`, gt(practiceSessions.id, after)))
        .orderBy(asc(practiceSessions.id))
        .limit(batchSize)
        .for('update');
      if (pending.length > 0)
        await indexSessions(
          tx,
          pending.map((row) => row.id),
        );
      return pending;
    });
    if (batch.length === 0) return indexed;
    indexed += batch.length;
    after = batch.at(-1)!.id;
  }
}

/** Counts and indexes `sessionIds` from their learner messages, in the caller's transaction. */
async function indexSessions(tx: Transaction, sessionIds: number[]) {
  const learnerMessages = await tx
    .select({
      id: messages.id,
      sessionId: messages.sessionId,
      content: messages.content,
      corrections: messages.corrections,
    })
    .from(messages)
    .where(and(inArray(messages.sessionId, sessionIds), eq(messages.sender, 'user')))
    .orderBy(asc(messages.id));
  const figures = new Map(
    sessionIds.map((id) => [id, { words: 0, mistakes: 0, firstUses: new Map<string, SessionWord>() }]),
  );
  for (const message of learnerMessages) {
    const session = figures.get(message.sessionId)!;
    const counted = learnerWords(message.content, message.corrections);
    session.words += counted.count;
    session.mistakes += message.corrections?.length ?? 0;
    for (const use of wordsOfMessage(message.id, counted.used))
      if (!session.firstUses.has(use.word)) session.firstUses.set(use.word, use);
  }
  const words = [...figures].flatMap(([sessionId, session]) =>
    [...session.firstUses.values()].map((use) => ({ sessionId, ...use })),
  );
  const counts = [...figures].map(([id, session]) => ({
    id,
    words: session.words,
    mistakes: session.mistakes,
  }));
  await tx.delete(sessionWords).where(inArray(sessionWords.sessionId, sessionIds));
  if (words.length > 0) {
    await tx.execute(sql`
      with used as (
        select "sessionId" as session_id, word, "messageId" as message_id, position
        from jsonb_to_recordset(${JSON.stringify(words)}::jsonb)
          as u("sessionId" integer, word text, "messageId" integer, position integer)),
      in_session as (
        insert into ${sessionWords} (session_id, word, message_id, position)
        select session_id, word, message_id, position from used)
      insert into ${learnerVocabulary} (user_id, language, word, first_started_at)
      select s.user_id, s.language, u.word, min(s.started_at)
      from used u join ${practiceSessions} s on s.id = u.session_id
      group by s.user_id, s.language, u.word
      on conflict (user_id, language, word) do update
        set first_started_at = least(${learnerVocabulary.firstStartedAt}, excluded.first_started_at)`);
  }
  await tx.execute(sql`
    update ${practiceSessions} s
    set learner_words = c.words, learner_mistakes = c.mistakes, words_indexed = true
    from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) as c(id integer, words integer, mistakes integer)
    where s.id = c.id`);
}
