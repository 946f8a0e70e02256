import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { speechApi } from '../../../shared/contracts/endpoints/speech.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_AUDIO_TYPES } from '../../../shared/contracts/speech.ts';
import { RowIdParamSchema } from '../../../shared/contracts/ids.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { AppError } from '../../errors.ts';
import { WorkerQueueFullError } from '../../integrations/ts-worker.ts';
import type { SpeechToText } from '../../integrations/speech/speech-to-text.ts';
import type { SessionSpeechService } from '../practice/session-speech.service.ts';
import { assertReadableAudio, containerOf } from './audio-format.ts';
import type { Speaker } from './speaker.ts';
import type { SpeechTranscripts } from './speech-transcripts.service.ts';

/**
 * A body the multipart parser cannot read (no boundary, cut short, broken part headers) is the
 * client's fault: it leaves as a 400, not as an internal error.
 */
function unreadableUpload(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined) return error;
  request.log.info({ err: error }, 'unreadable multipart body');
  return new AppError('BAD_REQUEST', 'The upload is not a readable multipart/form-data body.');
}

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `Recordings may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Record a shorter message.`,
  );

/**
 * Reads an uploaded file into memory, refusing it as soon as it grows past the limit: the rest of the
 * upload is never read (the reply closes the connection), where the multipart parser's own `toBuffer`
 * would read a file of any size to its end before failing.
 */
async function readBounded(file: AsyncIterable<Buffer> & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES || file.truncated) throw tooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * Speech-to-text and text-to-speech for the voice features (docs/product.md#practice), each for an open
 * practice session of the learner with minutes left (decision 150).
 */
export async function registerSpeechRoutes(
  app: FastifyInstance,
  deps: {
    speechToText: SpeechToText | undefined;
    speaker: Speaker;
    /** Which session a recording or a spoken sentence belongs to, and its minutes (decision 150). */
    sessionSpeech: SessionSpeechService;
    messagesPerMinute: number;
    /** Told how long each recognition and each synthesis (not a cached clip) took (decision 116). */
    onSpeechTimed?(timing: { userId: number; kind: 'recognition' | 'synthesis'; totalMs: number }): void;
    /** Keeps each transcription's word timings for the session reports (decision 118). */
    transcripts?: Pick<SpeechTranscripts, 'record'>;
  },
) {
  const { speechToText, speaker, sessionSpeech, messagesPerMinute } = deps;
  await app.register(fastifyMultipart, {
    // One byte over the limit reaches `readBounded`, which refuses the file as it arrives: at the limit
    // itself the parser would stop passing bytes on but read the rest of the file to its end.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    speechApi.speechToText.path,
    {
      config: {
        access: 'user',
        rateLimit: { max: messagesPerMinute, timeWindow: '1 minute' },
        perUserLimit: { name: 'speech-to-text', max: messagesPerMinute },
      },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['speech'],
        summary: 'Transcribes a recording of an open practice session (multipart: audio file + sessionId)',
        description: `Accepts ${UPLOAD_AUDIO_TYPES.join(', ')} up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, in the session's language. The recording's length is charged to the session before it is transcribed: 403 LIMIT_EXCEEDED when the month's minutes cannot hold it, 404 for a session not the learner's, 409 for an ended one. 503 STT_NOT_CONFIGURED when no speech recogniser is configured.`,
        consumes: ['multipart/form-data'],
        ...endpointSchema(speechApi.speechToText),
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the recording as multipart/form-data.');
      if (!speechToText) {
        throw new AppError(
          'STT_NOT_CONFIGURED',
          'Voice input is not set up on this server. Type your message instead.',
        );
      }
      let audio: { bytes: Buffer; mediaType: string; seconds: number } | undefined;
      let sessionField: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (audio) throw new AppError('BAD_REQUEST', 'Send one recording at a time.');
            const container = containerOf(part.mimetype);
            if (!container) {
              part.file.resume();
              throw new AppError(
                'UNSUPPORTED_MEDIA_TYPE',
                `Recordings must be WebM, MP4, Ogg or WAV audio, not ${part.mimetype}.`,
              );
            }
            const bytes = await readBounded(part.file);
            audio = { bytes, mediaType: part.mimetype, seconds: await assertReadableAudio(bytes, container) };
          } else if (part.fieldname === 'sessionId') {
            sessionField = String(part.value);
          }
        }
      } catch (error) {
        throw unreadableUpload(request, error);
      }
      if (!audio) throw new AppError('BAD_REQUEST', 'The recording is missing (field "audio").');
      const sessionId = RowIdParamSchema.safeParse(sessionField);
      if (!sessionId.success)
        throw new AppError('VALIDATION_FAILED', 'sessionId must be the id of an open practice session');
      // Charged before the recogniser hears it; refused (and nothing charged) when the minutes are used up.
      const charge = await sessionSpeech.chargeRecording(
        request.currentUser.id,
        sessionId.data,
        Math.ceil(audio.seconds * 1000),
      );
      const { language } = charge;
      const started = performance.now();
      let transcript;
      try {
        transcript = await speechToText.transcribe(audio.bytes, language);
      } catch (error) {
        await charge.refund();
        throw error;
      }
      const totalMs = Math.round(performance.now() - started);
      deps.onSpeechTimed?.({ userId: request.currentUser.id, kind: 'recognition', totalMs });
      await deps.transcripts?.record(request.currentUser.id, language, transcript);
      // The timings stay on the server: the learner gets the words and their confidences.
      return {
        text: transcript.text,
        ...(transcript.words
          ? {
              words: transcript.words.map(({ word, confidence }) => ({
                word,
                ...(confidence !== undefined ? { confidence } : {}),
              })),
            }
          : {}),
      };
    },
  );

  /**
   * Speaks `text` for the learner, in their own turn of the offline voice's queue; a learner who went
   * away (closed the page, skipped the clip) leaves the queue.
   */
  async function answerSpeech(
    request: FastifyRequest,
    reply: FastifyReply,
    spoken: { text: string; language: LanguageCode; speed: number },
  ) {
    const abandoned = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) abandoned.abort(new AppError('BAD_REQUEST', 'The request was closed'));
    };
    reply.raw.on('close', onClose);
    let answer;
    const started = performance.now();
    try {
      answer = await speaker.speak(spoken.text, spoken.language, spoken.speed, {
        userId: request.currentUser!.id,
        signal: abandoned.signal,
      });
    } catch (error) {
      if (error instanceof WorkerQueueFullError) reply.header('retry-after', error.retryAfterSeconds);
      throw error;
    } finally {
      reply.raw.off('close', onClose);
    }
    const { speech, cached } = answer;
    if (!cached) {
      const totalMs = Math.round(performance.now() - started);
      deps.onSpeechTimed?.({ userId: request.currentUser!.id, kind: 'synthesis', totalMs });
    }
    reply.header('x-cache', cached ? 'hit' : 'miss');
    return reply.type(speech.contentType).header('x-speech-provider', speaker.provider).send(speech.audio);
  }

  const SPEECH_ANSWERS =
    'Answers audio: audio/wav from the offline voice, audio/mpeg from an OpenAI-compatible speech API. For an open practice session of the learner with minutes left: 403 LIMIT_EXCEEDED when they are used up, 409 for an ended session. The offline voice serves learners in turn: 429 RATE_LIMITED when this learner already has 8 clips waiting, 503 UNAVAILABLE when the queue is full (both with Retry-After).';

  routes.post(
    speechApi.textToSpeech.path,
    {
      config: {
        access: 'user',
        rateLimit: { max: messagesPerMinute * 8, timeWindow: '1 minute' },
        perUserLimit: { name: 'text-to-speech', max: messagesPerMinute * 8 },
      },
      schema: {
        tags: ['speech'],
        summary: 'Speaks a teacher message of the learner’s open session, or its practice sentence',
        description: `The words are the stored message's; none are sent. 404 for a message that is not a teacher message of the learner's. ${SPEECH_ANSWERS}`,
        ...endpointSchema(speechApi.textToSpeech),
      },
    },
    async (request, reply) => {
      const { messageId, part, speed } = request.body;
      const { text, language } = await sessionSpeech.teacherMessage(request.currentUser.id, messageId, part);
      return answerSpeech(request, reply, { text, language, speed });
    },
  );

  routes.post(
    speechApi.replySpeech.path,
    {
      // A streamed reply is spoken sentence by sentence: several clips per message, at most as many
      // per learner as a reply has sentences for each message they may send.
      config: {
        access: 'user',
        rateLimit: { max: messagesPerMinute * 8, timeWindow: '1 minute' },
        perUserLimit: { name: 'reply-speech', max: messagesPerMinute * 8 },
      },
      schema: {
        tags: ['speech'],
        summary:
          'Speaks a sentence of the teacher’s reply still being written, for the learner’s open session',
        description: `In the session's language. 404 for a session that is not the learner's. ${SPEECH_ANSWERS}`,
        ...endpointSchema(speechApi.replySpeech),
      },
    },
    async (request, reply) => {
      const { sessionId, text, speed } = request.body;
      const { language } = await sessionSpeech.replySession(request.currentUser.id, sessionId);
      return answerSpeech(request, reply, { text, language, speed });
    },
  );
}
