/**
 * The real server (`src/server/main.ts`) as a child process, for tests and measurements about processes:
 * signals, restarts of its database, connection limits. It listens on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Resolves once the server answers its health check (rejects if it exits first). */
  readonly ready: Promise<void>;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** The listening address, e.g. `http://127.0.0.1:41234`. */
  baseUrl(): string;
  output(): string;
  /** Whether the process is still running. */
  alive(): boolean;
}

export function startServerProcess(env: Record<string, string>, port: number): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_CONTENT: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let running = true;
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running = false;
      resolve(code);
    }),
  );
  const ready = (async () => {
    while (running) {
      const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
      if (health?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`server exited early:\n${output}`);
  })();
  ready.catch(() => {}); // awaited only by callers that expect the server to come up
  return { child, ready, exited, baseUrl: () => baseUrl, output: () => output, alive: () => running };
}
