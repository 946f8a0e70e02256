import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerClient, WorkerTimeoutError, type WorkerQueueLimits } from './ts-worker.ts';

type Answer = { id: number; value: string; threadId: number; startedAt: number; endedAt: number };

const clients: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

function echo(limits: WorkerQueueLimits) {
  const client = createWorkerClient<
    { ms: number; value: string; loadMs?: number; announceLoad?: boolean },
    Answer,
    Answer
  >(new URL('../../../test/fixtures/echo-worker.ts', import.meta.url), (answer) => answer, limits);
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
});
