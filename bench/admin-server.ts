/**
 * The admin benchmark's server process: the real app on a database seeded with 100,000 users and
 * 200,000 practice sessions (one INSERT … SELECT generate_series each), and a signed-in owner admin.
 * Prints one JSON line with the port and the session cookie, then serves until killed.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { announceReady, openBenchDatabase } from './support.ts';

const SEEDED_USERS = 100_000;
const SEEDED_SESSIONS = 200_000;
const ADMIN_EMAIL = 'bench-admin@example.com';

const log = (message: string) => process.stderr.write(`${message}\n`);
const database = await openBenchDatabase('linguacoach_bench_admin');
await database.migrate();

log(`seeding ${SEEDED_USERS} users and ${SEEDED_SESSIONS} sessions…`);
// Plans spread 60 % free, 10 % each paid plan; sign-ups over two years; this month's counters set.
await database.db.execute(sql`
  insert into users (issuer, subject, email, username, plan, stripe_subscription_id, minutes_month,
                     monthly_minutes_used, total_minutes_used, plan_changed_at, created_at, last_login_at)
  select 'https://bench.local', 'bench-user-' || n, 'user' || n || '@example.org', 'Bench User ' || n,
         (array['free','free','free','free','free','free','starter','pro','elite','annual'])[1 + n % 10],
         case when n % 10 between 6 and 8 then 'sub_bench_' || n end,
         to_char(now() at time zone 'utc', 'YYYY-MM'),
         n % 120, n % 2000,
         case when n % 10 >= 6 then now() - (n % 400) * interval '1 day' end,
         now() - (n % 730) * interval '1 day' - (n % 86400) * interval '1 second',
         now()
  from generate_series(1, ${SEEDED_USERS}) as n`);
await database.db.execute(sql`
  insert into practice_sessions (user_id, language, mode, started_at, last_activity_at, ended_at,
                                 duration_minutes, score)
  select bounds.first_id + n % ${SEEDED_USERS},
         (array['english','spanish','french'])[1 + n % 3], 'chat',
         now() - (n % 90) * interval '1 day', now() - (n % 90) * interval '1 day',
         now() - (n % 90) * interval '1 day' + interval '10 minutes', 1 + n % 30, 50 + n % 50
  from generate_series(1, ${SEEDED_SESSIONS}) as n, (select min(id) as first_id from users) as bounds`);
// A settled database: statistics gathered and pages marked all-visible, as autovacuum leaves them.
await database.db.execute(sql`vacuum analyze`);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  RATE_LIMIT_PER_MINUTE: '100000000',
  SEED_CONTENT: 'false',
  ADMIN_EMAILS: ADMIN_EMAIL,
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

const auth = createAuthService({ db: database.db, config });
// Owner admins come from the configured identity provider only (decision 064).
const session = await auth.signIn(
  {
    issuer: config.identity.issuer,
    subject: 'bench-admin',
    email: ADMIN_EMAIL,
    name: 'Bench Admin',
    picture: undefined,
  },
  undefined,
);

announceReady(app, {
  cookie: `${config.session.cookieName}=${session.token}`,
  database: database.kind,
  users: SEEDED_USERS,
  sessions: SEEDED_SESSIONS,
});
