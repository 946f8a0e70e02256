import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';

const sentence = z.string().trim().min(1).max(300);
const list = (min: number) => z.array(sentence).min(min);
const withPlaceholder = (name: string) =>
  sentence.refine((text) => text.includes(`{${name}}`), `must contain {${name}}`);

/** The offline partner's lines for one language (content/offline-partner/<language>.json). */
const OfflineScriptSchema = z.object({
  language: z.enum(['english', 'spanish', 'french']),
  greetings: z.object({
    general: sentence,
    restaurant: sentence,
    pronunciation: withPlaceholder('sentence'),
    grammar: withPlaceholder('exercise'),
    'free-conversation': sentence,
  }),
  topics: z.object({
    general: z.object({ questions: list(6) }),
    restaurant: z.object({ questions: list(6) }),
    pronunciation: z.object({ sentences: list(6), next: withPlaceholder('sentence') }),
    grammar: z.object({
      exercises: z
        .array(z.object({ prompt: sentence, answer: z.string().trim().min(1), explanation: sentence }))
        .min(6),
      next: withPlaceholder('exercise'),
    }),
    'free-conversation': z.object({ questions: list(6) }),
  }),
  reactions: z.object({
    greeting: list(2),
    question: list(2),
    short: list(2),
    long: list(2),
    default: list(3),
    echo: z.array(withPlaceholder('word')).min(2),
    correct: list(2),
    incorrect: withPlaceholder('answer'),
    repeatGood: list(2),
    repeatTryAgain: withPlaceholder('sentence'),
    correction: withPlaceholder('corrected'),
  }),
});
export type OfflineScript = z.infer<typeof OfflineScriptSchema>;

const OFFLINE_SCRIPT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/offline-partner',
);

const cache = new Map<LanguageCode, OfflineScript>();

export function loadOfflineScript(language: LanguageCode): OfflineScript {
  let script = cache.get(language);
  if (!script) {
    const raw = JSON.parse(
      fs.readFileSync(path.join(OFFLINE_SCRIPT_DIR, `${language}.json`), 'utf8'),
    ) as unknown;
    script = OfflineScriptSchema.parse(raw);
    cache.set(language, script);
  }
  return script;
}

/** Fills a script line's {name} placeholders; unknown ones stay as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** The scripted greeting for a topic, with the topic's first sentence or exercise filled in. */
export function scriptedGreeting(language: LanguageCode, topic: PracticeTopic | null): string {
  const script = loadOfflineScript(language);
  return fill(script.greetings[topic ?? 'general'], {
    sentence: script.topics.pronunciation.sentences[0]!,
    exercise: script.topics.grammar.exercises[0]!.prompt,
  });
}
