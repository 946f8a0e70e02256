import { z } from 'zod';
import { MISTAKE_KINDS } from '../domain/mistake-kind.ts';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { LanguageCodeSchema } from './practice.ts';

/** Where a card came from: a correction of the learner's words, or a phrase they kept from a teacher. */
export const CardKindSchema = z.enum(['correction', 'own']);
export const CardStateSchema = z.enum(['new', 'learning', 'review', 'relearning']);

export const MAX_PHRASE_LENGTH = 200;
export const MAX_SEARCH_LENGTH = 100;

export const MistakeCardSchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  kind: CardKindSchema,
  /** The learner's words (a correction), or the teacher's sentence with the phrase left out (own card). */
  original: z.string(),
  /** The corrected form, or the phrase the learner kept. */
  corrected: z.string(),
  explanation: z.string(),
  /** How many times the same mistake was made (merged duplicates). */
  occurrences: z.number().int(),
  firstSeenAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  /** The next review, set by the scheduler. */
  due: z.iso.datetime({ offset: true }),
  state: CardStateSchema,
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type MistakeCard = z.infer<typeof MistakeCardSchema>;

export const CardListQuerySchema = z.object({
  language: LanguageCodeSchema.optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type CardListQuery = z.infer<typeof CardListQuerySchema>;

export const CardListResponseSchema = z.object({
  cards: z.array(MistakeCardSchema),
  total: z.number().int(),
});
export type CardListResponse = z.infer<typeof CardListResponseSchema>;

export const CardParamsSchema = z.object({ id: RowIdParamSchema });

/** Keep a word or phrase from one of the teacher's messages. */
export const AddOwnCardBodySchema = z.object({
  messageId: RowIdSchema,
  phrase: z.string().trim().min(1, 'The phrase is empty').max(MAX_PHRASE_LENGTH),
  note: z.string().trim().max(500).optional(),
});
export type AddOwnCardBody = z.infer<typeof AddOwnCardBodySchema>;

export const CardResponseSchema = z.object({ card: MistakeCardSchema });

/** The sentence of the learner's message a mistake was made in, split around the mistake. */
export const MarkedSentenceSchema = z.object({
  before: z.string(),
  mistake: z.string(),
  after: z.string(),
});
export type MarkedSentence = z.infer<typeof MarkedSentenceSchema>;

/** A card as the review shows it before an answer: the answer stays on the server. */
export const ReviewPromptSchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  kind: CardKindSchema,
  prompt: z.string(),
  /**
   * A correction card's mistake in its sentence (decision 185); null for own cards and for older cards
   * whose sentence was not found, which show the mistake alone.
   */
  sentence: MarkedSentenceSchema.nullable(),
  occurrences: z.number().int(),
  state: CardStateSchema,
});
export type ReviewPrompt = z.infer<typeof ReviewPromptSchema>;

export const DueQuerySchema = z.object({ language: LanguageCodeSchema });

export const DueCardsResponseSchema = z.object({
  cards: z.array(ReviewPromptSchema),
  /** Every card due today in the language (the list holds the first ones). */
  dueCount: z.number().int(),
});
export type DueCardsResponse = z.infer<typeof DueCardsResponseSchema>;

export const ReviewAnswerBodySchema = z.object({
  answer: z
    .string()
    .trim()
    .min(1, 'The answer is empty')
    .max(MAX_PHRASE_LENGTH * 2),
  /**
   * Set on the second try after a hint: a near miss is then graded, not hinted again. The hint tells only
   * that an accent or apostrophe is off, so a client that never sets it just keeps the card due.
   */
  afterHint: z.boolean().optional(),
});
export type ReviewAnswerBody = z.infer<typeof ReviewAnswerBodySchema>;

export const ReviewAnswerResponseSchema = z.object({
  /**
   * `hint`: the right letters with an accent or apostrophe off; the card is not graded and the learner
   * tries again (decision 185). `near`: a wrong ending or letter, graded as wrong.
   */
  verdict: z.enum(['correct', 'hint', 'near', 'wrong']),
  /** For a hint or a near miss: what was off. */
  miss: z.enum(['accent', 'apostrophe', 'form', 'spelling']).nullable(),
  /** The answer; null after a hint, which does not give it away. */
  expected: z.string().nullable(),
  explanation: z.string(),
  /** The FSRS rating the answer gave; null after a hint, which rates nothing. */
  rating: z.enum(['again', 'hard', 'good', 'easy']).nullable(),
  card: MistakeCardSchema,
});
export type ReviewAnswerResponse = z.infer<typeof ReviewAnswerResponseSchema>;

export const DueSummaryResponseSchema = z.object({
  languages: z.array(
    z.object({ language: LanguageCodeSchema, due: z.number().int(), total: z.number().int() }),
  ),
});
export type DueSummaryResponse = z.infer<typeof DueSummaryResponseSchema>;

export const MistakeKindSchema = z.enum(MISTAKE_KINDS);

export const SessionReportSchema = z.object({
  sessionId: z.number().int(),
  language: LanguageCodeSchema,
  mode: z.enum(['chat', 'voice', 'video']),
  startedAt: z.iso.datetime({ offset: true }),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Counted minutes; null while the session is open. */
  minutes: z.number().int().nullable(),
  /** Learner messages in the session. */
  turns: z.number().int(),
  words: z.number().int(),
  mistakes: z.array(z.object({ kind: MistakeKindSchema, count: z.number().int() })),
  /** Every correction, in the order the learner made the mistakes. */
  corrections: z.array(
    z.object({
      original: z.string(),
      corrected: z.string(),
      explanation: z.string(),
      kind: MistakeKindSchema,
    }),
  ),
  /** Cards this session added to the notebook (merged repeats are not new). */
  newCards: z.array(MistakeCardSchema),
  /** Words the learner wrote for the first time in this language. */
  newWords: z.array(z.string()),
  /**
   * Words per minute over the learner messages that are server transcriptions with word timings, as
   * the recogniser gave them (decision 118); null when none are.
   */
  speakingRate: z.number().int().nonnegative().nullable().optional(),
  /** Gaps of a second or more between words in those messages, and the longest; null when none are. */
  pauses: z
    .object({ count: z.number().int().nonnegative(), longestSeconds: z.number().nonnegative() })
    .nullable()
    .optional(),
});
export type SessionReport = z.infer<typeof SessionReportSchema>;
export const SessionReportResponseSchema = z.object({ report: SessionReportSchema });
