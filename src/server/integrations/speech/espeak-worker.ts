/**
 * eSpeak NG (WebAssembly) as a separate program: a child process of the server (synthesis is synchronous
 * and would otherwise block the server for the whole sentence). GPL-3.0-licensed, so it runs only on the
 * server (decision record 007), and at arm's length from it: text comes in and audio goes out as IPC
 * messages, nothing else is shared (decision 193). It exits when the server goes away.
 */
import init from '@echogarden/espeak-ng-emscripten';

interface Request {
  id: number;
  voice: string;
  text: string;
  /** Words per minute. */
  rate: number;
}

interface Answer {
  id: number;
  samples?: Int16Array;
  sampleRate?: number;
  error?: string;
  /** This program's process, for the server's tests that it is one. */
  pid: number;
}

const answer = (message: Answer) => process.send!(message);

interface EspeakWorker {
  set_voice(name: string): number;
  set_rate(rate: number): void;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => boolean): void;
}

let engine: Promise<EspeakWorker> | undefined;

function getEngine(): Promise<EspeakWorker> {
  engine ??= (async () => {
    const module = (await init()) as { eSpeakNGWorker: new () => EspeakWorker };
    return new module.eSpeakNGWorker();
  })();
  return engine;
}

if (!process.send) throw new Error('The speech engine runs as a child process of the server');
process.on('disconnect', () => process.exit(0));
process.on('message', async (request: Request) => {
  try {
    const espeak = await getEngine();
    if (espeak.set_voice(request.voice) !== 0) throw new Error(`Unknown voice ${request.voice}`);
    espeak.set_rate(request.rate);
    const chunks: Int16Array[] = [];
    // Returning false lets synthesis continue to the end.
    espeak.synthesize(request.text, (samples) => {
      chunks.push(samples);
      return false;
    });
    const length = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const samples = new Int16Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    answer({ id: request.id, samples, sampleRate: espeak.get_samplerate(), pid: process.pid });
  } catch (error) {
    answer({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
      pid: process.pid,
    });
  }
});
