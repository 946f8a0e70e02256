/**
 * `npm run bench`: speed and size goals, measured. Prints one JSON document on stdout.
 * The servers run in a child process so the load generator does not share their event loop.
 * Use DATABASE_URL to measure on PostgreSQL (the targets are stated for it); otherwise PGlite.
 */
import autocannon from 'autocannon';
import { authApi } from '../src/shared/contracts/endpoints/auth.ts';
import { quizzesApi } from '../src/shared/contracts/endpoints/quizzes.ts';
import { benchAdmin } from './admin.ts';
import { benchReports } from './reports.ts';
import { benchReview } from './review.ts';
import { benchCapacity } from './capacity.ts';
import { benchStart } from './start.ts';
import { benchTimeToFirstAudio } from './first-audio.ts';
import { benchOfflineSynthesis, benchSpeechCacheHit, benchVoiceTurn } from './speech.ts';
import { measureRelayRuns } from './relay-overhead.ts';
import { startBenchServers } from './support.ts';
import { buildWeb, measureFrontEnd } from './web.ts';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const log = (message: string) => process.stderr.write(`${message}\n`);

interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(
  url: string,
  headers: Record<string, string> = {},
  requests?: { path: string }[],
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    headers,
    connections: 10,
    duration: DURATION_SECONDS,
    ...(requests ? { requests } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** How many times each scenario is measured against bare Fastify. */
const RATIO_RUNS = 3;

/**
 * A scenario's throughput as a share of bare Fastify's, measured just before and just after it: the
 * machine's speed drifts during a run (its cores are shared), and a bare figure taken minutes earlier
 * would skew the ratio. The ratio varies from run to run, so the scenario runs RATIO_RUNS times between
 * bare runs (bare, scenario, bare, scenario, …, bare); the run with the median ratio is reported, with
 * every run's ratio beside it.
 */
async function againstBare(bareUrl: string, targetRatio: number, run: () => Promise<LoadResult>) {
  let before = await load(bareUrl);
  const runs = [];
  for (let index = 0; index < RATIO_RUNS; index++) {
    const result = await run();
    const after = await load(bareUrl);
    const bare = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    runs.push({
      ...result,
      bareRequestsPerSecond: Math.round(bare),
      ratioToBare: Math.round((result.requestsPerSecond / bare) * 100) / 100,
    });
    before = after;
  }
  const median = [...runs].sort((a, b) => a.ratioToBare - b.ratioToBare)[Math.floor(runs.length / 2)]!;
  return {
    ...median,
    ratioRuns: runs.map((result) => result.ratioToBare),
    targetRatio,
    meetsTarget: runs.every((result) => result.non2xx === 0) && median.ratioToBare >= targetRatio,
  };
}

async function main() {
  buildWeb();
  const { ai, servers, stop } = await startBenchServers();
  const appUrl = `http://127.0.0.1:${servers.info.appPort}`;

  try {
    const bareUrl = `http://127.0.0.1:${servers.info.barePort}/hello`;
    const session = { cookie: servers.info.cookie };
    log('warming up…');
    await load(bareUrl);
    await load(`${appUrl}${authApi.me.path}`, session);
    log('GET /api/auth/me with a session…');
    const me = await againstBare(bareUrl, 0.5, () => load(`${appUrl}${authApi.me.path}`, session));
    log('dashboard calls (me, stats, sessions)…');
    const dashboard = await againstBare(bareUrl, 0.4, () =>
      load(appUrl, session, [
        { path: '/api/auth/me' },
        { path: '/api/user/stats' },
        { path: '/api/sessions' },
      ]),
    );
    log('relay overhead of the AI teacher, 3 runs…');
    const relay = await measureRelayRuns(appUrl, ai.info.aiBaseUrl, servers.info.cookie);
    log('GET /api/quiz/available with a session…');
    const quizList = await againstBare(bareUrl, 0.5, () =>
      load(`${appUrl}${quizzesApi.available.path}`, session),
    );

    log('speech: cache hits, voice turns…');
    const speechCacheHit = await benchSpeechCacheHit(appUrl, servers.info.cookie, DURATION_SECONDS);
    const voiceTurn = await benchVoiceTurn(appUrl, servers.info.cookie);
    log('speech: time to first audio of a voice turn, providers at their stated latencies…');
    const timeToFirstAudio = await benchTimeToFirstAudio();
    log('speech: offline synthesis off the main thread…');
    const offlineSynthesis = await benchOfflineSynthesis();
    log('admin statistics and search at 100,000 users…');
    const adminAtScale = await benchAdmin({ durationSeconds: DURATION_SECONDS });
    log('review API at 10,000 cards for one learner…');
    const reviewAtScale = await benchReview({ durationSeconds: DURATION_SECONDS });
    log('session reports and progress at 20,000 messages for one learner…');
    const reportsAtScale = await benchReports({ durationSeconds: DURATION_SECONDS });

    log('capacity: learners chatting at once…');
    const capacity = await benchCapacity({
      seconds: Number(process.env.BENCH_CAPACITY_SECONDS ?? 20),
      runs: Number(process.env.BENCH_CAPACITY_RUNS ?? 3),
    });

    const front = await measureFrontEnd(servers.info.appPort, servers.info.cookie);

    log('start and memory of the embedded default…');
    const embeddedStart = await benchStart({ runs: Number(process.env.BENCH_START_RUNS ?? 3) });

    console.log(
      JSON.stringify(
        {
          date: new Date().toISOString(),
          database: servers.info.database,
          durationSecondsPerScenario: DURATION_SECONDS,
          scenarios: {
            authMe: me,
            dashboardCalls: dashboard,
            quizAvailable: quizList,
          },
          conversationRelayOverhead: relay,
          speech: { cacheHit: speechCacheHit, offlineSynthesis, voiceTurn, timeToFirstAudio },
          adminAtScale,
          reviewAtScale,
          reportsAtScale,
          capacity,
          embeddedStart,
          ...front,
        },
        null,
        2,
      ),
    );
  } finally {
    stop();
  }
}

await main();
