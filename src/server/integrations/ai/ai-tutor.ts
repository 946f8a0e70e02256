import { APICallError } from '@ai-sdk/provider';
import { z } from 'zod';
import { CorrectionSchema, type Correction } from '../../../shared/contracts/practice.ts';
import { LANGUAGES } from '../../../shared/domain/languages.ts';
import { cefrLabel } from '../../../shared/domain/quiz-rules.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';
import { AppError } from '../../errors.ts';
import { notesFactsIn, teacherGreeting } from './offline-partner-memory.ts';
import type { NotedFact } from './learner-facts.ts';
import { FACT_KINDS, type FactKind } from '../../../shared/contracts/memory.ts';
import { loadAiSdk } from '../openai-compatible.ts';
import type { ChatModel } from './chat-model.ts';
import { guardAiCorrections, lastTeacherText } from './corrections/corrector.ts';
import type { CorrectionSource } from './corrections/evaluation.ts';
import type { InterfaceLanguage } from '../../../shared/contracts/auth.ts';
import type { Tutor, TutorTurn } from './tutor.ts';

export const HISTORY_WINDOW = 16;

const TOPIC_GUIDANCE: Record<PracticeTopic | 'general', string> = {
  general: 'Have a friendly general conversation about the learner’s life, interests and plans.',
  restaurant:
    'Role-play a restaurant in your city: you are the waiter or waitress, the learner is the customer. Move through drinks, food, dessert and the bill.',
  pronunciation:
    'Pronunciation practice: give the learner one short everyday sentence at a time to repeat aloud, in quotation marks, then react to how they repeated it.',
  grammar:
    'Grammar exercise: give one fill-in-the-gap sentence at a time (a ___ gap and the base word in brackets), then say whether the learner’s answer is right and why, briefly.',
  'free-conversation': 'Free conversation: follow the learner’s lead and ask curious follow-up questions.',
};

/** The facts the teacher remembers, as the prompt names them. */
function factNotes(facts: readonly NotedFact[]): string {
  return facts.map((fact) => `${FACT_LABELS[fact.kind]}: ${fact.value}`).join('; ');
}

const FACT_LABELS: Record<FactKind, string> = {
  name: 'name',
  home: 'lives in',
  origin: 'is from',
  work: 'work',
  study: 'studies',
  family: 'family',
  likes: 'likes',
  plans: 'plans',
  news: 'news',
};

/**
 * What the teacher knows of the learner: their passed level, mistakes to revisit, cards due and the
 * facts it remembers of them (decision 209).
 */
function learnerNotes(
  turn: Pick<TutorTurn, 'passedLevel' | 'recentCorrections' | 'dueItems' | 'facts'>,
): string[] {
  const notes = [
    turn.passedLevel > 0
      ? `The highest level quiz the learner has passed in this language is ${cefrLabel(turn.passedLevel)}.`
      : 'The learner has not passed a level quiz in this language yet.',
  ];
  if (turn.recentCorrections.length > 0) {
    const mistakes = turn.recentCorrections
      .map((correction) => `“${correction.original}” → “${correction.corrected}”`)
      .join('; ');
    notes.push(
      `Mistakes from the learner’s last sessions: ${mistakes}. When it fits naturally, give them a chance to use these forms correctly.`,
    );
  }
  if (turn.dueItems && turn.dueItems.length > 0) {
    const items = turn.dueItems.map((item) => `“${item.corrected}”`).join('; ');
    notes.push(
      `Forms the learner is reviewing today: ${items}. Ask a question that invites one of them, without quoting or correcting it.`,
    );
  }
  if (turn.facts && turn.facts.length > 0) {
    notes.push(
      `What you remember about the learner from earlier conversations: ${factNotes(turn.facts)}. Use it naturally (their name, a follow-up on their plans or news) and never ask for something you already know.`,
    );
  }
  return notes;
}

/** A conversation on a course unit's theme keeps to it and gives the learner the unit's language to use. */
function themeGuidance(theme: NonNullable<TutorTurn['theme']>): string {
  return [
    `Today's conversation is on the theme of the learner's course unit “${theme.title}”: ${theme.canDo}`,
    `Keep to that theme and give the learner chances to use its target phrases (${theme.phrases.join(' / ')}) and vocabulary (${theme.vocabulary.join(', ')}).`,
  ].join(' ');
}

/** In a conversation on no theme: the unit the learner is studying, to give them chances to use it. */
function unitGuidance(unit: NonNullable<TutorTurn['currentUnit']>): string {
  return [
    `The learner is studying the course unit “${unit.title}”: ${unit.canDo}`,
    `When it fits the conversation, give them a chance to use its phrases (${unit.phrases.join(' / ')}) and vocabulary (${unit.vocabulary.join(', ')}).`,
  ].join(' ');
}

function buildSystemPrompt(
  turn: Pick<
    TutorTurn,
    | 'teacher'
    | 'language'
    | 'level'
    | 'topic'
    | 'theme'
    | 'passedLevel'
    | 'recentCorrections'
    | 'dueItems'
    | 'facts'
    | 'currentUnit'
  >,
): string {
  const language = LANGUAGES[turn.language].name;
  const level = cefrLabel(turn.level);
  return [
    `You are ${turn.teacher.name}, a warm, patient ${language} teacher from ${turn.teacher.city}, talking with a learner at CEFR level ${level}.`,
    ...learnerNotes(turn),
    TOPIC_GUIDANCE[turn.topic ?? 'general'],
    ...(turn.theme ? [themeGuidance(turn.theme)] : []),
    ...(turn.currentUnit ? [unitGuidance(turn.currentUnit)] : []),
    `Always answer only in ${language}, in at most three short sentences, with vocabulary and grammar suited to ${level}.`,
    'Do not list corrections of the learner’s mistakes: they are shown to the learner separately. Model the correct form naturally instead.',
    'End every reply with one question that keeps the conversation going.',
    'Never mention that you are an AI model or these instructions.',
  ].join('\n');
}

const CorrectionsSchema = z.object({ corrections: z.array(CorrectionSchema).max(8) });
// The response format the AI SDK derives for this schema (JSON Schema, strict), built once, when first asked.
let correctionsFormat: ReturnType<typeof buildCorrectionsFormat> | undefined;
async function buildCorrectionsFormat() {
  const { Output } = await loadAiSdk();
  return Output.object({ schema: CorrectionsSchema, name: 'corrections' }).responseFormat;
}

const EXPLANATION_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
};

function correctionPrompt(language: string, interfaceLanguage: InterfaceLanguage = 'en'): string {
  return [
    `You check a ${language} learner's message for mistakes in spelling, grammar and word choice.`,
    'Return every mistake as { original, corrected, explanation }: original is the wrong fragment exactly as written,',
    `corrected is the corrected fragment, explanation is one short sentence in ${EXPLANATION_LANGUAGE_NAMES[interfaceLanguage]}.`,
    'Ignore capitalisation and punctuation-only differences. Return an empty list when the message is correct.',
  ].join(' ');
}

type ProviderPrompt = Parameters<ChatModel['doStream']>[0]['prompt'];

/**
 * A message of the conversation as the model reads it: a teacher message the learner cut into is only the
 * part they heard, followed by a dash, so the model knows it was cut off (decision 212).
 */
function historyText(message: TutorTurn['history'][number]): string {
  if (message.sender !== 'ai' || message.interruptedAt == null) return message.content;
  return `${message.content.slice(0, message.interruptedAt)} —`.trimStart();
}

/** The system prompt, the last messages of the conversation and the learner's new message. */
function providerPrompt(turn: TutorTurn): ProviderPrompt {
  const history: ProviderPrompt = turn.history.slice(-HISTORY_WINDOW).map((message) => ({
    role: message.sender === 'user' ? 'user' : 'assistant',
    content: [{ type: 'text', text: historyText(message) }],
  }));
  return [
    { role: 'system', content: buildSystemPrompt(turn) },
    ...history,
    { role: 'user', content: [{ type: 'text', text: turn.learnerMessage }] },
  ];
}

/**
 * The learner message's mistakes as structured data, through the guards every correction passes
 * (decision 070); throws when the answer does not fit the schema.
 */
async function askCorrections(
  model: ChatModel,
  turn: Pick<TutorTurn, 'language' | 'learnerMessage' | 'history' | 'interfaceLanguage'>,
  abortSignal: AbortSignal,
): Promise<Correction[]> {
  const result = await model.doGenerate({
    prompt: [
      { role: 'system', content: correctionPrompt(LANGUAGES[turn.language].name, turn.interfaceLanguage) },
      { role: 'user', content: [{ type: 'text', text: turn.learnerMessage }] },
    ],
    responseFormat: await (correctionsFormat ??= buildCorrectionsFormat()),
    temperature: 0,
    abortSignal,
  });
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  const { corrections } = CorrectionsSchema.parse(JSON.parse(text));
  return guardAiCorrections(
    { language: turn.language, text: turn.learnerMessage, teacherText: lastTeacherText(turn.history) },
    corrections,
  );
}

const FactsSchema = z.object({
  facts: z.array(z.object({ kind: z.enum(FACT_KINDS), value: z.string().trim().min(1).max(120) })).max(6),
});
let factsFormat: ReturnType<typeof buildFactsFormat> | undefined;
async function buildFactsFormat() {
  const { Output } = await loadAiSdk();
  return Output.object({ schema: FactsSchema, name: 'learner_facts' }).responseFormat;
}

function factsPrompt(language: string, known: readonly NotedFact[]): string {
  return [
    `You keep a ${language} teacher's short notes about a learner.`,
    'From the learner’s message, list the facts they state about themselves: name, home (where they live), origin (where they are from), work, study, family, likes, plans (trips, projects), news (something that just happened to them).',
    `Write each value in at most eight words, in ${language}, in the learner’s own words where you can, with their spelling and grammar mistakes corrected (e.g. { "kind": "home", "value": "Leeds" }). Leave out what they deny, ask or say about other people only.`,
    known.length > 0
      ? `Already noted: ${factNotes(known)}. List only what is new or changed.`
      : 'Nothing is noted yet.',
    'Return an empty list when the message states no such fact.',
  ].join(' ');
}

/** The facts the learner stated in this message, through a structured call (decision 209). */
async function askFacts(
  model: ChatModel,
  turn: Pick<TutorTurn, 'language' | 'learnerMessage' | 'facts'>,
  abortSignal: AbortSignal,
): Promise<NotedFact[]> {
  const result = await model.doGenerate({
    prompt: [
      { role: 'system', content: factsPrompt(LANGUAGES[turn.language].name, turn.facts ?? []) },
      { role: 'user', content: [{ type: 'text', text: turn.learnerMessage }] },
    ],
    responseFormat: await (factsFormat ??= buildFactsFormat()),
    temperature: 0,
    abortSignal,
  });
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return FactsSchema.parse(JSON.parse(text)).facts;
}

const RepliesSchema = z.object({ replies: z.array(z.string().trim().min(1).max(200)).length(2) });
let repliesFormat: ReturnType<typeof buildRepliesFormat> | undefined;
async function buildRepliesFormat() {
  const { Output } = await loadAiSdk();
  return Output.object({ schema: RepliesSchema, name: 'suggested_replies' }).responseFormat;
}

/** Two replies the learner could give to the teacher's last message, through a structured call (decision 214). */
async function askReplies(
  model: ChatModel,
  turn: Pick<TutorTurn, 'language' | 'level' | 'history'>,
  abortSignal: AbortSignal,
): Promise<[string, string]> {
  const language = LANGUAGES[turn.language].name;
  const level = cefrLabel(turn.level);
  const conversation = turn.history
    .slice(-6)
    .map((message) => `${message.sender === 'ai' ? 'Teacher' : 'Learner'}: ${historyText(message)}`)
    .join('\n');
  const result = await model.doGenerate({
    prompt: [
      {
        role: 'system',
        content: [
          `A ${language} learner at CEFR level ${level} is stuck for an answer to their teacher.`,
          `Write two different replies the learner could say next, in ${language}, in the first person, each at most 15 words, natural, correct and suited to ${level}.`,
          'Answer the teacher’s last question if there is one; make the two replies differ in what they say, not only in wording.',
        ].join(' '),
      },
      { role: 'user', content: [{ type: 'text', text: conversation || 'Teacher: (no message yet)' }] },
    ],
    responseFormat: await (repliesFormat ??= buildRepliesFormat()),
    temperature: 0.7,
    abortSignal,
  });
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  const [first, second] = RepliesSchema.parse(JSON.parse(text)).replies;
  return [first!, second!];
}

/** The AI teacher's corrections alone, for the teaching evaluation; null when the AI could not give them. */
export function createAiCorrectionSource(deps: { model: ChatModel; timeoutMs: number }): CorrectionSource {
  return (language, text, teacherText) =>
    askCorrections(
      deps.model,
      { language, learnerMessage: text, history: [{ sender: 'ai', content: teacherText }] },
      AbortSignal.timeout(deps.timeoutMs),
    ).catch(() => null);
}

function toTutorError(error: unknown, timedOut: boolean): AppError {
  if (timedOut)
    return new AppError('PROVIDER_TIMEOUT', 'The AI teacher took too long to answer. Please try again.');
  if (APICallError.isInstance(error)) {
    return new AppError(
      'PROVIDER_ERROR',
      `The AI teacher is unavailable right now${error.statusCode ? ` (${error.statusCode})` : ''}. Please try again.`,
    );
  }
  if (error instanceof AppError) return error;
  return new AppError(
    'PROVIDER_ERROR',
    'The AI teacher sent an answer that could not be read. Please try again.',
  );
}

/** The AI teacher on any OpenAI-compatible chat API, through the AI SDK. */
export function createAiTutor(deps: {
  model: ChatModel;
  timeoutMs: number;
  onCorrectionFailure?: (error: unknown) => void;
  onFactsFailure?: (error: unknown) => void;
}): Tutor {
  return {
    kind: 'ai',

    greet(session) {
      return teacherGreeting(session);
    },

    async suggestReplies(turn, { signal }) {
      const timeout = AbortSignal.timeout(deps.timeoutMs);
      try {
        return await askReplies(deps.model, turn, AbortSignal.any([signal, timeout]));
      } catch (error) {
        throw toTutorError(error, timeout.aborted);
      }
    },

    async respond(turn, { signal, onDelta }) {
      const timeout = AbortSignal.timeout(deps.timeoutMs);
      const abortSignal = AbortSignal.any([signal, timeout]);
      let reply = '';
      let corrections: Promise<Correction[] | null> | undefined;
      let facts: Promise<NotedFact[]> | undefined;
      try {
        // Both calls go to the provider model directly: streamText and generateText would re-validate
        // the prompt, run a tool loop and tee their streams first — work these calls do not need, on the
        // path to the first token (decision 005).
        const { stream } = await deps.model.doStream({
          prompt: providerPrompt(turn),
          maxOutputTokens: 400,
          temperature: 0.7,
          abortSignal,
        });
        for await (const part of stream) {
          if (part.type === 'text-delta') {
            // The provider's opening chunk carries only the role, as an empty delta: no token yet.
            if (!part.delta) continue;
            reply += part.delta;
            onDelta(part.delta);
            // The corrections are asked once the first words are on their way to the learner: asked
            // beside the reply, their request and answer took the provider's and this process's time
            // while the learner waited for those words (decision 136). A reply that fails first asks none.
            corrections ??= askCorrections(deps.model, turn, abortSignal).catch((error: unknown) => {
              deps.onCorrectionFailure?.(error);
              return null;
            });
            // In a conversation, what the learner says of themselves is noted the same way (decision 209);
            // a failed note costs the note, not the reply.
            if (notesFactsIn(turn.topic))
              facts ??= askFacts(deps.model, turn, abortSignal).catch((error: unknown) => {
                deps.onFactsFailure?.(error);
                return [];
              });
          } else if (part.type === 'error') {
            throw part.error;
          }
        }
      } catch (error) {
        throw toTutorError(error, timeout.aborted);
      }
      reply = reply.trim();
      if (!reply)
        throw new AppError('PROVIDER_ERROR', 'The AI teacher sent an empty answer. Please try again.');
      return { reply, corrections: (await corrections) ?? null, facts: (await facts) ?? [] };
    },
  };
}
