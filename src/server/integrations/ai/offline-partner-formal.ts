import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { latestChoice, type Register } from './offline-partner-register.ts';
import type { TutorTurn } from './tutor.ts';

/** The languages whose partner mirrors the learner's tú/usted, tu/vous. */
export const REGISTER_LANGUAGES = ['spanish', 'french'] as const satisfies readonly LanguageCode[];
type RegisterLanguage = (typeof REGISTER_LANGUAGES)[number];

const isRegisterLanguage = (language: LanguageCode): language is RegisterLanguage =>
  (REGISTER_LANGUAGES as readonly LanguageCode[]).includes(language);

/** A script line's text between its placeholders, and the placeholders' names in order. */
interface Template {
  texts: string[];
  names: string[];
}

function template(line: string): Template {
  const pieces = line.split(/\{(\w+)\}/u);
  return {
    texts: pieces.filter((_, index) => index % 2 === 0),
    names: pieces.filter((_, index) => index % 2 === 1),
  };
}

/** Whether a line starts or ends with a placeholder: the text there is another line ("…: {question}"). */
const opensWith = (line: string) => template(line).texts[0] === '';
const closesWith = (line: string) => template(line).texts.at(-1) === '';
const placeholdersOf = (line: string) => [...template(line).names].sort().join(' ');

/**
 * content/offline-partner/formal/<language>.json: each partner line that speaks to the learner as tú (tu),
 * as the script writes it, with its usted (vous) version. Placeholders stand where they do in the script.
 */
const FormalLinesSchema = z
  .record(z.string().trim().min(1), z.string().trim().min(1).max(300))
  .superRefine((lines, context) => {
    for (const [informal, formal] of Object.entries(lines)) {
      const same =
        placeholdersOf(informal) === placeholdersOf(formal) &&
        opensWith(informal) === opensWith(formal) &&
        closesWith(informal) === closesWith(formal) &&
        template(informal).texts.join('').trim() !== '';
      if (!same)
        context.addIssue({
          code: 'custom',
          path: [informal],
          message: 'the formal line must keep the placeholders, at its start and end too',
        });
    }
  });

const FORMAL_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/offline-partner/formal',
);

const formalLines = new Map<RegisterLanguage, Readonly<Record<string, string>>>();

/** The formal version of each partner line that has an informal one, by the line as the script writes it. */
export function loadFormalLines(language: RegisterLanguage): Readonly<Record<string, string>> {
  let lines = formalLines.get(language);
  if (!lines) {
    lines = FormalLinesSchema.parse(
      JSON.parse(fs.readFileSync(path.join(FORMAL_DIR, `${language}.json`), 'utf8')) as unknown,
    );
    formalLines.set(language, lines);
  }
  return lines;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * One line turned into another wherever it stands in a reply. A line stands on its own: at the reply's
 * start or after a sentence (or a colon), and before a space or the end — never inside a quoted word or
 * a correction. Its inner placeholders match any text, kept as it is; one at its start or end stays out
 * of the match, since another line stands there.
 */
interface Rewrite {
  pattern: RegExp;
  fill(match: RegExpMatchArray): string;
  length: number;
}

function rewriteOf(from: string, to: string): Rewrite {
  const source = template(from);
  const target = template(to);
  const open = opensWith(from);
  const close = closesWith(from);
  const inner = (names: string[]) => names.slice(open ? 1 : 0, close ? names.length - 1 : names.length);
  const texts = (parts: string[]) => parts.slice(open ? 1 : 0, close ? parts.length - 1 : parts.length);
  const groups = new Map<string, number>();
  let pattern = open ? '' : String.raw`(?<=^|[.!?…:]\s+)`;
  const sourceTexts = texts(source.texts);
  inner(source.names).forEach((name, index) => {
    pattern += escape(sourceTexts[index]!);
    const group = groups.get(name);
    if (group) pattern += `\\${group}`;
    else {
      groups.set(name, groups.size + 1);
      pattern += '(.+?)';
    }
  });
  pattern += escape(sourceTexts.at(-1)!) + (close ? '' : String.raw`(?=$|\s)`);
  const targetTexts = texts(target.texts);
  const targetNames = inner(target.names);
  return {
    pattern: new RegExp(pattern, 'gu'),
    fill: (match) =>
      targetTexts
        .map((text, index) => {
          const name = targetNames[index];
          return name === undefined ? text : text + match[groups.get(name)!]!;
        })
        .join(''),
    length: from.length,
  };
}

/** Both ways, longest lines first, so that a line is rewritten whole before a question inside it. */
const rewrites = new Map<RegisterLanguage, { toFormal: Rewrite[]; toInformal: Rewrite[] }>();

function rewritesFor(language: RegisterLanguage) {
  let found = rewrites.get(language);
  if (!found) {
    const pairs = Object.entries(loadFormalLines(language));
    const longestFirst = (list: Rewrite[]) => [...list].sort((a, b) => b.length - a.length);
    found = {
      toFormal: longestFirst(pairs.map(([informal, formal]) => rewriteOf(informal, formal))),
      toInformal: longestFirst(pairs.map(([informal, formal]) => rewriteOf(formal, informal))),
    };
    rewrites.set(language, found);
  }
  return found;
}

function rewrite(text: string, list: readonly Rewrite[]): string {
  const spans: { start: number; end: number; text: string }[] = [];
  for (const { pattern, fill } of list)
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (spans.some((span) => start < span.end && span.start < end)) continue;
      spans.push({ start, end, text: fill(match) });
    }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start);
  let result = '';
  let at = 0;
  for (const span of spans) {
    result += text.slice(at, span.start) + span.text;
    at = span.end;
  }
  return result + text.slice(at);
}

/** The register a line of the partner's shows: formal or informal lines in it, or none. */
function shownRegister(language: RegisterLanguage, line: string): Register | undefined {
  const { toFormal, toInformal } = rewritesFor(language);
  if (toInformal.some(({ pattern }) => line.search(pattern) >= 0)) return 'formal';
  if (toFormal.some(({ pattern }) => line.search(pattern) >= 0)) return 'informal';
  return undefined;
}

/** Conversations where the partner mirrors the learner; the waiter and the drills keep their own. */
const mirrors = (turn: TutorTurn): turn is TutorTurn & { language: RegisterLanguage } =>
  (turn.topic === null || turn.topic === 'free-conversation') && isRegisterLanguage(turn.language);

/**
 * The learner's register in this conversation: their newest choice in the history window or this
 * message; when the window holds none, the one the partner's own lines show (the choice made earlier);
 * else informal.
 */
export function conversationRegister(turn: TutorTurn): Register {
  if (!isRegisterLanguage(turn.language)) return 'informal';
  const learnerLines = turn.history.filter((line) => line.sender === 'user').map((line) => line.content);
  const chosen = latestChoice(turn.language, [...learnerLines, turn.learnerMessage]);
  if (chosen) return chosen;
  const language = turn.language;
  const shown = turn.history
    .filter((line) => line.sender === 'ai')
    .map((line) => shownRegister(language, line.content))
    .filter((register) => register !== undefined);
  return shown.at(-1) ?? 'informal';
}

/**
 * The partner's reply in the learner's register: in a conversation with a learner who says usted (vous),
 * every scripted line that says tú (tu) is replaced by its formal version, with the same values.
 */
export function inLearnerRegister(turn: TutorTurn, reply: string): string {
  if (!mirrors(turn) || conversationRegister(turn) === 'informal') return reply;
  return rewrite(reply, rewritesFor(turn.language).toFormal);
}

/**
 * The turn with the partner's earlier lines as the script writes them (informal), so that what it has
 * said and asked is recognised whatever register it said it in.
 */
export function asScripted(turn: TutorTurn): TutorTurn {
  if (!mirrors(turn)) return turn;
  const { toInformal } = rewritesFor(turn.language);
  return {
    ...turn,
    history: turn.history.map((line) =>
      line.sender === 'ai' ? { ...line, content: rewrite(line.content, toInformal) } : line,
    ),
  };
}
