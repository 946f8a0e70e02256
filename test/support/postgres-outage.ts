/**
 * A PostgreSQL restart under load, against the real server process: learners keep sending messages
 * (each one a write transaction) while a disposable cluster is stopped (fast or immediate) and started
 * again. Records every answer, checks afterwards that each acknowledged message is stored, and measures
 * how long after the database is back the first write succeeds. Used by the fault test and `npm run chaos`.
 */
import { inArray } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createAuthService } from '../../src/server/features/auth/auth.service.ts';
import { messages } from '../../src/server/features/practice/practice.table.ts';
import { users } from '../../src/server/features/users/users.table.ts';
import { startDisposablePostgres, type DisposablePostgres } from './disposable-postgres.ts';
import { freePort } from '../free-port.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export interface Writer {
  cookie: string;
  sessionId: number;
}

export interface OutageRig {
  cluster: DisposablePostgres;
  server: ServerProcess;
  database: Database;
  writers: Writer[];
  close(): Promise<void>;
}

/** A failed request: its status (0 when the connection itself failed), code and Retry-After. */
export interface Failure {
  status: number;
  code: string | undefined;
  retryAfter: string | null;
  /** Whether the body was the one error shape `{ code, message, requestId }`. */
  oneShape: boolean;
}

export interface OutageResult {
  mode: 'fast' | 'immediate';
  processAlive: boolean;
  requests: number;
  acknowledgedWrites: number;
  lostWrites: number;
  failures: Failure[];
  /** `/api/ready` while the database was down. */
  readyStatusDuringOutage: number;
  /** From `pg_ctl start` returning (the database accepts connections) to the first write that succeeded. */
  recoveryMs: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A disposable cluster, the server on it, and `writerCount` signed-in learners with a session each. */
export async function startOutageRig(writerCount: number): Promise<OutageRig> {
  const cluster = await startDisposablePostgres();
  const server = startServerProcess(
    {
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    },
    await freePort(),
  );
  let database: Database | undefined;
  try {
    await server.ready; // the server has migrated the database
    database = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 2 });
    const config = loadConfig({});
    const auth = createAuthService({ db: database.db, config });
    const writers: Writer[] = [];
    for (let index = 0; index < writerCount; index++) {
      const session = await auth.signIn(
        {
          issuer: 'https://outage.test',
          subject: `writer-${index}`,
          email: `writer-${index}@example.com`,
          name: `Writer ${index}`,
          picture: undefined,
        },
        undefined,
      );
      // An allowance the run cannot use up.
      await database.db
        .update(users)
        .set({ plan: 'annual' })
        .where(inArray(users.id, [session.user.id]));
      const cookie = `${config.session.cookieName}=${session.token}`;
      const response = await fetch(`${server.baseUrl()}/api/sessions/start`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'spanish' }),
      });
      if (!response.ok)
        throw new Error(`starting a session failed: ${response.status} ${await response.text()}`);
      const { session: practice } = (await response.json()) as { session: { id: number } };
      writers.push({ cookie, sessionId: practice.id });
    }
    // One message each first, so the measured runs do not include the teacher's start-up (spell checker).
    await Promise.all(
      writers.map(async (writer) => {
        const response = await sendMessage(server.baseUrl(), writer, 'Hola');
        if (!response.ok) throw new Error(`a first message failed: ${response.status}`);
        await response.arrayBuffer();
      }),
    );
    const opened = database;
    return {
      cluster,
      server,
      database: opened,
      writers,
      async close() {
        server.child.kill('SIGKILL');
        await server.exited;
        await opened.close().catch(() => {});
        await cluster.destroy();
      },
    };
  } catch (error) {
    server.child.kill('SIGKILL');
    await database?.close().catch(() => {});
    await cluster.destroy();
    throw error;
  }
}

function sendMessage(baseUrl: string, writer: Writer, message: string) {
  return fetch(`${baseUrl}/api/conversation/message`, {
    method: 'POST',
    headers: { cookie: writer.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: writer.sessionId, message }),
    signal: AbortSignal.timeout(10_000),
  });
}

async function readFailure(response: Response): Promise<Failure> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: not the one shape
  }
  return {
    status: response.status,
    code: typeof body.code === 'string' ? body.code : undefined,
    retryAfter: response.headers.get('retry-after'),
    oneShape:
      typeof body.code === 'string' && typeof body.message === 'string' && typeof body.requestId === 'string',
  };
}

/**
 * Stops the cluster with `mode` while the writers send messages, keeps it down for `outageMs`, starts it
 * again, and stops the load once a write has succeeded (or after 5 s) plus `afterMs`.
 */
export async function runOutage(
  rig: OutageRig,
  mode: 'fast' | 'immediate',
  { warmupMs = 500, outageMs = 1000, afterMs = 500 } = {},
): Promise<OutageResult> {
  const baseUrl = rig.server.baseUrl();
  const acknowledged: number[] = [];
  const failures: Failure[] = [];
  const successTimes: number[] = [];
  let requests = 0;
  let running = true;

  const writerLoop = async (writer: Writer, index: number) => {
    for (let turn = 0; running; turn++) {
      requests++;
      try {
        const response = await sendMessage(baseUrl, writer, `Hola, nota ${index}-${turn}`);
        if (response.ok) {
          const body = (await response.json()) as { message: { id: number }; userMessage: { id: number } };
          acknowledged.push(body.message.id, body.userMessage.id);
          successTimes.push(performance.now());
          continue;
        }
        failures.push(await readFailure(response));
      } catch {
        failures.push({ status: 0, code: undefined, retryAfter: null, oneShape: false });
      }
      await sleep(20); // a client backs off a little after a failure
    }
  };

  const loops = rig.writers.map((writer, index) => writerLoop(writer, index));
  // Warm: the outage starts once writes go through (a busy machine takes seconds to load the spelling
  // dictionaries of the first messages, which would otherwise span the whole outage), then `warmupMs`.
  const warmDeadline = performance.now() + 60_000;
  while (successTimes.length < rig.writers.length && performance.now() < warmDeadline) await sleep(10);
  await sleep(warmupMs);
  await rig.cluster.stop(mode);
  await sleep(outageMs / 2);
  const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(10_000) });
  const readyStatusDuringOutage = ready.status;
  await ready.arrayBuffer();
  await sleep(outageMs / 2);
  await rig.cluster.start();
  const backAt = performance.now();
  const deadline = backAt + 5000;
  while (performance.now() < deadline && !successTimes.some((time) => time >= backAt)) await sleep(10);
  await sleep(afterMs);
  running = false;
  await Promise.all(loops);

  const firstSuccess = successTimes.find((time) => time >= backAt);
  const stored = await rig.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(inArray(messages.id, acknowledged));
  return {
    mode,
    processAlive: rig.server.alive(),
    requests,
    acknowledgedWrites: acknowledged.length,
    lostWrites: acknowledged.length - stored.length,
    failures,
    readyStatusDuringOutage,
    recoveryMs: firstSuccess === undefined ? null : Math.round(firstSuccess - backAt),
  };
}
