import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createOfflineTextToSpeech } from '../../integrations/speech/text-to-speech.ts';
import { seedQuizContent } from '../quizzes/quiz-seed.ts';

/**
 * The offline voice's queue through real HTTP: eSpeak NG in its worker, learners on their own
 * connections. Every text differs, so the speech cache never answers for the worker.
 */
const LONG =
  'Once upon a time, in a small village between the mountains and the sea, there lived a baker who rose every morning before the sun to knead the dough, light the oven and sing old songs to the loaves while the whole street still slept. ';

// One worker: the order in which clips are served is what these tests read.
const textToSpeech = createOfflineTextToSpeech({ perKey: 8, total: 10, workers: 1 });
let context: TestContext;
let base: string;

beforeAll(async () => {
  context = await createTestApp({ deps: { speech: { textToSpeech } } });
  await seedQuizContent({ db: context.database.db });
  base = (await context.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
});
afterAll(async () => {
  context.app.server.closeAllConnections();
  await context.close();
});

let textCounter = 0;
/** Each learner's open session, started on first use: speech belongs to one (decision 150). */
const sessions = new Map<string, Promise<number>>();
function sessionOf(cookie: string): Promise<number> {
  let session = sessions.get(cookie);
  if (!session) {
    session = (async () => {
      const response = await fetch(`${base}/api/sessions/start`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ language: 'english', mode: 'video' }),
      });
      return ((await response.json()) as { session: { id: number } }).session.id;
    })();
    sessions.set(cookie, session);
  }
  return session;
}

/** A sentence of a reply, spoken for the learner's session. */
async function speak(cookie: string, text: string, signal?: AbortSignal) {
  textCounter += 1;
  const sessionId = await sessionOf(cookie);
  const response = await fetch(`${base}/api/text-to-speech/reply`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ text: `${text} ${textCounter}`.slice(0, 1000), sessionId, speed: 0.7 }),
    signal,
  });
  const body = response.headers.get('content-type')?.startsWith('application/json')
    ? ((await response.json()) as { code: string; message: string; requestId: string })
    : (await response.arrayBuffer(), undefined);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    at: performance.now(),
  };
}

async function idle() {
  while (textToSpeech.stats().running + textToSpeech.stats().waiting > 0)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('fair, bounded offline speech', () => {
  it("serves another learner's short clip in turn, not after one learner's backlog", async () => {
    const heavy = await context.createUser();
    const light = await context.createUser();
    const backlog = Array.from({ length: 30 }, () => speak(heavy.cookie, LONG.repeat(2)));
    // Let the backlog reach the queue first.
    while (textToSpeech.stats().waiting < 7) await new Promise((resolve) => setTimeout(resolve, 10));
    const short = await speak(light.cookie, 'Good morning!');
    const heavyAnswers = await Promise.all(backlog);
    await idle();

    expect(short.status).toBe(200);
    const served = heavyAnswers.filter((answer) => answer.status === 200);
    const refused = heavyAnswers.filter((answer) => answer.status === 429);
    // At most 8 of one learner's clips wait or run; the rest are refused at once, in the one error shape.
    expect(served).toHaveLength(8);
    expect(refused).toHaveLength(22);
    expect(refused[0]!.body).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(refused[0]!.retryAfter)).toBeGreaterThan(0);
    // The short clip waited for at most the clip running and one more turn: most of the backlog came after.
    const servedBeforeShort = served.filter((answer) => answer.at < short.at).length;
    expect(servedBeforeShort).toBeLessThanOrEqual(2);
  });

  it('answers 503 UNAVAILABLE with Retry-After when the queue is full', async () => {
    const [first, second, third] = [
      await context.createUser(),
      await context.createUser(),
      await context.createUser(),
    ];
    const queued = [
      ...Array.from({ length: 8 }, () => speak(first.cookie, LONG.repeat(2))),
      ...Array.from({ length: 3 }, () => speak(second.cookie, LONG.repeat(2))),
    ];
    while (textToSpeech.stats().waiting < 9) await new Promise((resolve) => setTimeout(resolve, 10));
    const overflow = await speak(third.cookie, 'Hello there');
    expect(overflow.status).toBe(503);
    expect(overflow.body).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
    expect(Number(overflow.retryAfter)).toBeGreaterThan(0);
    expect((await Promise.all(queued)).map((answer) => answer.status)).toEqual(Array(11).fill(200));
    await idle();
  });

  it('drops a request whose learner went away before its turn', async () => {
    const learner = await context.createUser();
    const before = textToSpeech.stats().posted;
    const running = speak(learner.cookie, LONG.repeat(2));
    while (textToSpeech.stats().running < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const leaving = new AbortController();
    const abandoned = Array.from({ length: 4 }, () =>
      speak(learner.cookie, LONG.repeat(2), leaving.signal).catch((error: unknown) => error),
    );
    while (textToSpeech.stats().waiting < 4) await new Promise((resolve) => setTimeout(resolve, 10));
    leaving.abort();
    for (const outcome of await Promise.all(abandoned)) expect(outcome).toBeInstanceOf(Error);
    while (textToSpeech.stats().waiting > 0) await new Promise((resolve) => setTimeout(resolve, 10));

    expect((await running).status).toBe(200);
    await idle();
    // Only the clip that was already running reached the worker.
    expect(textToSpeech.stats().posted - before).toBe(1);
  });

  it("queues quiz listening audio per learner: one learner's burst does not refuse another", async () => {
    const startListening = async (cookie: string) => {
      const list = await fetch(`${base}/api/quiz/available`, { headers: { cookie } });
      const quizzes = ((await list.json()) as { quizzes: { id: number; language: string; level: number }[] })
        .quizzes;
      const quiz = quizzes.find((entry) => entry.language === 'english' && entry.level === 1)!;
      const started = await fetch(`${base}/api/quizzes/${quiz.id}/attempts`, {
        method: 'POST',
        headers: { cookie, origin: base },
      });
      const { attempt } = (await started.json()) as {
        attempt: { attemptId: number; items: { itemIndex: number; hasAudio: boolean }[] };
      };
      const item = attempt.items.find((entry) => entry.hasAudio)!;
      return `${base}/api/quizzes/attempts/${attempt.attemptId}/items/${item.itemIndex}/audio`;
    };
    const listen = async (cookie: string, url: string) => {
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      return response.status;
    };
    const heavy = await context.createUser();
    const light = await context.createUser();
    const [heavyUrl, lightUrl] = [await startListening(heavy.cookie), await startListening(light.cookie)];
    // The worker is busy with other clips, so every request of the burst misses the cache and waits;
    // the queue (10 at most here) keeps a place for the other learner.
    const busy = [-1, -2].map((key) =>
      textToSpeech.synthesize(`${LONG.repeat(2)} ${key}`, 'english', 0.7, { userId: key }),
    );
    const burst = Array.from({ length: 30 }, () => listen(heavy.cookie, heavyUrl));
    while (textToSpeech.stats().waiting < 9) await new Promise((resolve) => setTimeout(resolve, 10));
    const other = await listen(light.cookie, lightUrl);
    const heavyStatuses = await Promise.all(burst);
    await Promise.all(busy);
    await idle();

    expect(heavyStatuses).toContain(429);
    expect(other).toBe(200);
  }, 60_000);
});
