import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeReplyStream } from '../../../shared/contracts/reply-stream.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { loadOfflineScript } from '../../integrations/ai/offline-partner-script.ts';
import { eq } from 'drizzle-orm';
import { quizResults, quizzes } from '../quizzes/quizzes.table.ts';
import { practiceSessions } from './practice.table.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

/** A learner's conversation through the API: each message gets the teacher's reply. */
async function conversation(language: LanguageCode, topic: string | null, unit?: string) {
  const learner = await context.createUser();
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie: learner.cookie },
    payload: { language, topic, ...(unit ? { unit } : {}) },
  });
  expect(started.statusCode).toBe(200);
  const sessionId: number = started.json().session.id;
  return {
    learner,
    sessionId,
    session: started.json().session as { unit: { id: string; title: { en: string } } | null },
    async say(message: string, stream = false): Promise<string> {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/conversation/message',
        headers: { cookie: learner.cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
        payload: { sessionId, message },
      });
      expect(response.statusCode).toBe(200);
      if (!stream) return response.json().message.content as string;
      const final = decodeReplyStream(response.body).at(-1)!;
      expect(final.event).toBe('message');
      return (final.data as { message: { content: string } }).message.content;
    },
  };
}

describe('the offline partner through POST /api/conversation/message', () => {
  it('keeps a conversation on a course unit’s theme: its opening, then its questions in order', async () => {
    const themes = JSON.parse(
      fs.readFileSync(
        new URL('../../../../content/course/spanish/conversation.json', import.meta.url),
        'utf8',
      ),
    ) as { units: Record<string, { opening: string; questions: string[] }> };
    const theme = themes.units['es-a1-u4']!;
    const chat = await conversation('spanish', null, 'es-a1-u4');
    expect(chat.session.unit).toMatchObject({ id: 'es-a1-u4' });
    const opened = await context.app.inject({
      method: 'GET',
      url: `/api/sessions/${chat.sessionId}/messages`,
      headers: { cookie: chat.learner.cookie },
    });
    expect(opened.json().messages.map((message: { content: string }) => message.content)).toEqual([
      theme.opening,
    ]);
    expect(await chat.say('Me levanto a las siete y media.')).toContain(theme.questions[0]);
    expect(await chat.say('Desayuno café con tostadas.')).toContain(theme.questions[1]);
  });

  it('refuses a theme that is not a unit of the language’s course', async () => {
    const learner = await context.createUser();
    for (const unit of ['en-a1-u4', 'es-a1-u9', 'anything']) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/sessions/start',
        headers: { cookie: learner.cookie },
        payload: { language: 'spanish', unit },
      });
      expect(response.statusCode, unit).toBe(400);
      expect(response.json().code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/);
    }
    const sessions = await context.app.inject({
      method: 'GET',
      url: '/api/sessions',
      headers: { cookie: learner.cookie },
    });
    expect(sessions.json().sessions).toEqual([]);
  });

  it('meets sad news kindly, without praise', async () => {
    const { say } = await conversation('english', null);
    const reply = await say('My grandfather died on Sunday and I feel very sad.', true);
    const { feelings } = loadOfflineScript('english');
    expect(feelings.sad.some((line) => reply.includes(line))).toBe(true);
    expect(reply).not.toMatch(/great|nice job|well done|vocabulary/i);
  });

  it('answers a question put to the teacher', async () => {
    const spanish = await conversation('spanish', null);
    expect(await spanish.say('Estoy bien. ¿Y tú, de dónde eres?')).toContain('Madrid');
    const french = await conversation('french', 'free-conversation');
    expect(await french.say('Quel est ton plat préféré ?')).toContain('ratatouille');
  });

  it('plays the Spanish waiter with usted, remembering a vegetarian order across turns', async () => {
    const { say } = await conversation('spanish', 'restaurant');
    const waiter = loadOfflineScript('spanish').restaurant;
    const replies: string[] = [];
    for (const message of [
      'Buenas noches. Soy vegetariana.',
      'Un agua, por favor.',
      'No, gracias. De segundo, la paella de verduras.',
      '¿Qué me recomienda?',
      'Un flan, por favor.',
      'La cuenta, por favor.',
    ])
      replies.push(await say(message));
    expect(replies[0]).toContain(waiter.diets.vegetarian.noted);
    for (const reply of replies) {
      expect(reply).not.toContain(waiter.cooking);
      expect(reply).not.toMatch(/\b(tú|tu|te|ti|quieres|prefieres|tienes)\b/iu);
    }
    // The main course was ordered: it is never asked for again, and nothing with meat is suggested.
    for (const reply of replies.slice(2)) expect(reply).not.toContain('¿Y de plato principal');
    expect(replies.join(' ')).not.toMatch(/entrecot|jamón|secreto|merluza|marisco/);
    expect(replies[2]).toContain('una paella de verduras');
    expect(replies[2]).toContain('¿Le apetece algo de postre?');
    expect(replies[5]).toContain(
      'Aquí tiene la cuenta: un agua mineral, una paella de verduras y un flan casero.',
    );
    expect(replies[5]).toContain('24,00 €');
  });

  it('plays the French waiter with vous, keeping the order across turns', async () => {
    const { say } = await conversation('french', 'restaurant');
    const waiter = loadOfflineScript('french').restaurant;
    const replies: string[] = [];
    for (const message of [
      'Bonsoir !',
      'Une limonade, s’il vous plaît.',
      'Je suis végétarien. Je voudrais le steak frites.',
      'Alors la ratatouille.',
      'Non merci, pas de dessert.',
      'Non, merci.',
    ])
      replies.push(await say(message));
    expect(replies[0]).toContain('Que désirez-vous boire');
    expect(replies[1]).toContain('une limonade');
    expect(replies[2]).toContain(waiter.diets.vegetarian.noted);
    expect(replies[2]).toContain('je vous déconseille de prendre un steak frites');
    for (const reply of replies) {
      expect(reply).not.toContain(waiter.cooking);
      expect(reply).not.toMatch(/(^|[^\p{L}])(tu|toi|te|t'|ton|ta|tes)(?![\p{L}])/iu);
    }
    expect(replies[3]).toContain('une ratatouille');
    for (const reply of replies.slice(3)) expect(reply).not.toContain('comme plat principal');
    expect(replies[4]).toContain("je vous apporte l'addition");
    expect(replies[5]).toMatch(
      /Voici l'addition\s: une limonade et une ratatouille\. Cela fait 20,50\s€ en tout\./,
    );
  });

  it('grades the grammar exercises one after another, counting the learner’s turns as they are stored', async () => {
    const chat = await conversation('spanish', 'grammar');
    const script = loadOfflineScript('spanish');
    const { exercises } = script.topics.grammar;
    for (let turn = 0; turn < 3; turn++) {
      const reply = await chat.say(exercises[turn]!.answers[0]!);
      expect(script.reactions.correct.some((line) => reply.includes(line))).toBe(true);
      expect(reply).toContain(exercises[turn + 1]!.prompt);
    }
    const [session] = await context.database.db
      .select({ learnerTurns: practiceSessions.learnerTurns })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, chat.sessionId));
    expect(session!.learnerTurns).toBe(3);
  });

  it('picks its questions by the highest level quiz the learner passed in that language', async () => {
    const chat = await conversation('french', null);
    const [quiz] = await context.database.db
      .insert(quizzes)
      .values({
        language: 'french',
        level: 5,
        title: 'Niveau C1',
        description: 'Level check.',
        questions: [],
      })
      .returning();
    await context.database.db
      .insert(quizResults)
      .values({ userId: chat.learner.id, quizId: quiz!.id, answers: [], score: 9, total: 10, passed: true });
    const reply = await chat.say('Bonjour !');
    expect(
      loadOfflineScript('french').conversation['b2-c1'].some((question) => reply.includes(question)),
    ).toBe(true);
  });
});
