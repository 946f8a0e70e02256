import { afterEach, describe, expect, it } from 'vitest';
import type { EchoRequest as EchoFixtureRequest } from '../../../test/fixtures/echo-worker.ts';
import {
  createWorkerClient,
  WorkerTimeoutError,
  WorkerUnavailableError,
  type WorkerClientOptions,
  type WorkerQueueLimits,
} from './ts-worker.ts';

type Answer = { id: number; value: string; threadId: number; startedAt: number; endedAt: number };
type EchoRequest = Omit<EchoFixtureRequest, 'id'>;

const clients: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function echo(limits: WorkerQueueLimits, options: WorkerClientOptions = {}) {
  const client = createWorkerClient<EchoRequest, Answer, Answer>(
    new URL('../../../test/fixtures/echo-worker.ts', import.meta.url),
    (answer) => answer,
    limits,
    options,
  );
  clients.push(client);
  return client;
}

describe('worker pool', () => {
  it('runs as many requests at once as it has workers, each on its own thread', async () => {
    const client = echo({ perKey: 8, total: 8, workers: 2 });
    const answers = await Promise.all([
      client.request({ ms: 400, value: 'c' }, { key: 1 }),
      client.request({ ms: 400, value: 'd' }, { key: 2 }),
    ]);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
    // They ran at the same time: each started before the other ended.
    expect(Math.max(...answers.map((answer) => answer.startedAt))).toBeLessThan(
      Math.min(...answers.map((answer) => answer.endedAt)),
    );
    expect(client.stats().workers).toBe(2);
  }, 30_000);

  it('starts no more workers than its size and queues the rest', async () => {
    const client = echo({ perKey: 8, total: 8, workers: 1 });
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => client.request({ ms: 50, value })));
    expect(answers.map((answer) => answer.value)).toEqual(['a', 'b', 'c']);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(1);
    expect(client.stats().workers).toBe(1);
  }, 30_000);

  it('fails a request not answered in time, and drops one that timed out while waiting', async () => {
    const client = echo({ perKey: 8, total: 8, workers: 1, timeoutMs: 500 });
    // A new worker's first request is not held to the limit (it loads the engine).
    await expect(client.request({ ms: 800, value: 'warm' })).resolves.toMatchObject({ value: 'warm' });
    const before = client.stats().posted;
    const outcomes = Promise.all([
      client.request({ ms: 1500, value: 'slow' }, { key: 1 }).catch((error: unknown) => error),
      client.request({ ms: 0, value: 'waiting' }, { key: 2 }).catch((error: unknown) => error),
    ]);
    const [slow, waiting] = await outcomes;
    expect(slow).toBeInstanceOf(WorkerTimeoutError);
    expect(waiting).toBeInstanceOf(WorkerTimeoutError);
    expect(waiting).toMatchObject({ code: 'UNAVAILABLE' });
    // The running one could not be stopped; the waiting one never reached the worker.
    expect(client.stats().posted - before).toBe(1);
    // Once the slow one is done, the worker serves again.
    while (client.stats().running > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(client.request({ ms: 0, value: 'after' })).resolves.toMatchObject({ value: 'after' });
  }, 30_000);

  it('does not hold a request to the limit while its worker says it loads an engine', async () => {
    const client = echo({ perKey: 8, total: 8, workers: 1, timeoutMs: 500 });
    await client.request({ ms: 0, value: 'warm' });
    // Another language's dictionaries, say: announced, the load is not timed; silent, it is.
    await expect(
      client.request({ ms: 100, loadMs: 900, announceLoad: true, value: 'loaded' }),
    ).resolves.toMatchObject({ value: 'loaded' });
    await expect(client.request({ ms: 100, loadMs: 900, value: 'silent' })).rejects.toBeInstanceOf(
      WorkerTimeoutError,
    );
  }, 30_000);

  it('replaces a worker whose engine did not load, after a backoff, and says it is down meanwhile', async () => {
    const failures: number[] = [];
    const client = echo(
      { perKey: 8, total: 8, workers: 1 },
      { restart: { firstDelayMs: 400, maxDelayMs: 800 }, onFailure: (_error, count) => failures.push(count) },
    );
    expect(client.health()).toEqual({ state: 'ok', failures: 0 });
    const first = await client
      .request({ ms: 0, value: 'x', engineFails: true })
      .catch((error: unknown) => error);
    expect(first).toBeInstanceOf(WorkerUnavailableError);
    expect(first).toMatchObject({ code: 'UNAVAILABLE' });
    expect(client.health()).toMatchObject({
      state: 'down',
      failures: 1,
      lastError: 'engine start timed out',
    });
    expect(client.stats().workers).toBe(0);
    // Within the backoff no worker starts: a request fails at once instead of waiting.
    const started = Date.now();
    await expect(client.request({ ms: 0, value: 'too soon' })).rejects.toBeInstanceOf(WorkerUnavailableError);
    expect(Date.now() - started).toBeLessThan(200);
    // After it, a fresh worker serves, and the pool is well again.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(client.request({ ms: 0, value: 'again' })).resolves.toMatchObject({ value: 'again' });
    expect(client.health()).toEqual({ state: 'ok', failures: 0 });
    expect(failures).toEqual([1]);
  }, 30_000);

  it('doubles the backoff with each failure in a row, up to its cap', async () => {
    const client = echo(
      { perKey: 8, total: 8, workers: 1 },
      { restart: { firstDelayMs: 400, maxDelayMs: 1000 } },
    );
    const waitOut = async (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (const [attempt, delay] of [
      [1, 400],
      [2, 800],
      [3, 1000],
    ] as const) {
      await expect(client.request({ ms: 0, value: 'x', engineFails: true })).rejects.toBeInstanceOf(
        WorkerUnavailableError,
      );
      expect(client.health().failures).toBe(attempt);
      // Halfway through the wait no worker starts; once it is over, one does.
      await waitOut(delay / 2);
      await expect(client.request({ ms: 0, value: 'early' })).rejects.toBeInstanceOf(WorkerUnavailableError);
      await waitOut(delay / 2 + 200);
    }
    await expect(client.request({ ms: 0, value: 'well' })).resolves.toMatchObject({ value: 'well' });
  }, 30_000);

  it('restarts after a worker crashes, and serves requests that waited for the restart', async () => {
    const client = echo(
      { perKey: 8, total: 8, workers: 1 },
      { restart: { firstDelayMs: 300, maxDelayMs: 300 } },
    );
    const crashed = client.request({ ms: 0, value: 'boom', crash: true }, { key: 1 });
    const queued = client.request({ ms: 0, value: 'queued' }, { key: 2 });
    await expect(crashed).rejects.toBeInstanceOf(WorkerUnavailableError);
    expect(client.health().state).toBe('down');
    await expect(queued).resolves.toMatchObject({ value: 'queued' });
    expect(client.health().state).toBe('ok');
  }, 30_000);
});
