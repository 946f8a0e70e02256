/**
 * eSpeak NG (WebAssembly) in its own thread: synthesis is synchronous and would otherwise block the
 * server for the whole sentence. GPL-licensed, so it runs only here, on the server (decision record 007).
 */
import init from '@echogarden/espeak-ng-emscripten';
import { parentPort } from 'node:worker_threads';

interface Request {
  id: number;
  voice: string;
  text: string;
  /** Words per minute. */
  rate: number;
}

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

parentPort!.on('message', async (request: Request) => {
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
    parentPort!.postMessage({ id: request.id, samples, sampleRate: espeak.get_samplerate() }, [
      samples.buffer,
    ]);
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
