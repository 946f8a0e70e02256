import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiStandIn } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { AdminQuizListResponseSchema, AdminQuizResponseSchema } from '../../../shared/contracts/quizzes.ts';
import { auditLog } from '../admin/audit.table.ts';
import { loadQuizContent } from './quiz-content.ts';
import { seedQuizContent } from './quiz-seed.ts';
import { quizAttempts, quizzes } from './quizzes.table.ts';

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

let context: TestContext;
let offline: TestContext;
let standIn: StandIn;
let admin: { id: number; cookie: string };
let learner: { id: number; cookie: string };

const sampleQuestions = loadQuizContent()
  .find((item) => item.contentKey === 'english-level-1')!
  .quiz.questions.map((question) => ({ ...question }));

function validGeneratedQuiz(options: { kids?: boolean } = {}) {
  return {
    title: 'Travel English — B1',
    description: 'Practises vocabulary for airports and hotels.',
    questions: Array.from({ length: 10 }, (_, index) => ({
      type: options.kids ? 'translate' : 'gap-fill',
      question: `Question ${index + 1}: which word fits the gap in «I ___ ready»?`,
      passage: '',
      audioText: '',
      options: [`right ${index}`, `wrong a ${index}`, `wrong b ${index}`, `wrong c ${index}`],
      correctAnswer: index % 4,
      words: [] as string[],
      answer: '',
      explanation: `Because option ${index} is right.`,
      ...(options.kids ? { emoji: '✈️' } : {}),
    })),
  };
}

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  context = await createTestApp({
    env: { AI_BASE_URL: standIn.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'quiz-writer' },
  });
  offline = await createTestApp();
  admin = await context.createUser({ isAdmin: true });
  learner = await context.createUser();
});
afterAll(async () => {
  await context.close();
  await offline.close();
  await standIn.close();
});

function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) {
  return context.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function auditRows() {
  return context.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
}

const adultBody = {
  language: 'french',
  level: 2,
  title: 'Au marché',
  description: 'Shopping vocabulary.',
  questions: sampleQuestions.slice(0, 3),
  isActive: true,
  isKidsQuiz: false,
};

describe('admin quiz management', () => {
  it('creates, lists, updates (deactivates) and deletes an adult quiz, auditing each change', async () => {
    const learnerList = async () =>
      ((await send('GET', '/api/quiz/available', learner.cookie)).json().quizzes as { id: number }[]).map(
        (q) => q.id,
      );
    await learnerList(); // the learner list is now cached; every change must refresh it
    const created = await send('POST', '/api/admin/quizzes', admin.cookie, adultBody);
    expect(created.statusCode).toBe(200);
    const quiz = AdminQuizResponseSchema.parse(created.json()).quiz;
    expect(quiz).toMatchObject({
      title: 'Au marché',
      level: 2,
      isKidsQuiz: false,
      ageGroup: null,
      isActive: true,
    });

    const list = AdminQuizListResponseSchema.parse(
      (await send('GET', '/api/admin/quizzes', admin.cookie)).json(),
    );
    expect(list.quizzes[0]!.id).toBe(quiz.id);
    expect(await learnerList()).toContain(quiz.id);

    const updated = await send('PUT', `/api/admin/quizzes/${quiz.id}`, admin.cookie, {
      ...adultBody,
      title: 'Au marché (révisé)',
      isActive: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().quiz).toMatchObject({ title: 'Au marché (révisé)', isActive: false });

    // Learners no longer see it.
    expect(await learnerList()).not.toContain(quiz.id);

    const deleted = await send('DELETE', `/api/admin/quizzes/${quiz.id}`, admin.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await send('DELETE', `/api/admin/quizzes/${quiz.id}`, admin.cookie)).statusCode).toBe(404);

    const audit = (await auditRows()).filter((row) => row.targetId === String(quiz.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['quiz.create', 'quiz.delete', 'quiz.update']);
    expect(audit.every((row) => row.actorUserId === admin.id && row.targetType === 'quiz')).toBe(true);
  });

  it('creates a kids lesson with its age group (default 4-6) and shows it to learners', async () => {
    const created = await send('POST', '/api/admin/quizzes', admin.cookie, {
      language: 'spanish',
      level: 8,
      title: 'Barcos',
      description: 'Medios de transporte en el agua.',
      questions: sampleQuestions.slice(0, 2).map((q) => ({ ...q, emoji: '⛵' })),
      isActive: true,
      isKidsQuiz: true,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().quiz).toMatchObject({ isKidsQuiz: true, ageGroup: '4-6', level: 8 });
    const lessons = (await send('GET', '/api/quiz/kids/available?language=spanish', learner.cookie)).json();
    expect(lessons.quizzes.map((l: { title: string }) => l.title)).toContain('Barcos');
  });

  it('keeps the pictures of a kids lesson’s listen-tap items through a save, and refuses pictures that do not fit (decision 207)', async () => {
    const shipped = loadQuizContent().find((item) => item.contentKey === 'kids-english-2')!.quiz;
    const pictured = (questions: { type: string; pictures?: string[] }[]) =>
      questions.filter((question) => question.pictures).map((question) => question.pictures);
    expect(pictured(shipped.questions).length).toBeGreaterThan(0);
    const body = {
      language: 'english',
      level: 2,
      title: shipped.title,
      description: shipped.description,
      questions: shipped.questions,
      isActive: false,
      isKidsQuiz: true,
      ageGroup: '4-6',
    };
    const created = await send('POST', '/api/admin/quizzes', admin.cookie, body);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().quiz.id as number;
    const saved = await send('PUT', `/api/admin/quizzes/${id}`, admin.cookie, { ...body, title: 'Colores' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(pictured(saved.json().quiz.questions)).toEqual(pictured(shipped.questions));
    const [row] = await context.database.db.select().from(quizzes).where(eq(quizzes.id, id));
    expect(pictured(row!.questions as { type: string; pictures?: string[] }[])).toEqual(
      pictured(shipped.questions),
    );

    const listenTap = shipped.questions.find((question) => question.type === 'listen-tap')!;
    for (const pictures of [
      ['🔴', '🟡', '🟠'],
      ['🔴', '🔴', '🟠', '🟤'],
      ['🔴', '  ', '🟠', '🟤'],
    ]) {
      const response = await send('PUT', `/api/admin/quizzes/${id}`, admin.cookie, {
        ...body,
        questions: [{ ...listenTap, pictures }],
      });
      expect(response.statusCode, pictures.join(' ')).toBe(400);
    }
    expect((await send('DELETE', `/api/admin/quizzes/${id}`, admin.cookie)).statusCode).toBe(200);
  });

  it('validates the form: adult levels 1–5, kids lessons 1–8, four distinct options, a valid index', async () => {
    const cases = [
      { ...adultBody, level: 6 },
      { ...adultBody, isKidsQuiz: true, level: 9 },
      { ...adultBody, title: '   ' },
      { ...adultBody, questions: [] },
      { ...adultBody, questions: [{ ...sampleQuestions[0], options: ['a', 'b', 'c'] }] },
      { ...adultBody, questions: [{ ...sampleQuestions[0], options: ['a', 'A', 'b', 'c'] }] },
      { ...adultBody, questions: [{ ...sampleQuestions[0], correctAnswer: 4 }] },
      { ...adultBody, language: 'german' },
    ];
    const before = (await auditRows()).length;
    for (const body of cases) {
      const response = await send('POST', '/api/admin/quizzes', admin.cookie, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await auditRows()).length).toBe(before);
  });

  it('saves typed items and refuses items that break their type’s rules', async () => {
    const typed = {
      ...adultBody,
      questions: [
        {
          type: 'error-spotting',
          question: 'She have two brothers and a sister.',
          options: ['She have', 'two brothers', 'and a', 'sister.'],
          correctAnswer: 0,
        },
        {
          type: 'meaning-in-context',
          question: 'Il pleut des cordes : que veut dire «pleuvoir des cordes» ?',
          options: ['pleuvoir très fort', 'faire du vent', 'neiger un peu', 'faire beau'],
          correctAnswer: 0,
          target: 'idioms',
        },
      ],
    };
    const created = await send('POST', '/api/admin/quizzes', admin.cookie, typed);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().quiz.questions[1]).toMatchObject({ type: 'meaning-in-context', target: 'idioms' });

    const spoiled = [
      // Segments that do not make the sentence.
      { ...typed.questions[0]!, options: ['She have', 'two', 'and a', 'sister.'] },
      // A kids item type in a level quiz.
      { type: 'picture-word', question: 'Which word?', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 },
      // Tiles already in the right order.
      { type: 'word-order', question: 'Order', words: ['I', 'am', 'here', 'now.'], answer: 'I am here now.' },
      // A listening item without its sentence.
      { type: 'listening', question: 'Hear', options: ['a', 'b', 'c', 'd'], correctAnswer: 0 },
    ];
    for (const question of spoiled) {
      const response = await send('POST', '/api/admin/quizzes', admin.cookie, {
        ...adultBody,
        questions: [question],
      });
      expect(response.statusCode, JSON.stringify(question)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers 404 when updating a quiz that does not exist', async () => {
    expect((await send('PUT', '/api/admin/quizzes/987654', admin.cookie, adultBody)).statusCode).toBe(404);
  });

  it('refuses learners with 403 and changes nothing', async () => {
    const before = await context.database.db.select({ id: quizzes.id }).from(quizzes);
    expect((await send('GET', '/api/admin/quizzes', learner.cookie)).statusCode).toBe(403);
    expect((await send('POST', '/api/admin/quizzes', learner.cookie, adultBody)).statusCode).toBe(403);
    const target = before[0]?.id ?? 1;
    expect((await send('PUT', `/api/admin/quizzes/${target}`, learner.cookie, adultBody)).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/api/admin/quizzes/${target}`, learner.cookie)).statusCode).toBe(403);
    expect(
      (
        await send('POST', '/api/admin/generate-quiz', learner.cookie, {
          language: 'english',
          level: 1,
          topic: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const after = await context.database.db.select({ id: quizzes.id }).from(quizzes);
    expect(after).toEqual(before);
  });
});

describe('AI quiz generation', () => {
  beforeEach(() => {
    standIn.chatRequests.length = 0;
  });

  async function countQuizzes() {
    return (await context.database.db.select({ id: quizzes.id }).from(quizzes)).length;
  }

  it('saves a valid generated adult quiz as active, with the requested language and level', async () => {
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(validGeneratedQuiz()) }));
    const response = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'english',
      level: 3,
      topic: 'travel',
    });
    expect(response.statusCode).toBe(200);
    const quiz = AdminQuizResponseSchema.parse(response.json()).quiz;
    expect(quiz).toMatchObject({ language: 'english', level: 3, isKidsQuiz: false, isActive: true });
    expect(quiz.questions).toHaveLength(10);
    const [row] = await context.database.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row!.source).toBe('ai');
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      action: 'quiz.generate',
      targetId: String(quiz.id),
      actorUserId: admin.id,
    });

    const request = standIn.chatRequests[0]!;
    expect(request.model).toBe('quiz-writer');
    expect(JSON.stringify(request.messages)).toContain('travel');
    expect(JSON.stringify(request.messages)).toContain('B1');
  });

  it('saves a valid kids quiz with emoji as the first lesson of its age band', async () => {
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(validGeneratedQuiz({ kids: true })) }));
    const response = await send('POST', '/api/admin/generate-kids-quiz', admin.cookie, {
      language: 'french',
      ageGroup: '7-9',
      topic: 'les animaux de la ferme',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().quiz).toMatchObject({
      isKidsQuiz: true,
      ageGroup: '7-9',
      level: 4,
      language: 'french',
    });
    expect(response.json().quiz.questions.every((q: { emoji?: string }) => q.emoji === '✈️')).toBe(true);
  });

  it('rejects a kids quiz without emoji and saves nothing', async () => {
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(validGeneratedQuiz()) }));
    const before = await countQuizzes();
    const response = await send('POST', '/api/admin/generate-kids-quiz', admin.cookie, {
      language: 'french',
      ageGroup: '4-6',
      topic: 'colours',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/emoji/);
    expect(await countQuizzes()).toBe(before);
  });

  it.each([
    [
      'a question with 3 options',
      (quiz: ReturnType<typeof validGeneratedQuiz>) => quiz.questions[2]!.options.pop(),
      /question 3, options: Too small/,
    ],
    [
      'an answer index out of range',
      (quiz: ReturnType<typeof validGeneratedQuiz>) => (quiz.questions[4]!.correctAnswer = 7),
      /question 5, correctAnswer: Too big/,
    ],
    [
      'repeated options',
      (quiz: ReturnType<typeof validGeneratedQuiz>) =>
        (quiz.questions[1]!.options[3] = quiz.questions[1]!.options[0]!),
      /question 2, options: The four options must be different/,
    ],
    ['nine questions', (quiz: ReturnType<typeof validGeneratedQuiz>) => quiz.questions.pop(), /questions/],
    [
      'a missing explanation',
      (quiz: ReturnType<typeof validGeneratedQuiz>) =>
        delete (quiz.questions[0] as { explanation?: string }).explanation,
      /question 1, explanation/,
    ],
  ])('rejects a generated quiz with %s: 502 with the reason, nothing saved', async (_name, spoil, reason) => {
    const quiz = validGeneratedQuiz();
    spoil(quiz);
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(quiz) }));
    const before = await countQuizzes();
    const auditBefore = (await auditRows()).length;
    const response = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'english',
      level: 2,
      topic: 'food',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe('PROVIDER_ERROR');
    expect(response.json().message).toMatch(/quiz rules/);
    expect(response.json().message).toMatch(reason);
    expect(await countQuizzes()).toBe(before);
    expect((await auditRows()).length).toBe(auditBefore);
  });

  it('saves generated items of several types, each held to its type’s rules', async () => {
    const quiz = validGeneratedQuiz();
    quiz.questions[0] = {
      ...quiz.questions[0]!,
      type: 'word-order',
      question: 'Put the words in order.',
      options: [],
      correctAnswer: 0,
      words: ['airport.', 'the', 'to', 'I', 'go'],
      answer: 'I go to the airport.',
    };
    quiz.questions[1] = {
      ...quiz.questions[1]!,
      type: 'listening',
      question: 'What did you hear?',
      audioText: 'The gate is closed.',
      options: ['The gate is closed.', 'The gate is close.', 'The gates are closed.', 'The date is closed.'],
      correctAnswer: 0,
    };
    quiz.questions[2] = {
      ...quiz.questions[2]!,
      type: 'reading',
      passage: 'Tom missed his flight. He waited six hours for the next one.',
      question: 'Why did Tom wait?',
      options: ['He was late for his plane', 'He liked the airport', 'He had no ticket', 'He lost his bag'],
      correctAnswer: 0,
    };
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(quiz) }));
    const response = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'english',
      level: 2,
      topic: 'airports',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = AdminQuizResponseSchema.parse(response.json()).quiz.questions;
    expect(saved[0]).toEqual({
      type: 'word-order',
      question: 'Put the words in order.',
      words: ['airport.', 'the', 'to', 'I', 'go'],
      answer: 'I go to the airport.',
      explanation: 'Because option 0 is right.',
    });
    expect(saved[1]).toMatchObject({ type: 'listening', audioText: 'The gate is closed.', correctAnswer: 0 });
    expect(saved[1]).not.toHaveProperty('words');
    expect(saved[2]).toMatchObject({ type: 'reading', passage: expect.stringMatching(/missed his flight/) });
    expect(JSON.stringify(standIn.chatRequests[0]!.messages)).toMatch(/word-order/);
  });

  it('rejects a generated word-order item whose answer does not use its tiles: 502, nothing saved', async () => {
    const quiz = validGeneratedQuiz();
    quiz.questions[3] = {
      ...quiz.questions[3]!,
      type: 'word-order',
      options: [],
      words: ['b', 'a', 'c', 'd'],
      answer: 'a b c e',
    };
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(quiz) }));
    const before = await countQuizzes();
    const response = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'english',
      level: 2,
      topic: 'food',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/question 4, answer: The answer must use every tile once/);
    expect(await countQuizzes()).toBe(before);
  });

  it('rejects a generated item whose key gives itself away by its form: 502, nothing saved', async () => {
    const quiz = validGeneratedQuiz();
    quiz.questions[5] = {
      ...quiz.questions[5]!,
      question: 'Ayer ___ a Madrid con mi hermano.',
      options: ['viajé', 'viajar', 'viajando', 'viaja'],
      correctAnswer: 0,
    };
    standIn.onChat(() => ({ kind: 'text', text: JSON.stringify(quiz) }));
    const before = await countQuizzes();
    const response = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'spanish',
      level: 2,
      topic: 'viajes',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(response.json().message).toMatch(
      /content rules.*question 6: the key is the only option with or without an accent/,
    );
    expect(await countQuizzes()).toBe(before);
  });

  it('rejects a reply that is malformed JSON: 502 saying so, nothing saved', async () => {
    standIn.onChat(() => ({ kind: 'text', text: '{"title": "Half a quiz", "questions": [{"question": ' }));
    const before = await countQuizzes();
    const response = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'spanish',
      level: 1,
      topic: 'saludos',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/malformed JSON/);
    expect(await countQuizzes()).toBe(before);
  });

  it('reports a broken provider response and a provider error as 502', async () => {
    standIn.onChat(() => ({ kind: 'malformed-stream' }));
    const broken = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'spanish',
      level: 1,
      topic: 'saludos',
    });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toMatch(/AI provider sent a reply that could not be read/);

    standIn.onChat(() => ({ kind: 'error', status: 401, message: 'Incorrect API key provided' }));
    const refused = await send('POST', '/api/admin/generate-quiz', admin.cookie, {
      language: 'spanish',
      level: 1,
      topic: 'saludos',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toMatch(/Incorrect API key provided/);
  });

  it('validates the generator input', async () => {
    for (const body of [
      { language: 'english', level: 6, topic: 'x' },
      { language: 'english', level: 1, topic: '  ' },
      { language: 'english', level: 1 },
    ]) {
      expect((await send('POST', '/api/admin/generate-quiz', admin.cookie, body)).statusCode).toBe(400);
    }
    expect(
      (
        await send('POST', '/api/admin/generate-kids-quiz', admin.cookie, {
          language: 'english',
          ageGroup: '3-5',
          topic: 'x',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('says clearly that no AI provider is configured (503), for both generators', async () => {
    const offlineAdmin = await offline.createUser({ isAdmin: true });
    for (const [url, body] of [
      ['/api/admin/generate-quiz', { language: 'english', level: 1, topic: 'greetings' }],
      ['/api/admin/generate-kids-quiz', { language: 'english', ageGroup: '4-6', topic: 'colours' }],
    ] as const) {
      const response = await offline.app.inject({
        method: 'POST',
        url,
        headers: { cookie: offlineAdmin.cookie },
        payload: body,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'NOT_CONFIGURED' });
      expect(response.json().message).toMatch(/^No AI provider is configured/);
    }
  });
});

describe('seeding', () => {
  it('keeps a shipped quiz’s translations while an admin keeps its words, and drops them when they change', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      await seedQuizContent({ db, items: loadQuizContent() });
      const freshAdmin = await fresh.createUser({ isAdmin: true });
      const [shipped] = await db.select().from(quizzes).where(eq(quizzes.contentKey, 'french-level-2'));
      expect(shipped!.localized?.es?.title).toMatch(/^Francés A2/);
      const save = (title: string) =>
        fresh.app.inject({
          method: 'PUT',
          url: `/api/admin/quizzes/${shipped!.id}`,
          headers: { cookie: freshAdmin.cookie },
          payload: {
            language: 'french',
            level: 2,
            title,
            description: shipped!.description,
            questions: shipped!.questions,
            isActive: false,
            isKidsQuiz: false,
          },
        });
      const deactivated = await save(shipped!.title);
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(deactivated.json().quiz.localized).toEqual(shipped!.localized);
      const renamed = await save('Français A2 — édité');
      expect(renamed.json().quiz.localized).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('is idempotent and leaves admin edits and deletions alone', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const items = loadQuizContent();
      expect(await seedQuizContent({ db, items })).toBe(39);
      expect(await seedQuizContent({ db, items })).toBe(0);

      const freshAdmin = await fresh.createUser({ isAdmin: true });
      const [english1] = await db.select().from(quizzes).where(eq(quizzes.contentKey, 'english-level-1'));
      const [kids1] = await db.select().from(quizzes).where(eq(quizzes.contentKey, 'kids-english-1'));
      expect(kids1).toMatchObject({ isKidsQuiz: true, level: 1, ageGroup: '4-6', source: 'content' });

      await fresh.app.inject({
        method: 'PUT',
        url: `/api/admin/quizzes/${english1!.id}`,
        headers: { cookie: freshAdmin.cookie },
        payload: { ...adultBody, language: 'english', level: 1, title: 'Edited by an admin' },
      });
      const deleted = await fresh.app.inject({
        method: 'DELETE',
        url: `/api/admin/quizzes/${kids1!.id}`,
        headers: { cookie: freshAdmin.cookie },
      });
      expect(deleted.statusCode).toBe(200);

      expect(await seedQuizContent({ db, items })).toBe(0);
      const [edited] = await db.select().from(quizzes).where(eq(quizzes.contentKey, 'english-level-1'));
      expect(edited!.title).toBe('Edited by an admin');
      expect(await db.select().from(quizzes).where(eq(quizzes.contentKey, 'kids-english-1'))).toEqual([]);
      expect((await db.select().from(quizzes)).length).toBe(38);
    } finally {
      await fresh.close();
    }
  });

  it('upgrades a database seeded before content hashes: unedited shipped quizzes get the new version', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const items = loadQuizContent();
      await seedQuizContent({ db, items });
      // As the rows were before the content_hash column: no hash; french-level-2 saved later by an admin.
      await db.update(quizzes).set({ contentHash: null });
      await db
        .update(quizzes)
        .set({ updatedAt: sql`${quizzes.createdAt} + interval '1 minute'` })
        .where(eq(quizzes.contentKey, 'french-level-2'));
      // The data step of the migration that added the column.
      const migration = fs.readFileSync(
        fileURLToPath(new URL('../../../../migrations/0005_quiz_content_hash.sql', import.meta.url)),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint').slice(1)) {
        await db.execute(sql.raw(statement));
      }

      const release = items.map((item) => {
        if (!item.contentKey.startsWith('french-level-')) return item;
        const changed = structuredClone(item);
        changed.quiz.questions.reverse();
        return changed;
      });
      // Every unedited row is rewritten once (the hash it holds names no file), all but french-level-2.
      expect(await seedQuizContent({ db, items: release })).toBe(38);
      expect(await seedQuizContent({ db, items: release })).toBe(0);
      const [level1] = await db.select().from(quizzes).where(eq(quizzes.contentKey, 'french-level-1'));
      const [level2] = await db.select().from(quizzes).where(eq(quizzes.contentKey, 'french-level-2'));
      expect(level1!.questions).toEqual(
        release.find((item) => item.contentKey === 'french-level-1')!.quiz.questions,
      );
      expect(level2!.questions).toEqual(
        items.find((item) => item.contentKey === 'french-level-2')!.quiz.questions,
      );
    } finally {
      await fresh.close();
    }
  });

  it('replaces unedited shipped quizzes with a new shipped version, never admin-edited or deleted ones', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const items = loadQuizContent();
      expect(await seedQuizContent({ db, items })).toBe(39);
      const rowOf = async (contentKey: string) =>
        (await db.select().from(quizzes).where(eq(quizzes.contentKey, contentKey)))[0];

      // A learner is in the middle of an attempt at a quiz the release changes.
      const player = await fresh.createUser();
      const started = await fresh.app.inject({
        method: 'POST',
        url: `/api/quizzes/${(await rowOf('spanish-level-1'))!.id}/attempts`,
        headers: { cookie: player.cookie },
      });
      expect(started.statusCode, started.body).toBe(200);
      const attemptId: number = started.json().attempt.attemptId;
      const [attemptBefore] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));

      const freshAdmin = await fresh.createUser({ isAdmin: true });
      const edit = await fresh.app.inject({
        method: 'PUT',
        url: `/api/admin/quizzes/${(await rowOf('english-level-1'))!.id}`,
        headers: { cookie: freshAdmin.cookie },
        payload: { ...adultBody, language: 'english', level: 1, title: 'Edited by an admin' },
      });
      expect(edit.statusCode).toBe(200);
      const removal = await fresh.app.inject({
        method: 'DELETE',
        url: `/api/admin/quizzes/${(await rowOf('kids-english-1'))!.id}`,
        headers: { cookie: freshAdmin.cookie },
      });
      expect(removal.statusCode).toBe(200);

      // The next release changes four shipped files.
      const changedKeys = ['english-level-1', 'spanish-level-1', 'kids-english-1', 'kids-spanish-1'];
      const release = items.map((item) => {
        if (!changedKeys.includes(item.contentKey)) return item;
        const changed = structuredClone(item);
        changed.quiz.title = `${item.quiz.title} (revised)`;
        changed.quiz.questions.reverse();
        return changed;
      });
      expect(await seedQuizContent({ db, items: release })).toBe(2);
      expect(await seedQuizContent({ db, items: release })).toBe(0);

      for (const key of ['spanish-level-1', 'kids-spanish-1']) {
        const shipped = release.find((item) => item.contentKey === key)!.quiz;
        expect(await rowOf(key), key).toMatchObject({
          title: shipped.title,
          questions: shipped.questions,
          source: 'content',
        });
      }
      expect((await rowOf('english-level-1'))!.title).toBe('Edited by an admin');
      expect(await rowOf('kids-english-1')).toBeUndefined();
      expect((await rowOf('french-level-1'))!.questions).toEqual(
        items.find((item) => item.contentKey === 'french-level-1')!.quiz.questions,
      );

      // The attempt keeps the items it drew and is scored on them.
      const [attemptAfter] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
      expect(attemptAfter!.items).toEqual(attemptBefore!.items);
      const position = attemptBefore!.items.findIndex((item) => item.type !== 'word-order');
      const drawn = attemptBefore!.items[position]!;
      const itemIndex = attemptBefore!.itemIndexes[position]!;
      // The bank was reversed: the new item at this bank index is another one.
      expect((await rowOf('spanish-level-1'))!.questions[itemIndex]).not.toEqual(drawn);
      const verdict = await fresh.app.inject({
        method: 'POST',
        url: `/api/quizzes/attempts/${attemptId}/answers`,
        headers: { cookie: player.cookie },
        payload: { itemIndex, answer: drawn.type === 'word-order' ? [] : drawn.correctAnswer },
      });
      expect(verdict.statusCode, verdict.body).toBe(200);
      expect(verdict.json().verdict).toMatchObject({ correct: true, explanation: drawn.explanation ?? null });
    } finally {
      await fresh.close();
    }
  });
});
