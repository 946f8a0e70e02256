/**
 * The reports benchmark's server process: the real app on a database where one learner has 20,000
 * learner messages in Spanish (each with the teacher's reply), 50 per session over the last 80 days,
 * every fifth one corrected. The messages are inserted as rows, as they were before decision 155, and
 * indexed by the start's `indexPendingSessions`, whose time is reported. Prints one JSON line with the
 * port, the learner's session cookie and the latest session's id, then serves until killed.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { messages, practiceSessions } from '../src/server/features/practice/practice.table.ts';
import { indexPendingSessions } from '../src/server/features/practice/session-words.ts';
import { announceReady, benchConfig, openBenchDatabase, signInBenchLearners } from './support.ts';

const LEARNER_MESSAGES = 20_000;
const PER_SESSION = 50;
/** Distinct words the generated learner draws from: common ones often, rarer ones over time. */
const VOCABULARY = 4_000;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** A made-up word of letters only for `index` (the tokeniser splits at digits). */
function word(index: number): string {
  let rest = index;
  let text = '';
  do {
    text += 'abcdefghijklmnopqrstuvwxyz'[rest % 26];
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `pa${text}`;
}

const database = await openBenchDatabase('linguacoach_bench_reports');
await database.migrate();
const config = benchConfig();
const [cookie] = await signInBenchLearners(database.db, config, 1, 'bench-reports');
const [learner] = (
  (await database.db.execute(
    sql`select id from users where email = 'bench-reports@example.com'`,
  )) as unknown as {
    rows: { id: number }[];
  }
).rows;

log(`seeding ${LEARNER_MESSAGES} learner messages for one learner…`);
let state = 155;
const next = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const sessionCount = LEARNER_MESSAGES / PER_SESSION;
const now = Date.now();
const dayMs = 86_400_000;
let latestSession = 0;
for (let index = 0; index < sessionCount; index++) {
  const startedAt = new Date(now - (sessionCount - index) * ((80 * dayMs) / sessionCount));
  const endedAt = new Date(startedAt.getTime() + 20 * 60_000);
  const [session] = await database.db
    .insert(practiceSessions)
    .values({
      userId: learner!.id,
      language: 'spanish',
      mode: 'chat',
      startedAt,
      lastActivityAt: endedAt,
      endedAt,
      durationMinutes: 20,
      learnerTurns: PER_SESSION,
    })
    .returning({ id: practiceSessions.id });
  latestSession = session!.id;
  const rows: (typeof messages.$inferInsert)[] = [];
  for (let turn = 0; turn < PER_SESSION; turn++) {
    // Words drawn with a skew towards common ones, the vocabulary reached growing with the sessions.
    const reach = 200 + Math.floor(((VOCABULARY - 200) * (index + 1)) / sessionCount);
    const words = Array.from({ length: 6 + Math.floor(next() * 10) }, () =>
      word(Math.floor(next() ** 2 * reach)),
    );
    const at = new Date(startedAt.getTime() + turn * 20_000);
    const corrected = turn % 5 === 0;
    rows.push(
      {
        sessionId: session!.id,
        sender: 'user',
        content: words.join(' '),
        corrections: corrected
          ? [{ original: words[0]!, corrected: `${words[0]!}s`, explanation: 'Spelling.' }]
          : [],
        createdAt: at,
      },
      {
        sessionId: session!.id,
        sender: 'ai',
        content: 'Muy bien, sigue así.',
        corrections: null,
        createdAt: at,
      },
    );
  }
  await database.db.insert(messages).values(rows);
}
const started = performance.now();
const indexed = await indexPendingSessions(database.db);
const indexMs = Math.round(performance.now() - started);
log(`indexed ${indexed} sessions in ${indexMs} ms`);
await database.db.execute(sql`analyze`);

const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
announceReady(app, {
  cookie,
  database: database.kind,
  learnerMessages: LEARNER_MESSAGES,
  sessions: sessionCount,
  latestSession,
  indexedSessions: indexed,
  indexMs,
});
