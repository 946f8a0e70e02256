import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { FACT_KINDS, type FactKind } from '../../../shared/contracts/memory.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { NotedFact } from './learner-facts.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';
import { fill, scriptedGreeting } from './offline-partner-script.ts';

const line = z.string().trim().min(1).max(300);
const withValue = line.refine((text) => text.includes('{value}'), 'must contain {value}');

/**
 * What the offline partner says with what it remembers (decision 209): a welcome back, by name when it
 * knows it, and one question about something the learner told it before; and which of its questions ask
 * for a fact, so that it never asks for one it has.
 */
const MemoryScriptSchema = z.object({
  welcome: z.object({
    named: z.array(line.refine((text) => text.includes('{name}'), 'must contain {name}')).min(1),
    unnamed: z.array(line).min(1),
  }),
  recall: z.object(
    Object.fromEntries(
      FACT_KINDS.filter((kind) => kind !== 'name').map((kind) => [kind, withValue]),
    ) as Record<Exclude<FactKind, 'name'>, typeof withValue>,
  ),
  howAreYou: line,
  /** "Do you remember my job?": the words that ask it, the words naming each kind, the answers. */
  remember: z.object({
    words: z.array(line).min(1),
    kinds: z.partialRecord(z.enum(FACT_KINDS), z.array(line).min(1)),
    known: z.record(z.enum(FACT_KINDS), withValue),
    unknown: line,
  }),
  /** Words of the partner's questions that ask for a fact, by kind. */
  asks: z.partialRecord(z.enum(FACT_KINDS), z.array(line).min(1)),
});
type MemoryScript = z.infer<typeof MemoryScriptSchema>;

const MEMORY_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/offline-partner/memory',
);
const scripts = new Map<LanguageCode, MemoryScript>();

export function loadMemoryScript(language: LanguageCode): MemoryScript {
  let script = scripts.get(language);
  if (!script) {
    script = MemoryScriptSchema.parse(
      JSON.parse(fs.readFileSync(path.join(MEMORY_DIR, `${language}.json`), 'utf8')) as unknown,
    );
    scripts.set(language, script);
  }
  return script;
}

/** What is recalled first: the newest news and plans, then what the learner does and likes. */
const RECALL_ORDER: readonly Exclude<FactKind, 'name'>[] = [
  'news',
  'plans',
  'work',
  'study',
  'likes',
  'family',
  'home',
  'origin',
];

function pick<T>(items: readonly T[], seed: string): T {
  return items[createHash('sha256').update(seed).digest().readUInt32BE(0) % items.length]!;
}

/**
 * The opening of a conversation with a learner the partner has talked with before: welcome back (by name
 * when known) and one question on a fact they told it, chosen by kind, the newest of it first. With no
 * fact remembered there is no such opening. `seed` varies the wording between sessions.
 */
export function returningGreeting(
  language: LanguageCode,
  facts: readonly NotedFact[],
  seed: string,
): string | undefined {
  if (facts.length === 0) return undefined;
  const script = loadMemoryScript(language);
  const name = facts.find((fact) => fact.kind === 'name')?.value;
  const welcome = name
    ? fill(pick(script.welcome.named, seed), { name })
    : pick(script.welcome.unnamed, seed);
  const recalled = RECALL_ORDER.flatMap((kind) => facts.filter((fact) => fact.kind === kind));
  // Facts arrive newest first; of the first kind present, the newest is asked about.
  const fact = recalled[0];
  const kind = fact?.kind as Exclude<FactKind, 'name'> | undefined;
  const question = fact && kind ? fill(script.recall[kind], { value: fact.value }) : script.howAreYou;
  return `${welcome} ${question}`;
}

/** Whether a partner's question asks for a fact of one of these kinds. */
export function asksForAny(language: LanguageCode, question: string, kinds: ReadonlySet<FactKind>): boolean {
  if (kinds.size === 0) return false;
  const script = loadMemoryScript(language);
  const lower = question.toLowerCase();
  return [...kinds].some((kind) =>
    (script.asks[kind] ?? []).some((words) => lower.includes(words.toLowerCase())),
  );
}

/**
 * The teacher's first line of a session: a conversation (general or free) with a learner it remembers
 * opens with a welcome back and a question on what they told it; any other opens with the topic's own
 * scripted greeting. The AI teacher opens the same way.
 */
export function teacherGreeting(session: {
  language: LanguageCode;
  topic: PracticeTopic | null;
  facts?: readonly NotedFact[];
  seed?: string;
}): string {
  const conversation = session.topic === null || session.topic === 'free-conversation';
  const returning =
    conversation && session.facts
      ? returningGreeting(session.language, session.facts, session.seed ?? '')
      : undefined;
  return returning ?? scriptedGreeting(session.language, session.topic);
}

/** Whether the learner's words in this topic are their own: drills repeat and fill in given sentences. */
export function notesFactsIn(topic: PracticeTopic | null): boolean {
  return topic === null || topic === 'free-conversation';
}

/**
 * The answer to "Do you remember my job?": what the learner told, newest first (remembered, or said in
 * this conversation), or that they have not told it yet; undefined when the message asks no such thing.
 */
export function rememberedAnswer(
  language: LanguageCode,
  message: string,
  facts: readonly NotedFact[],
): string | undefined {
  if (!/[?¿]/u.test(message)) return undefined;
  const { remember } = loadMemoryScript(language);
  const lower = message.toLowerCase().replace(/[’‘]/gu, "'");
  if (!remember.words.some((word) => lower.includes(word))) return undefined;
  const kind = FACT_KINDS.find((candidate) =>
    (remember.kinds[candidate] ?? []).some((words) => lower.includes(words)),
  );
  if (!kind) return undefined;
  const fact = facts.find((candidate) => candidate.kind === kind);
  return fact ? fill(remember.known[kind], { value: fact.value }) : remember.unknown;
}

/**
 * A question on something the learner told in an earlier conversation that this one has not asked yet:
 * the partner comes back to it a couple of times in a session, early on (decision 209).
 */
export function recallQuestion(
  language: LanguageCode,
  facts: readonly NotedFact[],
  said: readonly string[],
): string | undefined {
  const script = loadMemoryScript(language);
  for (const kind of RECALL_ORDER)
    for (const fact of facts.filter((candidate) => candidate.kind === kind)) {
      const line = fill(script.recall[kind], { value: fact.value });
      // Nor one whose question was already asked of another fact ("How are things now?").
      const question = line.match(/[^.!?]+\?\s*$/u)?.[0].trim();
      if (!said.some((earlier) => earlier.includes(line) || (question && earlier.includes(question))))
        return line;
    }
  return undefined;
}
