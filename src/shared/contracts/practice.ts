import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { PLAN_IDS } from '../domain/plans.ts';
import { MAX_ADULT_LEVEL } from '../domain/quiz-rules.ts';
import { PRACTICE_MODES, PRACTICE_TOPICS } from '../domain/topics.ts';

export const LanguageCodeSchema = z.enum(LANGUAGE_CODES);
export const PracticeModeSchema = z.enum(PRACTICE_MODES);
export const TopicSchema = z.enum(PRACTICE_TOPICS);

/** A guided course unit's id: the language's two letters, the level and the unit's place (`es-a2-u4`). */
export const UnitIdSchema = z.string().regex(/^[a-z]{2}-(a1|a2|b1)-u[1-9]$/);

export const StartSessionBodySchema = z.object({
  language: LanguageCodeSchema,
  /** One of the quick-prompt topics; omitted or null for General Practice. */
  topic: TopicSchema.nullish(),
  mode: PracticeModeSchema.default('chat'),
  /** The learner's level 1–5, to pitch the teacher's language. */
  level: z.number().int().min(1).max(MAX_ADULT_LEVEL).optional(),
  /** Free conversation on this course unit's theme (decision 200); a unit of the session's language. */
  unit: UnitIdSchema.optional(),
});
export type StartSessionBody = z.input<typeof StartSessionBodySchema>;

export const SessionSchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  topic: z.string().nullable(),
  /** The course unit whose theme the conversation is on (decision 200), with its title; null for none. */
  unit: z
    .object({ id: UnitIdSchema, title: z.object({ en: z.string(), es: z.string(), fr: z.string() }) })
    .nullable(),
  mode: PracticeModeSchema,
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whole minutes, set by the server when the session ends. */
  duration: z.number().int().nullable(),
  /** 0–100, or null when there was nothing to score. */
  score: z.number().int().nullable(),
  /** Which partner answers: the configured AI, or the offline practice partner. */
  tutor: z.enum(['ai', 'offline']),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionResponseSchema = z.object({ session: SessionSchema });
export const SessionListResponseSchema = z.object({ sessions: z.array(SessionSchema) });

export const SessionParamsSchema = z.object({ id: RowIdParamSchema });

/** The spec's client sends a duration and a score; the server computes both and ignores these. */
export const EndSessionBodySchema = z
  .object({ duration: z.unknown().optional(), score: z.unknown().optional() })
  .nullish();

export const CorrectionSchema = z.object({
  original: z.string(),
  corrected: z.string(),
  explanation: z.string(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  sender: z.enum(['user', 'ai']),
  content: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  /** On learner messages: what needed correcting (empty when nothing did). Null on AI messages. */
  corrections: z.array(CorrectionSchema).nullable(),
  /**
   * On a teacher message the learner cut into while it was spoken (decision 212): how many characters of
   * `content` they heard, at the end of a whole word. Absent when it was heard whole, and on learner messages.
   */
  interruptedAt: z.number().int().min(0).optional(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessageListResponseSchema = z.object({ messages: z.array(MessageSchema) });

export const MAX_MESSAGE_LENGTH = 2000;

export const SendMessageBodySchema = z.object({
  sessionId: RowIdSchema,
  message: z.string().trim().min(1, 'The message is empty').max(MAX_MESSAGE_LENGTH),
  /** Sent by the spec's client; the session's own language is used. */
  language: LanguageCodeSchema.optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/**
 * The learner cut into a teacher message while it was spoken: how many of its characters they heard
 * (decision 212). The server rounds down to the end of the last whole word and keeps the smallest report.
 */
export const MarkInterruptedBodySchema = z.object({
  messageId: RowIdSchema,
  heardChars: z.number().int().min(0).max(MAX_MESSAGE_LENGTH),
});
export type MarkInterruptedBody = z.infer<typeof MarkInterruptedBodySchema>;

/** "Help me answer" (decision 214): for the learner's open session. */
export const HelpRepliesBodySchema = z.object({ sessionId: RowIdSchema });
/** Two short replies the learner could give to the teacher's last message, in the session's language. */
export const HelpRepliesResponseSchema = z.object({
  replies: z.array(z.string()).length(2),
  /** Written by the AI teacher now, or by teachers beforehand (offline, or when the AI failed). */
  source: z.enum(['ai', 'authored']),
});
export type HelpRepliesResponse = z.infer<typeof HelpRepliesResponseSchema>;

/** The teacher message as stored, with where it was cut. */
export const MessageResponseSchema = z.object({ message: MessageSchema });

/** The reply (`message`) and the stored learner message with its corrections (`userMessage`). */
export const SendMessageResponseSchema = z.object({ message: MessageSchema, userMessage: MessageSchema });
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

export const UserStatsResponseSchema = z.object({
  totalSessions: z.number().int(),
  /** Per language: highest passed quiz level ÷ 5, as a percentage (docs/product.md#minutes). */
  progress: z.array(z.object({ language: LanguageCodeSchema, progress: z.number().int() })),
  monthlyMinutesUsed: z.number().int(),
  monthlyMinutesLimit: z.number().int(),
  totalMinutesUsed: z.number().int(),
  currentStreak: z.number().int(),
  plan: z.enum(PLAN_IDS),
});
export type UserStats = z.infer<typeof UserStatsResponseSchema>;
