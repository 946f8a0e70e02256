import { and, asc, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { learnerWords, wordsOf } from '../practice/learner-words.ts';
import { learnerVocabulary, messages, practiceSessions, sessionWords } from '../practice/practice.table.ts';
import { indexPendingSessions } from '../practice/session-words.ts';

/*
 * The report and progress figures kept as turns are stored (decision 155) against the computation they
 * replaced, which read and tokenised the learner's whole history on each request: the same answers for
 * a generated history, and again after the figures are dropped and rebuilt by the start's indexing.
 */

const clock = createTestClock('2026-01-05T09:00:00Z');
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({ clock });
});
afterAll(async () => {
  await context.close();
});

type Learner = Awaited<ReturnType<TestContext['createUser']>>;

async function call(learner: Learner, method: 'GET' | 'POST', url: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: { cookie: learner.cookie },
    ...(payload ? { payload } : {}),
  });
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const VOCABULARY: Record<'spanish' | 'french', string[]> = {
  spanish: [
    'me',
    'gusta',
    'la',
    'comida',
    'tengo',
    'un',
    'amigo',
    'mucho',
    'casa',
    'grande',
    'perro',
    'gato',
    'agua',
    'hoy',
    'libro',
    'quiero',
    'viajar',
    'expañol',
    'expañola',
    'komida',
    'cassa',
    'niño',
  ],
  french: ['je', 'suis', 'très', 'content', "l'eau", 'est', 'froide', 'maison', 'jardin', 'mayson', 'bonjur'],
};

/** The report's figures as the old code computed them, from every stored message. */
async function oldReportFigures(userId: number, sessionId: number) {
  const { db } = context.database;
  const [session] = await db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
  const own = await db
    .select({ content: messages.content, corrections: messages.corrections })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.sender, 'user')))
    .orderBy(asc(messages.id));
  const earlier = await db
    .select({ content: messages.content, corrections: messages.corrections })
    .from(messages)
    .innerJoin(practiceSessions, eq(practiceSessions.id, messages.sessionId))
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.language, session!.language),
        ne(practiceSessions.id, sessionId),
        lt(practiceSessions.startedAt, session!.startedAt),
        eq(messages.sender, 'user'),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(20_000);
  const known = new Set(
    earlier.flatMap((message) => learnerWords(message.content, message.corrections).used),
  );
  const counted = own.map((message) => learnerWords(message.content, message.corrections));
  return {
    turns: own.length,
    words: counted.reduce((sum, words) => sum + words.count, 0),
    newWords: [...new Set(counted.flatMap((words) => words.used))]
      .filter((word) => !known.has(word))
      .slice(0, 50),
  };
}

/** The mistakes chart as the old code computed it, from every message of the last 20 ended sessions. */
async function oldMistakesChart(userId: number, language: LanguageCode) {
  const { db } = context.database;
  const recent = await db
    .select({ id: practiceSessions.id, startedAt: practiceSessions.startedAt })
    .from(practiceSessions)
    .where(and(eq(practiceSessions.userId, userId), eq(practiceSessions.language, language)))
    .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id));
  const ended = (
    await db
      .select({ id: practiceSessions.id, endedAt: practiceSessions.endedAt })
      .from(practiceSessions)
      .where(
        inArray(
          practiceSessions.id,
          recent.map((session) => session.id),
        ),
      )
  ).filter((session) => session.endedAt !== null);
  const endedIds = new Set(ended.map((session) => session.id));
  const chart = [];
  for (const session of recent.filter((row) => endedIds.has(row.id)).slice(0, 20)) {
    const rows = await db
      .select({ content: messages.content, corrections: messages.corrections })
      .from(messages)
      .where(and(eq(messages.sessionId, session.id), eq(messages.sender, 'user')));
    const words = rows.reduce((sum, message) => sum + wordsOf(message.content).length, 0);
    const mistakes = rows.reduce((sum, message) => sum + (message.corrections?.length ?? 0), 0);
    if (words === 0) continue;
    chart.push({
      sessionId: session.id,
      date: session.startedAt.toISOString(),
      words,
      mistakes,
      rate: Math.round((mistakes / words) * 1000) / 10,
    });
  }
  return chart.reverse();
}

describe('report and progress figures kept as turns are stored', () => {
  // About 80 turns through the offline teacher: it can take minutes on a loaded machine.
  it('answer as the computation over the whole history did, and again once rebuilt', async () => {
    const learner = await context.createUser({ plan: 'pro' });
    const next = random(155);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const sessionIds: number[] = [];

    async function start(language: LanguageCode, mode: 'chat' | 'voice' = 'chat') {
      const response = await call(learner, 'POST', '/api/sessions/start', { language, mode });
      expect(response.statusCode).toBe(200);
      const id = response.json().session.id as number;
      sessionIds.push(id);
      return id;
    }
    async function say(sessionId: number, language: 'spanish' | 'french') {
      const length = 2 + Math.floor(next() * 7);
      const text = Array.from({ length }, () => pick(VOCABULARY[language])).join(' ');
      const response = await call(learner, 'POST', '/api/conversation/message', {
        sessionId,
        message: text.charAt(0).toUpperCase() + text.slice(1),
      });
      expect(response.statusCode).toBe(200);
      clock.advance(60_000);
    }

    for (let index = 0; index < 26; index += 1) {
      clock.advance(86_400_000);
      const language = index % 6 === 5 ? 'french' : 'spanish';
      if (index === 9) {
        // A voice session started before a chat session and written to after it: the chat session's
        // words used in the voice session are not new there.
        const voice = await start('spanish', 'voice');
        clock.advance(60_000);
        const chat = await start('spanish');
        await say(chat, 'spanish');
        await say(voice, 'spanish');
        await say(voice, 'spanish');
        await call(learner, 'POST', `/api/sessions/${chat}/end`);
        await call(learner, 'POST', `/api/sessions/${voice}/end`);
        continue;
      }
      if (index === 14) {
        // Two sessions started at the same instant: neither is earlier than the other.
        const chat = await start('spanish');
        const voice = await start('spanish', 'voice');
        await say(chat, 'spanish');
        await say(voice, 'spanish');
        await call(learner, 'POST', `/api/sessions/${chat}/end`);
        await call(learner, 'POST', `/api/sessions/${voice}/end`);
        continue;
      }
      const sessionId = await start(language);
      const turns = index % 7 === 3 ? 0 : 1 + Math.floor(next() * 4);
      for (let turn = 0; turn < turns; turn += 1) await say(sessionId, language);
      // The last session stays open.
      if (index < 25) await call(learner, 'POST', `/api/sessions/${sessionId}/end`);
    }

    async function answers() {
      const reports = [];
      for (const id of sessionIds) {
        const response = await call(learner, 'GET', `/api/sessions/${id}/report`);
        expect(response.statusCode).toBe(200);
        reports.push(response.json().report);
      }
      const progress = [];
      for (const language of ['spanish', 'french'] as const) {
        const response = await call(learner, 'GET', `/api/progress?language=${language}`);
        expect(response.statusCode).toBe(200);
        progress.push(response.json());
      }
      return { reports, progress };
    }

    const kept = await answers();
    let withNewWords = 0;
    let withMessages = 0;
    for (const [index, id] of sessionIds.entries()) {
      const report = kept.reports[index];
      const old = await oldReportFigures(learner.id, id);
      expect({ id, turns: report.turns, words: report.words, newWords: report.newWords }).toEqual({
        id,
        ...old,
      });
      if (old.newWords.length > 0) withNewWords += 1;
      if (old.turns > 0) withMessages += 1;
    }
    // The history is one where the comparison means something: most sessions bring new words, some none.
    expect(withNewWords).toBeGreaterThan(5);
    expect(withNewWords).toBeLessThan(sessionIds.length);
    for (const [index, language] of (['spanish', 'french'] as const).entries()) {
      const chart = await oldMistakesChart(learner.id, language);
      expect(chart.length).toBeGreaterThan(2);
      expect(kept.progress[index].mistakesPer100Words).toEqual(chart);
    }

    // Without their figures the sessions answer differently; the start's indexing rebuilds them.
    const { db } = context.database;
    await db.delete(sessionWords).where(inArray(sessionWords.sessionId, sessionIds));
    await db.delete(learnerVocabulary).where(eq(learnerVocabulary.userId, learner.id));
    await db
      .update(practiceSessions)
      .set({ learnerWords: 0, learnerMistakes: 0, wordsIndexed: false })
      .where(eq(practiceSessions.userId, learner.id));
    expect(await answers()).not.toEqual(kept);
    // In batches of 4 sessions, so that several transactions rebuild them.
    expect(await indexPendingSessions(db, 4)).toBe(withMessages);
    expect(await answers()).toEqual(kept);
    expect(await indexPendingSessions(db)).toBe(0);
  }, 180_000);
});
