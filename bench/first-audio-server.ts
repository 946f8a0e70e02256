/**
 * The time-to-first-audio benchmark's server process: the real app (migrated database, signed-in learners)
 * whose AI teacher and speech recogniser are the latency stand-in at BENCH_AI_BASE_URL
 * (bench/latency-stand-in.ts). Its voice is that stand-in too, or with BENCH_FIRST_AUDIO_VOICE=offline the
 * offline voice (eSpeak NG), as a server without a speech API configured speaks. BENCH_FIRST_AUDIO_LEARNERS
 * learners are signed in: the speech cache is per learner, so each series of turns gets one of its own.
 * Prints one JSON line with the port and the learners' session cookies, then serves until killed.
 */
import { buildApp } from '../src/server/app.ts';
import { announceReady, benchConfig, openBenchDatabase, signInBenchLearners } from './support.ts';

const aiBaseUrl = process.env.BENCH_AI_BASE_URL;
if (!aiBaseUrl) throw new Error('BENCH_AI_BASE_URL is required');
const voice = process.env.BENCH_FIRST_AUDIO_VOICE === 'offline' ? 'offline' : 'ai';
const learners = Number(process.env.BENCH_FIRST_AUDIO_LEARNERS ?? 1);

const database = await openBenchDatabase(`linguacoach_bench_first_audio_${voice}`);
await database.migrate();
const config = benchConfig({
  AI_BASE_URL: aiBaseUrl,
  AI_MODEL: 'bench-model',
  STT_BASE_URL: aiBaseUrl,
  ...(voice === 'ai' ? { TTS_BASE_URL: aiBaseUrl } : {}),
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const cookies = await signInBenchLearners(database.db, config, learners, `first-audio-${voice}`);
announceReady(app, { cookies, database: database.kind, voice });
