import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
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

/** How many sessions are indexed per read of the pending ones. */
const PENDING_BATCH = 200;

/**
 * Indexes the sessions whose figures are not kept yet (made before decision 155, or written by anything
 * other than a stored turn): each in its own transaction holding the session's row, so a turn stored
 * meanwhile waits, and counted from all its learner messages again, so indexing twice changes nothing.
 * Sessions without learner messages are marked in one statement. Returns how many were indexed.
 */
export async function indexPendingSessions(db: Db): Promise<number> {
  await db.execute(sql`
    update ${practiceSessions} s set words_indexed = true
    where not s.words_indexed
      and not exists (select 1 from ${messages} m where m.session_id = s.id and m.sender = 'user')`);
  let indexed = 0;
  let after = 0;
  for (;;) {
    const pending = await db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(and(sql`not ${practiceSessions.wordsIndexed}`, gt(practiceSessions.id, after)))
      .orderBy(asc(practiceSessions.id))
      .limit(PENDING_BATCH);
    if (pending.length === 0) return indexed;
    for (const { id } of pending) if (await indexSession(db, id)) indexed += 1;
    after = pending.at(-1)!.id;
  }
}

async function indexSession(db: Db, sessionId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select({ indexed: practiceSessions.wordsIndexed })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId))
      .for('update');
    if (!session || session.indexed) return false;
    const learnerMessages = await tx
      .select({ id: messages.id, content: messages.content, corrections: messages.corrections })
      .from(messages)
      .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user')))
      .orderBy(asc(messages.id));
    await tx.delete(sessionWords).where(eq(sessionWords.sessionId, sessionId));
    let words = 0;
    let mistakes = 0;
    const firstUses = new Map<string, SessionWord>();
    for (const message of learnerMessages) {
      const counted = learnerWords(message.content, message.corrections);
      words += counted.count;
      mistakes += message.corrections?.length ?? 0;
      for (const use of wordsOfMessage(message.id, counted.used))
        if (!firstUses.has(use.word)) firstUses.set(use.word, use);
    }
    await recordSessionWords(tx, sessionId, [...firstUses.values()]);
    await tx
      .update(practiceSessions)
      .set({ learnerWords: words, learnerMistakes: mistakes, wordsIndexed: true })
      .where(eq(practiceSessions.id, sessionId));
    return true;
  });
}
