/**
 * The front end's figures alone (`node --import tsx bench/front.ts`): builds the web app once, starts the
 * bench servers as `npm run bench` does, and prints the login page's initial JavaScript and Lighthouse's
 * mobile scores on / and on /dashboard signed in, each against its target, as one JSON document.
 */
import { startBenchServers } from './support.ts';
import { buildWeb, measureFrontEnd } from './web.ts';

buildWeb();
const { servers, stop } = await startBenchServers();
try {
  const front = await measureFrontEnd(servers.info.appPort, servers.info.cookie);
  const goals = Object.values(front);
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        ...front,
        meetsTargets: goals.every((goal) => 'meetsTarget' in goal && goal.meetsTarget),
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
