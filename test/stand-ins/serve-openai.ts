/**
 * Runs the OpenAI-compatible stand-in as its own process for the end-to-end tests, on the port given as
 * the first argument. Transcriptions answer a fixed sentence per requested language (for Spanish, the
 * sentence the fake-microphone recording in e2e/fixtures/ says; with word timings when asked, as OpenAI
 * gives them), so a scenario can check the whole voice path (recording → upload → recogniser → message)
 * without a real speech recogniser.
 */
import { startOpenAiStandIn, transcriptionAnswer } from './openai-compatible.ts';
import { STAND_IN_TRANSCRIPTS } from './stand-in-transcripts.ts';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('Usage: serve-openai.ts <port>');
  process.exit(1);
}

const standIn = await startOpenAiStandIn({ port });
standIn.onTranscribe((audio, fields) => {
  if (audio.length === 0) return { status: 400, body: { error: { message: 'No audio was sent.' } } };
  const text = (STAND_IN_TRANSCRIPTS as Record<string, string>)[fields.language ?? ''];
  if (!text) return { status: 400, body: { error: { message: `Unsupported language: ${fields.language}` } } };
  return { status: 200, body: transcriptionAnswer(text, fields) };
});
console.log(`OpenAI-compatible stand-in listening on ${standIn.baseUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
