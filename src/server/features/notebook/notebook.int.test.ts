import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { CardListResponse } from '../../../shared/contracts/notebook.ts';
import { users } from '../users/users.table.ts';
import { mistakeCards } from './notebook.table.ts';

const clock = createTestClock('2026-03-10T12:00:00Z');
let context: TestContext;

beforeAll(async () => {
  context = await createTestApp({ clock });
});
afterAll(async () => {
  await context.close();
});

type Learner = Awaited<ReturnType<TestContext['createUser']>>;

async function call(learner: Learner, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return context.app.inject({
    method,
    url,
    headers: { cookie: learner.cookie },
    ...(payload ? { payload } : {}),
  });
}

async function startSession(learner: Learner, language = 'spanish'): Promise<number> {
  const response = await call(learner, 'POST', '/api/sessions/start', { language });
  expect(response.statusCode).toBe(200);
  return response.json().session.id as number;
}

async function say(learner: Learner, sessionId: number, message: string) {
  const response = await call(learner, 'POST', '/api/conversation/message', { sessionId, message });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    userMessage: { corrections: { original: string; corrected: string }[] };
    message: { id: number; content: string };
  };
}

async function cards(learner: Learner, query = '') {
  const response = await call(learner, 'GET', `/api/notebook/cards${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as CardListResponse;
}

describe('the mistake notebook', () => {
  it('makes one card of a correction, and merges the same mistake made again', async () => {
    const learner = await context.createUser();
    const sessionId = await startSession(learner);
    const turn = await say(learner, sessionId, 'Me gusta mucho la comida expañola');
    expect(turn.userMessage.corrections).toEqual([
      expect.objectContaining({ original: 'expañola', corrected: 'española' }),
    ]);

    const first = await cards(learner);
    expect(first.total).toBe(1);
    expect(first.cards[0]).toMatchObject({
      language: 'spanish',
      kind: 'correction',
      original: 'expañola',
      corrected: 'española',
      occurrences: 1,
      state: 'new',
      due: '2026-03-10T12:00:00.000Z',
    });

    // The offline partner corrects a mistake once per session: the same mistake in the next session.
    clock.advance(60_000);
    const next = await startSession(learner);
    const again = await say(learner, next, 'Me gusta la comida expañola');
    expect(again.userMessage.corrections).toEqual([expect.objectContaining({ original: 'expañola' })]);
    const merged = await cards(learner);
    expect(merged.total).toBe(1);
    expect(merged.cards[0]).toMatchObject({ id: first.cards[0]!.id, occurrences: 2 });
    expect(merged.cards[0]!.lastSeenAt).toBe('2026-03-10T12:01:00.000Z');

    // A message with nothing to correct adds nothing.
    await say(learner, next, 'Me gusta la playa');
    expect((await cards(learner)).total).toBe(1);
  });

  it('searches, filters by language and deletes a learner’s own cards only', async () => {
    const learner = await context.createUser();
    const other = await context.createUser();
    await say(learner, await startSession(learner), 'Me gusta mucho la comida expañola');
    expect((await cards(learner, '?search=ESPAÑ')).total).toBe(1);
    expect((await cards(learner, '?search=nothing')).total).toBe(0);
    expect((await cards(learner, '?language=french')).total).toBe(0);
    expect((await call(learner, 'GET', '/api/notebook/cards?pageSize=0')).statusCode).toBe(400);

    const [card] = (await cards(learner)).cards;
    expect((await call(other, 'DELETE', `/api/notebook/cards/${card!.id}`)).statusCode).toBe(404);
    expect((await cards(other)).total).toBe(0);
    expect((await call(learner, 'DELETE', `/api/notebook/cards/${card!.id}`)).statusCode).toBe(200);
    expect((await cards(learner)).total).toBe(0);
    expect((await call(learner, 'DELETE', `/api/notebook/cards/${card!.id}`)).statusCode).toBe(404);
  });

  it('keeps a phrase from a teacher message, as a gap in its sentence', async () => {
    const learner = await context.createUser();
    const other = await context.createUser();
    const sessionId = await startSession(learner, 'english');
    const messages = (await call(learner, 'GET', `/api/sessions/${sessionId}/messages`)).json().messages;
    const greeting = messages[0] as { id: number; content: string };
    // The last two words of the greeting's first sentence.
    const firstSentence = greeting.content.split(/(?<=[.!?])\s+/)[0]!.replace(/[.,!?]/g, '');
    const phrase = firstSentence.split(/\s+/).slice(-2).join(' ');

    const added = await call(learner, 'POST', '/api/notebook/cards', { messageId: greeting.id, phrase });
    expect(added.json()).toMatchObject({ card: { corrected: phrase } });
    expect(added.json().card).toMatchObject({ kind: 'own', corrected: phrase, language: 'english' });
    expect(added.json().card.original).toContain('___');
    expect(added.json().card.original).not.toContain(phrase);

    const missing = await call(learner, 'POST', '/api/notebook/cards', {
      messageId: greeting.id,
      phrase: 'zebra crossing',
    });
    expect(missing.statusCode).toBe(400);
    const foreign = await call(other, 'POST', '/api/notebook/cards', { messageId: greeting.id, phrase });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('the spaced review', () => {
  it('grades on the server and reschedules with FSRS on the injected clock', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    const other = await context.createUser();
    await say(learner, await startSession(learner), 'Me gusta mucho la comida expañola');
    const [card] = (await cards(learner)).cards;

    const due = await call(learner, 'GET', '/api/review/due?language=spanish');
    expect(due.statusCode).toBe(200);
    expect(due.json()).toEqual({
      dueCount: 1,
      cards: [
        {
          id: card!.id,
          language: 'spanish',
          kind: 'correction',
          prompt: 'expañola',
          sentence: { before: 'Me gusta mucho la comida ', mistake: 'expañola', after: '' },
          occurrences: 1,
          state: 'new',
        },
      ],
    });
    expect((await call(learner, 'GET', '/api/review/summary')).json().languages).toContainEqual({
      language: 'spanish',
      due: 1,
      total: 1,
    });

    // Another learner can neither see nor answer it.
    expect((await call(other, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(0);
    const foreign = await call(other, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'española' });
    expect(foreign.statusCode).toBe(404);

    // Accents count: the right letters without the accent get a hint and another try, the card unchanged.
    const hint = await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'espanola' });
    expect(hint.statusCode).toBe(200);
    expect(hint.json()).toMatchObject({ verdict: 'hint', miss: 'accent', rating: null, expected: null });
    expect(hint.json().card).toMatchObject({ reps: 0, state: 'new' });
    expect((await call(learner, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(1);
    // The same near miss after the hint is graded: "again", due tomorrow.
    const near = await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, {
      answer: 'espanola',
      afterHint: true,
    });
    expect(near.statusCode).toBe(200);
    expect(near.json()).toMatchObject({
      verdict: 'near',
      miss: 'accent',
      rating: 'again',
      expected: 'española',
    });
    expect(near.json().card).toMatchObject({ due: '2026-03-11T12:00:00.000Z', reps: 1 });
    expect((await call(learner, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(0);

    // Tomorrow it is due again; case and punctuation do not count.
    clock.set('2026-03-11T12:00:00Z');
    expect((await call(learner, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(1);
    const right = await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, {
      answer: '¡Española!',
    });
    expect(right.json()).toMatchObject({ verdict: 'correct', miss: null, rating: 'good' });
    const afterGood = new Date(right.json().card.due).getTime();
    expect(afterGood).toBeGreaterThanOrEqual(Date.parse('2026-03-13T12:00:00Z'));
    expect(right.json().card).toMatchObject({ state: 'review', reps: 2 });
    expect((await call(learner, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(0);

    // Answered right again when next due, the interval grows.
    clock.set(right.json().card.due);
    const again = await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'española' });
    const interval = new Date(again.json().card.due).getTime() - afterGood;
    expect(interval).toBeGreaterThan(afterGood - Date.parse('2026-03-11T12:00:00Z'));
    const wrong = await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'inglesa' });
    expect(wrong.json()).toMatchObject({ verdict: 'wrong', rating: 'again' });
    expect(wrong.json().card.lapses).toBe(1);

    expect(
      (await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: '  ' })).statusCode,
    ).toBe(400);
    expect((await call(learner, 'GET', '/api/review/due?language=klingon')).statusCode).toBe(400);
  });

  it('shows a correction in its sentence, never passes the mistake itself, and counts apostrophes', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    const turn = await say(learner, await startSession(learner, 'english'), 'Hello! She dont like coffee.');
    expect(turn.userMessage.corrections).toEqual([
      expect.objectContaining({ original: 'dont', corrected: "doesn't" }),
    ]);
    const due = (await call(learner, 'GET', '/api/review/due?language=english')).json();
    expect(due.cards).toEqual([
      expect.objectContaining({
        prompt: 'dont',
        sentence: { before: 'She ', mistake: 'dont', after: ' like coffee.' },
      }),
    ]);
    const id = due.cards[0].id as number;
    // The mistake typed back is not the answer.
    const echo = await call(learner, 'POST', `/api/review/cards/${id}/answer`, { answer: 'dont' });
    expect(echo.json()).toMatchObject({ verdict: 'wrong', rating: 'again', expected: "doesn't" });
    clock.set('2026-03-11T12:00:00Z');
    // Without its apostrophe: a hint, not a pass; with either apostrophe character: right.
    const hint = await call(learner, 'POST', `/api/review/cards/${id}/answer`, { answer: 'doesnt' });
    expect(hint.json()).toMatchObject({ verdict: 'hint', miss: 'apostrophe', rating: null });
    const right = await call(learner, 'POST', `/api/review/cards/${id}/answer`, { answer: "Doesn't" });
    expect(right.json()).toMatchObject({ verdict: 'correct', rating: 'good' });
    expect(
      (await call(learner, 'POST', `/api/review/cards/${id}/answer`, { answer: 'x', afterHint: 'yes' }))
        .statusCode,
    ).toBe(400);
  });

  it('finds the sentence of a card made before sentences were kept, as the migration does', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    await say(learner, await startSession(learner), 'Hola. Me gusta mucho la comida expañola.');
    const [card] = (await cards(learner)).cards;
    await context.database.db
      .update(mistakeCards)
      .set({ sentence: null })
      .where(eq(mistakeCards.id, card!.id));
    const prompt = async () =>
      (await call(learner, 'GET', '/api/review/due?language=spanish')).json().cards[0].sentence;
    expect(await prompt()).toBeNull();

    const migration = fs.readFileSync(
      new URL('../../../../migrations/0020_card_sentence.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await context.database.db.execute(sql.raw(backfill));
    expect(await prompt()).toEqual({ before: 'Me gusta mucho la comida ', mistake: 'expañola', after: '.' });
  });

  it('counts a card as due until the end of the learner’s own day', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    await say(learner, await startSession(learner), 'Me gusta mucho la comida expañola');
    const [card] = (await cards(learner)).cards;
    const near = await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'inglesa' });
    expect(near.json().card.due).toBe('2026-03-11T12:00:00.000Z');
    // At 01:00 UTC on the 11th it is already the 11th in UTC (due), still the 10th in New York (not due).
    clock.set('2026-03-11T01:00:00Z');
    expect((await call(learner, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(1);
    await context.database.db
      .update(users)
      .set({ timeZone: 'America/New_York' })
      .where(eq(users.id, learner.id));
    expect((await call(learner, 'GET', '/api/review/due?language=spanish')).json().dueCount).toBe(0);
  });

  it('answers a clear 400, never a 500, for a stored time zone the database does not know', async () => {
    const learner = await context.createUser();
    // A zone Intl accepts and the database's zone list has dropped, stored before sign-in checked it.
    await context.database.db
      .update(users)
      .set({ timeZone: 'US/Pacific-New' })
      .where(eq(users.id, learner.id));
    for (const url of ['/api/review/due?language=spanish', '/api/review/summary']) {
      const response = await call(learner, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringMatching(/time zone/),
      });
    }
    // The migration that checks stored zones against the database turns such a zone into UTC.
    const migration = fs
      .readdirSync('migrations')
      .find((name) => name.endsWith('_unknown_time_zones_to_utc.sql'))!;
    await context.database.db.execute(sql.raw(fs.readFileSync(`migrations/${migration}`, 'utf8')));
    const [stored] = await context.database.db
      .select({ timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, learner.id));
    expect(stored!.timeZone).toBe('UTC');
    expect((await call(learner, 'GET', '/api/review/summary')).statusCode).toBe(200);
  });
});

describe('session reports', () => {
  it('match the session’s stored messages', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    const other = await context.createUser();
    const earlier = await startSession(learner);
    await say(learner, earlier, 'Me gusta la comida expañola');
    await call(learner, 'POST', `/api/sessions/${earlier}/end`);
    clock.advance(3_600_000);

    const sessionId = await startSession(learner);
    await say(learner, sessionId, 'Tengo un amigo expañol');
    clock.advance(60_000);
    await say(learner, sessionId, 'Me gusta mucho la comida expañola');
    clock.advance(120_000);
    expect((await call(learner, 'POST', `/api/sessions/${sessionId}/end`)).statusCode).toBe(200);

    const response = await call(learner, 'GET', `/api/sessions/${sessionId}/report`);
    expect(response.statusCode).toBe(200);
    const { report } = response.json();
    const stored = (await call(learner, 'GET', `/api/sessions/${sessionId}/messages`)).json().messages as {
      sender: string;
      corrections: { original: string; corrected: string; explanation: string }[] | null;
    }[];
    const learnerMessages = stored.filter((message) => message.sender === 'user');
    expect(report.turns).toBe(learnerMessages.length);
    expect(report.turns).toBe(2);
    expect(
      report.corrections.map(({ original, corrected, explanation }: Record<string, string>) => ({
        original,
        corrected,
        explanation,
      })),
    ).toEqual(learnerMessages.flatMap((message) => message.corrections ?? []));
    expect(report.corrections.map((correction: { original: string }) => correction.original)).toEqual([
      'expañol',
      'expañola',
    ]);
    expect(report.mistakes).toEqual([{ kind: 'spelling', count: 2 }]);
    expect(report.minutes).toBe(3);
    expect(report.words).toBe(10);
    // The repeated mistake merged into the earlier session's card: only the new one is listed.
    expect(report.newCards).toHaveLength(1);
    expect(report.newCards[0]).toMatchObject({ original: 'expañol', corrected: 'español', occurrences: 1 });
    // "me", "gusta", "la" and "comida" were written in the earlier session; the misspelled "expañol"
    // and "expañola" are not words of the language.
    expect(report.newWords).toEqual(['tengo', 'un', 'amigo', 'mucho']);
    // Typed messages have no word timings, so the report has no speaking rate to show.
    expect(report.speakingRate).toBeNull();
    expect(report.pauses).toBeNull();

    expect((await call(other, 'GET', `/api/sessions/${sessionId}/report`)).statusCode).toBe(404);
  });
});

describe('progress', () => {
  it('charts minutes per week, mistakes per 100 words and review retention', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    const sessionId = await startSession(learner);
    await say(learner, sessionId, 'Me gusta mucho la comida expañola');
    clock.advance(5 * 60_000);
    await call(learner, 'POST', `/api/sessions/${sessionId}/end`);
    const [card] = (await cards(learner)).cards;
    await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'española' });
    clock.set('2026-03-20T12:00:00Z');
    await call(learner, 'POST', `/api/review/cards/${card!.id}/answer`, { answer: 'española' });

    const response = await call(learner, 'GET', '/api/progress?language=spanish');
    expect(response.statusCode).toBe(200);
    const progress = response.json();
    expect(progress.minutesPerWeek).toHaveLength(12);
    expect(progress.minutesPerWeek.at(-1)).toEqual({ week: '2026-03-16', minutes: 0 });
    expect(progress.minutesPerWeek.at(-2)).toEqual({ week: '2026-03-09', minutes: 5 });
    expect(progress.mistakesPer100Words).toEqual([
      { sessionId, date: '2026-03-10T12:00:00.000Z', words: 6, mistakes: 1, rate: 16.7 },
    ]);
    expect(progress.quizLevels).toEqual([]);
    // The first answer was to a new card (learning, not retention); the second one counts.
    expect(progress.retention.at(-1)).toEqual({ week: '2026-03-16', reviews: 1, recalled: 1, rate: 100 });
    expect(progress.retention.at(-2)).toEqual({ week: '2026-03-09', reviews: 0, recalled: 0, rate: null });
  });
});

describe('turn timings', () => {
  it('records each teacher reply and shows admins p50 and p95 per day and provider', async () => {
    clock.set('2026-03-10T12:00:00Z');
    const learner = await context.createUser();
    const admin = await context.createUser({ isAdmin: true });
    const sessionId = await startSession(learner);
    await say(learner, sessionId, 'Hola');
    await say(learner, sessionId, 'Me gusta la playa');
    expect((await call(learner, 'GET', '/api/admin/timings')).statusCode).toBe(403);
    const response = await call(admin, 'GET', '/api/admin/timings?days=7');
    expect(response.statusCode).toBe(200);
    const row = response
      .json()
      .rows.find(
        (candidate: { day: string; kind: string }) =>
          candidate.day === '2026-03-10' && candidate.kind === 'reply',
      );
    expect(row).toMatchObject({ provider: 'offline' });
    expect(row.count).toBeGreaterThanOrEqual(2);
    expect(row.totalP50Ms).toBeGreaterThanOrEqual(0);
    expect(row.totalP95Ms).toBeGreaterThanOrEqual(row.totalP50Ms);
    expect((await call(admin, 'GET', '/api/admin/timings?days=0')).statusCode).toBe(400);
  });
});
