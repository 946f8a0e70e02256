import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  TextToSpeechBodySchema,
  TranscriptSchema,
  UPLOAD_AUDIO_TYPES,
} from '../../../shared/contracts/speech.ts';
import { isLanguageCode } from '../../../shared/domain/languages.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import { AppError } from '../../errors.ts';
import { createSpeechToText, type SpeechToText } from '../../integrations/speech/speech-to-text.ts';
import {
  createAiTextToSpeech,
  createOfflineTextToSpeech,
  createSpeechCache,
  type TextToSpeech,
} from '../../integrations/speech/text-to-speech.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { assertReadableAudio, containerOf } from './audio-format.ts';

export interface SpeechDeps {
  speechToText?: SpeechToText;
  textToSpeech?: TextToSpeech;
}

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  413: ApiErrorBodySchema,
  415: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  502: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
  504: ApiErrorBodySchema,
};

/** 50 MB of synthesized speech at most; the oldest unused clips go first. */
const SPEECH_CACHE_BYTES = 50 * 1024 * 1024;

/**
 * A body the multipart parser cannot read (no boundary, cut short, broken part headers) is the
 * client's fault: it leaves as a 400, not as an internal error.
 */
function unreadableUpload(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined) return error;
  request.log.info({ err: error }, 'unreadable multipart body');
  return new AppError('BAD_REQUEST', 'The upload is not a readable multipart/form-data body.');
}

export async function registerSpeechRoutes(app: FastifyInstance, deps: FeatureDeps & SpeechDeps) {
  const { config } = deps;
  const speechToText =
    deps.speechToText ?? (config.stt ? createSpeechToText(config.stt, config.aiTimeoutMs) : undefined);
  const textToSpeech =
    deps.textToSpeech ??
    (config.tts ? createAiTextToSpeech(config.tts, config.aiTimeoutMs) : createOfflineTextToSpeech());
  app.addHook('onClose', async () => textToSpeech.close());
  const cache = createSpeechCache({ maxBytes: SPEECH_CACHE_BYTES });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/speech-to-text',
    {
      config: { access: 'user', rateLimit: { max: deps.config.messagesPerMinute, timeWindow: '1 minute' } },
      bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
      schema: {
        tags: ['speech'],
        summary: 'Transcribes a recording (multipart: audio file + language)',
        description: `Accepts ${UPLOAD_AUDIO_TYPES.join(', ')} up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. 503 STT_NOT_CONFIGURED when no speech recogniser is configured.`,
        consumes: ['multipart/form-data'],
        response: { 200: TranscriptSchema, ...errors },
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
      let audio: { bytes: Buffer; mediaType: string } | undefined;
      let language: string | undefined;
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
            audio = { bytes: await part.toBuffer(), mediaType: part.mimetype };
            await assertReadableAudio(audio.bytes, container);
          } else if (part.fieldname === 'language') {
            language = String(part.value);
          }
        }
      } catch (error) {
        throw unreadableUpload(request, error);
      }
      if (!audio) throw new AppError('BAD_REQUEST', 'The recording is missing (field "audio").');
      if (!isLanguageCode(language))
        throw new AppError('VALIDATION_FAILED', 'language must be english, spanish or french');
      return speechToText.transcribe(audio.bytes, language);
    },
  );

  routes.post(
    '/api/text-to-speech',
    {
      // A streamed reply is spoken sentence by sentence: several clips per message.
      config: {
        access: 'user',
        rateLimit: { max: deps.config.messagesPerMinute * 8, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['speech'],
        summary: 'Speaks a text in the teacher’s voice',
        description:
          'Answers audio: audio/wav from the offline voice, audio/mpeg from an OpenAI-compatible speech API.',
        body: TextToSpeechBodySchema,
      },
    },
    async (request, reply) => {
      const { text, language, speed } = request.body;
      const key = cache.key({
        userId: request.currentUser!.id,
        provider: textToSpeech.kind,
        voice: textToSpeech.voiceFor(language),
        speed,
        text,
      });
      let speech = cache.get(key);
      reply.header('x-cache', speech ? 'hit' : 'miss');
      if (!speech) {
        speech = await textToSpeech.synthesize(text, language, speed);
        cache.set(key, speech);
      }
      return reply.type(speech.contentType).header('x-speech-provider', textToSpeech.kind).send(speech.audio);
    },
  );
}
