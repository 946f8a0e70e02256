/**
 * The review benchmark's server process: the real app on a database where one learner has 10,000 cards
 * in Spanish (a third of them due), inserted with one INSERT … SELECT generate_series. Prints one JSON
 * line with the port and the learner's session cookie, then serves until killed.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { announceReady, openBenchDatabase } from './support.ts';

const SEEDED_CARDS = 10_000;
const log = (message: string) => process.stderr.write(`${message}\n`);
const database = await openBenchDatabase('linguacoach_bench_review');
await database.migrate();

const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  RATE_LIMIT_PER_MINUTE: '100000000',
  SEED_CONTENT: 'false',
});
const auth = createAuthService({ db: database.db, config });
const session = await auth.signIn(
  {
    issuer: 'https://bench.local',
    subject: 'bench-learner',
    email: 'bench-learner@example.com',
    name: 'Bench Learner',
    picture: undefined,
  },
  undefined,
);

log(`seeding ${SEEDED_CARDS} cards for one learner…`);
// Cards seen over a year; every third one due (in the past), the others due in the coming weeks.
await database.db.execute(sql`
  insert into mistake_cards (user_id, language, kind, original, corrected, explanation, mistake_key,
                             occurrences, first_seen_at, last_seen_at, due, stability, difficulty,
                             elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
  select ${session.user.id}, 'spanish', 'correction', 'palabra' || n, 'palabra ' || n,
         'Spelling: “palabra' || n || '” is written “palabra ' || n || '”.', 'palabra' || n || ' → palabra ' || n,
         1 + n % 3, now() - (n % 365) * interval '1 day', now() - (n % 30) * interval '1 day',
         case when n % 3 = 0 then now() - (n % 20) * interval '1 day' else now() + (1 + n % 40) * interval '1 day' end,
         2.5 + n % 20, 5, 0, 3, 0, 1 + n % 6, n % 2, 2, now() - (n % 30) * interval '1 day'
  from generate_series(1, ${SEEDED_CARDS}) as n`);
await database.db.execute(sql`analyze`);

const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
announceReady(app, {
  cookie: `${config.session.cookieName}=${session.token}`,
  database: database.kind,
  cards: SEEDED_CARDS,
});
