/**
 * The time-to-first-audio benchmark's providers: the local OpenAI-compatible stand-in in a process of its
 * own, answering as slowly as hosted providers do (`STATED_LATENCY`: speech-to-text 300 ms, the chat
 * model's first token after 400 ms then 30 tokens a second, text-to-speech 150 ms + 0.1 × the audio's
 * length). The recogniser hears the learner's words of the voice turn the benchmark names, and the teacher
 * answers them with that turn's reply (bench/voice-turn-dialogues.ts); the voice answers audio as long as
 * its words take to say. Prints its base URL and the address where the benchmark names the next turn
 * (`POST <controlUrl>?dialogue=<index>`), then serves until killed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  spokenSeconds,
  standInSpeechAudio,
  startOpenAiStandIn,
  transcriptionAnswer,
  type ChatRequest,
} from '../test/stand-ins/openai-compatible.ts';
import { STATED_LATENCY, VOICE_TURN_DIALOGUES } from './voice-turn-dialogues.ts';

const ai = await startOpenAiStandIn({ latency: STATED_LATENCY });
let next = 0;
const dialogue = () => VOICE_TURN_DIALOGUES[next % VOICE_TURN_DIALOGUES.length]!;

/** The text of the last learner message of a chat request (a string, or text parts). */
function lastLearnerText(request: ChatRequest): string {
  const content = request.messages.findLast((message) => message.role === 'user')?.content;
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((part) => ((part as { text?: unknown }).text as string | undefined) ?? '').join('');
  return '';
}

ai.onTranscribe((_audio, fields) => ({ status: 200, body: transcriptionAnswer(dialogue().learner, fields) }));
ai.onChat((request) => {
  // The structured asides of a turn (corrections, noted facts): nothing to add.
  if (request.response_format) {
    const name = (request.response_format as { json_schema?: { name?: string } }).json_schema?.name;
    return { kind: 'text', text: name === 'learner_facts' ? '{"facts":[]}' : '{"corrections":[]}' };
  }
  const said = lastLearnerText(request).trim();
  const turn = VOICE_TURN_DIALOGUES.find((candidate) => candidate.learner === said) ?? dialogue();
  return { kind: 'text', text: turn.teacher };
});
ai.onSpeech(({ input, speed }) => standInSpeechAudio(spokenSeconds(input, speed ?? 1)));

const control = http.createServer((request, response) => {
  const index = Number(new URL(request.url ?? '/', 'http://control').searchParams.get('dialogue'));
  if (request.method !== 'POST' || !Number.isInteger(index) || index < 0) {
    response.writeHead(400).end();
    return;
  }
  next = index;
  response.writeHead(204).end();
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

console.log(
  JSON.stringify({
    aiBaseUrl: ai.baseUrl,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}/turn`,
  }),
);
process.on('SIGTERM', () => {
  control.close();
  void ai.close().then(() => process.exit(0));
});
