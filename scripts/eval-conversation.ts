/**
 * `npm run eval -- conversation`: the conversation evaluation (eval/README.md, decision 209). Plays the
 * scripted learner dialogues of `eval/conversations/` through the real app — each dialogue a new learner,
 * each of its sessions a conversation started, talked and ended through the API, on an embedded
 * database — against the configured teacher, and checks each reply against what the dialogue's writer
 * expected: no question asked twice or asked after its answer was given, facts used in later sessions,
 * news met with the right tone, the teacher's questions answered, no praise of a corrected word,
 * register kept, the restaurant scene's state right, a goodbye closing the conversation.
 *
 *   npm run eval -- conversation                  every language, both parts
 *   npm run eval -- conversation french --misses  one language, with every failed check
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { FACT_KINDS } from '../src/shared/contracts/memory.ts';
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '../src/shared/domain/languages.ts';

const Expect = z
  .object({
    tone: z.enum(['sad', 'happy', 'not-sad', 'not-happy']).optional(),
    mentionsAny: z.array(z.string()).optional(),
    notMention: z.array(z.string()).optional(),
    register: z.enum(['informal', 'formal']).optional(),
    closes: z.boolean().optional(),
    answers: z.array(z.string()).optional(),
  })
  .strict();
const DialogueFile = z.object({
  language: z.enum(LANGUAGE_CODES),
  markers: z.object({
    sad: z.array(z.string()),
    happy: z.array(z.string()),
    praise: z.array(z.string()),
    informal: z.array(z.string()),
    formal: z.array(z.string()),
    asks: z.partialRecord(z.enum(FACT_KINDS), z.array(z.string())),
  }),
  dialogues: z.array(
    z.object({
      id: z.string(),
      about: z.string(),
      sessions: z.array(
        z.object({
          topic: z.enum(['free-conversation', 'restaurant']).nullable(),
          turns: z.array(
            z.object({
              say: z.string(),
              tells: z.array(z.enum(FACT_KINDS)).optional(),
              expect: Expect.optional(),
            }),
          ),
          expectSession: z
            .object({ mentionsAny: z.array(z.string()).optional(), register: Expect.shape.register })
            .optional(),
        }),
      ),
    }),
  ),
});
type DialogueFile = z.infer<typeof DialogueFile>;
type Markers = DialogueFile['markers'];

/** The checks, as the issue names them, in the order they are printed. */
const CHECKS = [
  'noRepeatedQuestion',
  'noQuestionAfterAnswer',
  'factsUsedLater',
  'tone',
  'answersQuestions',
  'listening',
  'noPraiseOfCorrected',
  'register',
  'scene',
  'goodbye',
] as const;
type Check = (typeof CHECKS)[number];

interface Miss {
  dialogue: string;
  check: Check;
  said: string;
  reply: string;
  why: string;
}

const lower = (text: string) => text.toLocaleLowerCase();
const containsAny = (text: string, phrases: readonly string[]) =>
  phrases.find((phrase) => lower(text).includes(lower(phrase)));
const matchesAny = (text: string, sources: readonly string[]) =>
  sources.find((source) => new RegExp(source, 'iu').test(text));
const sentences = (text: string) => text.match(/[^.!?…]+[.!?…]*/gu)?.map((part) => part.trim()) ?? [];
const questionsOf = (text: string) => sentences(text).filter((sentence) => sentence.endsWith('?'));
/** A request to say the last thing again: the one turn where a question may come back. */
const REPEAT_REQUEST =
  /\b(repeat|again|slowly|what do you mean|repite|repetir|otra vez|despacio|no entiendo|répét|répète|encore une fois|lentement|comprends pas)/iu;

const args = process.argv.slice(2);
const languages = args.filter(isLanguageCode);
const showMisses = args.includes('--misses');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguacoach-eval-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000000',
  SEED_CONTENT: 'false',
});
const app = await buildApp({ config, database, logger: false });
const auth = createAuthService({ db: database.db, config });
let learners = 0;

async function newLearner(): Promise<string> {
  learners += 1;
  const session = await auth.signIn(
    {
      issuer: config.identity.issuer,
      subject: `eval-learner-${learners}`,
      email: `eval-learner-${learners}@example.org`,
      name: `Learner ${learners}`,
      picture: undefined,
    },
    undefined,
  );
  return `${config.session.cookieName}=${session.token}`;
}

async function api(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

type Tally = Record<Check, { passed: number; total: number }>;
const emptyTally = (): Tally =>
  Object.fromEntries(CHECKS.map((check) => [check, { passed: 0, total: 0 }])) as Tally;

async function playFile(file: DialogueFile, tally: Tally, misses: Miss[]) {
  const { markers } = file;
  for (const dialogue of file.dialogues) {
    const cookie = await newLearner();
    const told = new Set<string>();
    const record = (check: Check, ok: boolean, said: string, reply: string, why: string) => {
      tally[check].total += 1;
      if (ok) tally[check].passed += 1;
      else misses.push({ dialogue: dialogue.id, check, said, reply, why });
    };
    for (const session of dialogue.sessions) {
      const started = await api(cookie, 'POST', '/api/sessions/start', {
        language: file.language,
        topic: session.topic,
      });
      const sessionId: number = started.session.id;
      const greeting: string = (await api(cookie, 'GET', `/api/sessions/${sessionId}/messages`)).messages[0]
        .content;
      const replies = [greeting];
      const asked = new Set<string>(questionsOf(greeting).map(lower));
      const praised = new Set<string>();
      checkNotAsked(markers, told, '(the greeting)', greeting, record);
      for (const turn of session.turns) {
        const answer = await api(cookie, 'POST', '/api/conversation/message', {
          sessionId,
          message: turn.say,
        });
        const reply: string = answer.message.content;
        const corrections: { original: string }[] = answer.userMessage.corrections ?? [];
        replies.push(reply);
        checkReply(markers, session.topic, turn, reply, corrections, { asked, praised, told }, record);
        for (const kind of turn.tells ?? []) told.add(kind);
      }
      const expected = session.expectSession;
      if (expected?.mentionsAny) {
        const found = replies.some((reply) => containsAny(reply, expected.mentionsAny!));
        record(
          session.topic === 'restaurant' ? 'scene' : 'factsUsedLater',
          found,
          '(the whole session)',
          replies.join(' | '),
          `no reply mentions any of ${expected.mentionsAny.join(', ')}`,
        );
      }
      if (expected?.register) {
        const opposite = expected.register === 'formal' ? markers.informal : markers.formal;
        const wrong = replies.map((reply) => matchesAny(reply, opposite)).find(Boolean);
        record('register', !wrong, '(the whole session)', replies.join(' | '), `uses /${wrong}/`);
      }
      await api(cookie, 'POST', `/api/sessions/${sessionId}/end`);
    }
  }
}

type Record_ = (check: Check, ok: boolean, said: string, reply: string, why: string) => void;

function checkNotAsked(
  markers: Markers,
  told: ReadonlySet<string>,
  said: string,
  reply: string,
  record: Record_,
) {
  for (const kind of told) {
    const phrases = markers.asks[kind as keyof Markers['asks']];
    if (!phrases) continue;
    const asked = questionsOf(reply)
      .map((question) => containsAny(question, phrases))
      .find(Boolean);
    record('noQuestionAfterAnswer', !asked, said, reply, `asks again for ${kind} ("${asked}")`);
  }
}

function checkReply(
  markers: Markers,
  topic: string | null,
  turn: DialogueFile['dialogues'][number]['sessions'][number]['turns'][number],
  reply: string,
  corrections: readonly { original: string }[],
  state: { asked: Set<string>; praised: Set<string>; told: ReadonlySet<string> },
  record: Record_,
) {
  const said = turn.say;
  const expect = turn.expect ?? {};
  // No question asked twice in a session, unless the learner asked to hear it again.
  const questions = questionsOf(reply).map(lower);
  if (!REPEAT_REQUEST.test(said)) {
    const repeated = questions.find((question) => state.asked.has(question));
    record('noRepeatedQuestion', !repeated, said, reply, `asks again "${repeated}"`);
  }
  for (const question of questions) state.asked.add(question);
  checkNotAsked(markers, state.told, said, reply, record);

  if (expect.tone) {
    const sad = containsAny(reply, markers.sad);
    const happy = containsAny(reply, markers.happy);
    const ok = {
      sad: Boolean(sad) && !happy,
      happy: Boolean(happy) && !sad,
      'not-sad': !sad,
      'not-happy': !happy,
    }[expect.tone];
    record('tone', ok, said, reply, `expected ${expect.tone}; sad: ${sad ?? '-'}, happy: ${happy ?? '-'}`);
  }
  if (expect.answers) {
    record(
      'answersQuestions',
      Boolean(containsAny(reply, expect.answers)),
      said,
      reply,
      `none of ${expect.answers.join(', ')}`,
    );
  }
  const scene = topic === 'restaurant';
  if (expect.mentionsAny) {
    record(
      scene ? 'scene' : 'listening',
      Boolean(containsAny(reply, expect.mentionsAny)),
      said,
      reply,
      `none of ${expect.mentionsAny.join(', ')}`,
    );
  }
  if (expect.notMention) {
    const named = containsAny(reply, expect.notMention);
    record(scene ? 'scene' : 'listening', !named, said, reply, `mentions ${named}`);
  }
  if (expect.register) {
    const opposite = expect.register === 'formal' ? markers.informal : markers.formal;
    const wrong = matchesAny(reply, opposite);
    record('register', !wrong, said, reply, `uses /${wrong}/`);
  }
  if (expect.closes) record('goodbye', !reply.includes('?'), said, reply, 'asks a question after a goodbye');

  // Praise: never in the sentence that holds a corrected word, and no praise said twice in a session.
  const praiseSentences = sentences(reply).filter((sentence) => containsAny(sentence, markers.praise));
  for (const correction of corrections) {
    const wrong = praiseSentences.find((sentence) => lower(sentence).includes(lower(correction.original)));
    record('noPraiseOfCorrected', !wrong, said, reply, `praises "${correction.original}"`);
  }
  for (const sentence of praiseSentences) {
    const again = state.praised.has(lower(sentence));
    record('noPraiseOfCorrected', !again, said, reply, `praise said twice: "${sentence}"`);
    state.praised.add(lower(sentence));
  }
}

const report: Record<string, unknown> = {
  teacher: config.ai ? { kind: 'ai', model: config.ai.model } : { kind: 'offline' },
  target: 'every check 100 %',
};
try {
  for (const language of (languages.length > 0 ? languages : LANGUAGE_CODES) as LanguageCode[]) {
    const parts: Record<string, unknown> = {};
    for (const [part, file] of [
      ['development', `eval/conversations/${language}.json`],
      ['blind', `eval/conversations/blind/${language}.json`],
    ] as const) {
      if (!fs.existsSync(file)) continue;
      const dialogues = DialogueFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
      const tally = emptyTally();
      const misses: Miss[] = [];
      await playFile(dialogues, tally, misses);
      const checks = Object.fromEntries(
        CHECKS.filter((check) => tally[check].total > 0).map((check) => [
          check,
          { ...tally[check], rate: Math.round((tally[check].passed / tally[check].total) * 1000) / 10 },
        ]),
      );
      const passed = CHECKS.reduce((sum, check) => sum + tally[check].passed, 0);
      const total = CHECKS.reduce((sum, check) => sum + tally[check].total, 0);
      parts[part] = {
        dialogues: dialogues.dialogues.length,
        passRate: Math.round((passed / total) * 1000) / 10,
        checks,
        ...(showMisses ? { misses } : {}),
      };
    }
    report[language] = parts;
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(report, null, 2));
