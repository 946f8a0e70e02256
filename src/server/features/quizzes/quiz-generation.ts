import { APICallError } from '@ai-sdk/provider';
import type { LanguageModel } from 'ai';
import type { z } from 'zod';
import {
  GeneratedKidsQuizSchema,
  GeneratedKidsQuizWireSchema,
  GeneratedQuizSchema,
  GeneratedQuizWireSchema,
  itemFromGenerated,
  type GeneratedItem,
  type GeneratedKidsQuiz,
  type GeneratedQuiz,
} from '../../../shared/contracts/quiz-content.ts';
import type { AgeGroup, Question } from '../../../shared/contracts/quizzes.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { itemProblems } from '../../../shared/domain/quiz-item-rules.ts';
import { cefrLabel, QUIZ_QUESTION_COUNT } from '../../../shared/domain/quiz-rules.ts';
import { AppError } from '../../errors.ts';
import { loadAiSdk } from '../../integrations/openai-compatible.ts';

type AiSdk = Awaited<ReturnType<typeof loadAiSdk>>;

const GENERATION_TIMEOUT_MS = 90_000;

const NO_AI_MESSAGE =
  'No AI provider is configured, so quizzes cannot be generated. Set AI_BASE_URL (with AI_API_KEY and AI_MODEL) and restart the server, or create the quiz with the form.';

const SYSTEM_PROMPT = [
  'You write multiple-choice quizzes for a language-learning app.',
  'Every question has exactly four different options and exactly one correct answer; no trick questions,',
  'no "all of the above", nothing a native speaker would find wrong or ambiguous.',
  'correctAnswer is the zero-based index of the correct option. Vary its position across questions.',
  'Each item has a type; fill only the fields its type uses and leave the others empty ("" or []).',
  'Distractors are of the same grammatical kind as the answer and the answer is never the only option of its form.',
  'Reply with the JSON object only.',
].join(' ');

function adultQuizPrompt(request: { language: LanguageCode; level: number; topic: string }) {
  const language = LANGUAGES[request.language].name;
  return [
    `Write a ${language} quiz at CEFR level ${cefrLabel(request.level)} (level ${request.level} of 5) about: ${request.topic}.`,
    `It has exactly ${QUIZ_QUESTION_COUNT} items written in ${language}, suited to that level, of at least four types:`,
    'gap-fill (a sentence with ___), reading (a passage of 2–12 sentences, longer at higher levels, and a comprehension question whose answer is not copied from it),',
    'error-spotting (a sentence with one error, cut into four consecutive segments as the options), meaning-in-context',
    '(a sentence with an expression in «guillemets» and four meanings), word-order (scrambled tiles and the sentence they make),',
    'listening (audioText is a sentence the app speaks; the options are four written sentences that differ minimally, one equal to audioText).',
    'Each explanation is one or two short sentences in English saying why the answer is right.',
    `The title names the language, the level (${cefrLabel(request.level)}) and the topic; the description says in one sentence what it practises.`,
  ].join('\n');
}

function kidsQuizPrompt(request: { language: LanguageCode; ageGroup: AgeGroup; topic: string }) {
  const language = LANGUAGES[request.language].name;
  const answers =
    request.language === 'spanish'
      ? 'The options are Spanish words or short phrases.'
      : `The options are ${language} words or short phrases (the thing the child is learning).`;
  return [
    `Write a ${language} lesson quiz for children aged ${request.ageGroup} years about: ${request.topic}.`,
    `It has exactly ${QUIZ_QUESTION_COUNT} questions. Write each question in simple Spanish a child of that age can follow (the app's kids interface is in Spanish). ${answers}`,
    'Use at least four item types: picture-word (the emoji shows the thing; which word is it?), listen-tap (audioText is the word spoken; pick it),',
    'translate (how do you say «…»?), phrase (a short everyday phrase and its meaning or reply), sentence (complete a simple sentence with ___),',
    'tiny-reading (a passage of 2–3 short sentences and a question).',
    'Give every question one emoji that shows its subject without giving the answer away.',
    'Each explanation is one short, encouraging sentence in Spanish.',
    'The title is short and friendly; the description is one sentence in Spanish.',
  ].join('\n');
}

/** "questions.2.options" → "question 3, options": people count questions from 1. */
function describePath(path: readonly PropertyKey[]): string {
  const [first, index, ...rest] = path;
  if (first === 'questions' && typeof index === 'number') {
    return [`question ${index + 1}`, ...rest.map(String)].join(', ');
  }
  return path.map(String).join('.') || 'quiz';
}

/** The first few problems, readable by an administrator. */
function describeIssues(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${describePath(issue.path)}: ${issue.message}`);
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `${issues.join('; ')}${more}`;
}

function explainModelOutput<T>(schema: z.ZodType<T>, text: string | undefined): AppError {
  if (!text?.trim())
    return new AppError('PROVIDER_ERROR', 'The AI provider returned no quiz. Nothing was saved.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return new AppError(
      'PROVIDER_ERROR',
      'The AI provider replied with malformed JSON instead of a quiz. Nothing was saved; try again.',
    );
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) {
    return new AppError('PROVIDER_ERROR', 'The AI provider did not return a usable quiz. Nothing was saved.');
  }
  return new AppError(
    'PROVIDER_ERROR',
    `The AI's quiz breaks the quiz rules (${QUIZ_QUESTION_COUNT} items, each valid for its type with an explanation), so nothing was saved: ${describeIssues(parsed.error)}`,
    {
      issues: parsed.error.issues.map((issue) => ({
        path: describePath(issue.path),
        message: issue.message,
      })),
    },
  );
}

function toAppError<T>(
  error: unknown,
  schema: z.ZodType<T>,
  { NoObjectGeneratedError, RetryError }: AiSdk,
): AppError {
  if (error instanceof AppError) return error;
  if (NoObjectGeneratedError.isInstance(error)) return explainModelOutput(schema, error.text);
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    return new AppError(
      'PROVIDER_TIMEOUT',
      'The AI provider took too long to answer. Nothing was saved; try again.',
    );
  }
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode && cause.statusCode >= 400) {
      return new AppError(
        'PROVIDER_ERROR',
        `The AI provider refused the request (HTTP ${cause.statusCode}): ${cause.message}. Nothing was saved.`,
      );
    }
    return new AppError(
      'PROVIDER_ERROR',
      `The AI provider sent a reply that could not be read (${cause.message}). Nothing was saved; try again.`,
    );
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new AppError('PROVIDER_ERROR', `The AI provider failed: ${message}. Nothing was saved.`);
}

async function generate<Wire extends { questions: GeneratedItem[] }, T extends { questions: Question[] }>(
  model: LanguageModel | undefined,
  wire: z.ZodType<Wire>,
  schema: z.ZodType<T>,
  prompt: string,
  name: string,
): Promise<T> {
  if (!model) throw new AppError('NOT_CONFIGURED', NO_AI_MESSAGE);
  const ai = await loadAiSdk();
  const { generateText, Output } = ai;
  let output: Wire;
  try {
    const result = await generateText({
      model,
      system: SYSTEM_PROMPT,
      prompt,
      output: Output.object({ schema: wire, name, description: 'A quiz of typed items' }),
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(GENERATION_TIMEOUT_MS),
    });
    output = result.output;
  } catch (error) {
    throw toAppError(error, wire, ai);
  }
  // Each flat item becomes the typed item its type names, held to the same schema as every quiz.
  const typed = { ...output, questions: output.questions.map(itemFromGenerated) };
  const parsed = schema.safeParse(typed);
  if (!parsed.success) throw explainModelOutput(schema, JSON.stringify(typed));
  // The item rules shipped content is held to (a key that stands out by its form, a reading answered by
  // copying, tiles or segments that do not fit) apply to a generated quiz as well.
  const problems = parsed.data.questions.flatMap((item, index) =>
    itemProblems(item).map((message) => ({ path: `questions.${index}`, message })),
  );
  if (problems.length > 0) {
    throw new AppError(
      'PROVIDER_ERROR',
      `The AI's quiz breaks the content rules, so nothing was saved: ${problems
        .slice(0, 3)
        .map((problem) => `question ${Number(problem.path.split('.')[1]) + 1}: ${problem.message}`)
        .join('; ')}`,
      { issues: problems },
    );
  }
  return parsed.data;
}

/** Asks the configured model for an adult quiz and returns it only if it meets the quiz contract. */
export function generateAdultQuiz(
  model: LanguageModel | undefined,
  request: { language: LanguageCode; level: number; topic: string },
): Promise<GeneratedQuiz> {
  return generate(
    model,
    GeneratedQuizWireSchema,
    GeneratedQuizSchema,
    adultQuizPrompt(request),
    'level_quiz',
  );
}

/** Asks the configured model for a kids quiz (emoji on every question) and validates it the same way. */
export function generateKidsQuiz(
  model: LanguageModel | undefined,
  request: { language: LanguageCode; ageGroup: AgeGroup; topic: string },
): Promise<GeneratedKidsQuiz> {
  return generate(
    model,
    GeneratedKidsQuizWireSchema,
    GeneratedKidsQuizSchema,
    kidsQuizPrompt(request),
    'kids_quiz',
  );
}
