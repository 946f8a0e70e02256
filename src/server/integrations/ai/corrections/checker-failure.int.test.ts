import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/test-app.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { createSpellChecker } from '../spell-checker.ts';
import { createCorrector } from './corrector.ts';
import { createEnglishGrammarChecker } from './english-grammar.ts';

/**
 * A spelling engine that cannot start in time (hunspell's WebAssembly on a machine under load) must not
 * break the chat: messages are answered without the check, readiness says so, and a fresh worker takes
 * over after a backoff (decision 149). The first worker here gets no time at all to start its engine;
 * the ones after it get the usual minute.
 */
let context: TestContext;
afterEach(async () => {
  await context?.close();
});

async function withFailingFirstStart(restartDelayMs: number) {
  let starts = 0;
  const corrector = createCorrector({
    spellChecker: createSpellChecker({
      limits: { perKey: 4, total: 64, workers: 1 },
      restart: { firstDelayMs: restartDelayMs, maxDelayMs: restartDelayMs },
      workerData: () => (++starts === 1 ? { engineStartTimeoutMs: 0 } : {}),
    }),
    englishGrammar: createEnglishGrammarChecker({ limits: { perKey: 4, total: 64, workers: 1 } }),
  });
  context = await createTestApp({ deps: { corrector } });
  const learner = await context.createUser();
  return {
    async startSession(language: LanguageCode) {
      const started = await context.app.inject({
        method: 'POST',
        url: '/api/sessions/start',
        headers: { cookie: learner.cookie },
        payload: { language },
      });
      expect(started.statusCode).toBe(200);
      return started.json().session.id as number;
    },
    async send(sessionId: number, message: string) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/conversation/message',
        headers: { cookie: learner.cookie },
        payload: { sessionId, message },
      });
      return {
        statusCode: response.statusCode,
        corrections: (response.json().userMessage?.corrections ?? []) as {
          original: string;
          corrected: string;
        }[],
        reply: response.json().message?.content as string | undefined,
      };
    },
    async ready() {
      return (await context.app.inject({ method: 'GET', url: '/api/ready' })).json() as {
        status: string;
        checks: Record<string, string>;
      };
    },
  };
}

describe('a spelling engine that fails to start', () => {
  it('answers messages without the check, reports it in readiness, and recovers after a backoff', async () => {
    const rig = await withFailingFirstStart(1_500);
    const sessionId = await rig.startSession('spanish');
    expect((await rig.ready()).checks.spellCheck).toBe('ok');

    // The first worker's engine does not start: the message is still answered, without spelling.
    const first = await rig.send(sessionId, 'Ayer fui a la biblioteka con mi hermana.');
    expect(first.statusCode).toBe(200);
    expect(first.reply).toBeTruthy();
    expect(first.corrections.map((c) => c.corrected)).not.toContain('biblioteca');
    expect(await rig.ready()).toMatchObject({
      status: 'degraded',
      checks: { database: 'ok', spellCheck: 'down' },
    });

    // During the backoff, still answered at once.
    const during = await rig.send(sessionId, 'Me gusta mucho la musica clasica.');
    expect(during.statusCode).toBe(200);

    // After it, a fresh worker starts its engine, and spelling is checked again (in a new session, whose
    // teacher has not repeated the word).
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const after = await rig.send(await rig.startSession('spanish'), 'Mañana voy a la biblioteka otra vez.');
    expect(after.statusCode).toBe(200);
    expect(after.corrections.map((c) => `${c.original} → ${c.corrected}`)).toContain(
      'biblioteka → biblioteca',
    );
    expect(await rig.ready()).toMatchObject({
      status: 'ok',
      checks: { spellCheck: 'ok', grammarCheck: 'ok' },
    });
  }, 60_000);
});
