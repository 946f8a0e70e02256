import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerUnavailableError } from '../ts-worker.ts';
import { createOfflineTextToSpeech } from './text-to-speech.ts';

const engines: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((engine) => engine.close()));
});

const isRiffWave = (audio: Buffer) =>
  audio.subarray(0, 4).toString('ascii') === 'RIFF' && audio.subarray(8, 12).toString('ascii') === 'WAVE';

/** Whether a process is still there (signal 0 only asks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('offline text-to-speech (eSpeak NG)', () => {
  it('synthesizes in a separate process, not in the server', async () => {
    const tts = createOfflineTextToSpeech({ perKey: 4, total: 4, workers: 1 });
    engines.push(tts);
    const { audio, contentType } = await tts.synthesize('Hello there.', 'english', 1);
    expect(contentType).toBe('audio/wav');
    expect(isRiffWave(audio)).toBe(true);
    const [pid] = tts.pids();
    expect(tts.pids()).toHaveLength(1);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(alive(pid!)).toBe(true);
    // Closing the pool ends the program.
    await tts.close();
    expect(alive(pid!)).toBe(false);
  }, 60_000);

  it('replaces a killed engine: the next request after the backoff is spoken by a new process', async () => {
    const failures: string[] = [];
    const tts = createOfflineTextToSpeech(
      { perKey: 4, total: 4, workers: 1 },
      { restart: { firstDelayMs: 200, maxDelayMs: 200 }, onFailure: (error) => failures.push(error.message) },
    );
    engines.push(tts);
    await tts.synthesize('Bonjour.', 'french', 1);
    const [first] = tts.pids();
    process.kill(first!, 'SIGKILL');
    await until(() => tts.pids().length === 0);
    expect(failures).toHaveLength(1);
    // Within the backoff no engine may start: refused at once with a 503, not left waiting.
    await expect(tts.synthesize('Hola.', 'spanish', 1)).rejects.toBeInstanceOf(WorkerUnavailableError);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { audio } = await tts.synthesize('Hola.', 'spanish', 1);
    expect(isRiffWave(audio)).toBe(true);
    const [second] = tts.pids();
    expect(second).not.toBe(first);
    expect(second).not.toBe(process.pid);
  }, 60_000);

  it('keeps a script alive while its clip is spoken and while its engines close', async () => {
    // A script with nothing but the request pending (a benchmark, an operator command) must get its answer.
    const script = `
      import { createOfflineTextToSpeech } from ${JSON.stringify(new URL('./text-to-speech.ts', import.meta.url).href)};
      const tts = createOfflineTextToSpeech({ perKey: 1, total: 1, workers: 1 });
      const { audio } = await tts.synthesize('Good morning.', 'english', 1);
      console.log('spoken', audio.length > 44);
      await tts.close();
      console.log('closed');
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 50_000 },
    );
    expect(stdout.trim().split('\n')).toEqual(['spoken true', 'closed']);
  }, 60_000);

  it('ends its engines when the server is killed: no orphan keeps running', async () => {
    const script = `
      import { createOfflineTextToSpeech } from ${JSON.stringify(new URL('./text-to-speech.ts', import.meta.url).href)};
      const tts = createOfflineTextToSpeech({ perKey: 1, total: 1, workers: 1 });
      await tts.synthesize('Good night.', 'english', 1);
      console.log(tts.pids()[0]);
      process.kill(process.pid, 'SIGKILL');
    `;
    const output = await new Promise<string>((resolve) => {
      let stdout = '';
      const server = execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        timeout: 50_000,
      });
      server.stdout!.on('data', (chunk: string) => (stdout += chunk));
      server.on('exit', () => resolve(stdout));
    });
    const pid = Number(output.trim());
    expect(pid).toBeGreaterThan(0);
    await until(() => !alive(pid));
  }, 60_000);
});
