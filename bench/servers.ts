/**
 * The benchmark's server process: the real app (migrated database, a signed-in user) and a bare Fastify
 * hello route, side by side, so the load generator in the parent process measures both in one run. The app
 * talks to the AI stand-in process whose address the parent passes in BENCH_AI_BASE_URL.
 * Prints one JSON line with the ports and the session cookie, then serves until killed.
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { seedQuizContent } from '../src/server/features/quizzes/quiz-seed.ts';
import { benchConfig, openBenchDatabase, signInBenchLearners } from './support.ts';

const database = await openBenchDatabase(process.env.BENCH_DATABASE_NAME ?? 'linguacoach_bench');
await database.migrate();
// The AI provider runs in its own process (bench/ai-stand-in.ts); the parent passes its address.
const aiBaseUrl = process.env.BENCH_AI_BASE_URL;
if (!aiBaseUrl) throw new Error('BENCH_AI_BASE_URL is required');
// The shipped quizzes, so the quiz list is measured at its real size.
await seedQuizContent({ db: database.db });
const config = benchConfig({
  AI_BASE_URL: aiBaseUrl,
  AI_MODEL: 'bench-model',
  STT_BASE_URL: aiBaseUrl,
  TTS_BASE_URL: aiBaseUrl,
});
const app = await buildApp({ config, database, logger: false, webRoot: path.resolve('dist/web') });
await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const [cookie] = await signInBenchLearners(database.db, config, 1, 'bench-user');

// The planner's statistics, as autovacuum keeps them on a production database: gathered once the
// database is seeded, then again every few seconds for the tables the benchmark writes. The PostgreSQL
// the benches share may run with autovacuum off; without statistics the planner reads a turn's last
// messages by sorting the whole session instead of walking its index backwards (decision 136).
const ANALYZE_EVERY_MS = 5000;
await database.db.execute(sql`vacuum analyze`);
const analyzing =
  database.kind === 'postgres'
    ? setInterval(() => {
        database.db.execute(sql`analyze messages, practice_sessions`).catch(() => {});
      }, ANALYZE_EVERY_MS)
    : undefined;
analyzing?.unref();

const portOf = (server: { server: { address(): unknown } }) => {
  const address = server.server.address() as { port: number } | null;
  return address?.port ?? 0;
};
console.log(
  JSON.stringify({
    appPort: portOf(app),
    barePort: portOf(bare),
    cookie,
    database: database.kind,
  }),
);
process.on('SIGTERM', async () => {
  clearInterval(analyzing);
  await Promise.all([app.close(), bare.close()]);
  process.exit(0);
});
