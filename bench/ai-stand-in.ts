/**
 * The benchmark's AI provider: the local OpenAI-compatible stand-in in a process of its own, so the relay
 * measurement does not count the stand-in's work (the reply and the concurrent corrections request) as
 * the app's, which it would if both shared one event loop. Prints its base URL, then serves until killed.
 * The teacher, the recogniser and the voice all answer at once; each reply is numbered so every voice turn
 * asks for speech the cache has not seen.
 */
import { startOpenAiStandIn } from '../test/stand-ins/openai-compatible.ts';
import { STAND_IN_TRANSCRIPTS } from '../test/stand-ins/stand-in-transcripts.ts';

const ai = await startOpenAiStandIn();
let replies = 0;
ai.onChat((request) =>
  request.response_format
    ? { kind: 'text', text: '{"corrections":[]}' }
    : {
        kind: 'text',
        text: `Muy bien, número ${++replies}. ¿Y qué más te gusta hacer los fines de semana?`,
        chunkSize: 12,
      },
);
ai.onTranscribe(() => ({ status: 200, body: { text: STAND_IN_TRANSCRIPTS.es } }));
ai.onSpeech(() => Buffer.alloc(4096, 1));
console.log(JSON.stringify({ aiBaseUrl: ai.baseUrl }));
process.on('SIGTERM', () => {
  void ai.close().then(() => process.exit(0));
});
