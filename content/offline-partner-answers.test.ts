import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  authoredReplies,
  lastQuestion,
  loadAuthoredAnswers,
  questionKey,
} from '../src/server/integrations/ai/reply-help.ts';
import type { LanguageCode } from '../src/shared/domain/languages.ts';

/**
 * "Help me answer" offline (content/offline-partner/answers/, decision 214): two replies written by
 * teachers for every question the offline partner and the course conversations end a line with, short
 * enough to say, different from each other, and typeset as the language is.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const LANGUAGES: readonly LanguageCode[] = ['english', 'spanish', 'french'];

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** Every line the teacher can end with a question, but those with a blank filled in at run time. */
function questionLines(language: LanguageCode): string[] {
  const files = [
    ['offline-partner', `${language}.json`],
    ['offline-partner', 'formal', `${language}.json`],
    ['offline-partner', 'memory', `${language}.json`],
    ['course', language, 'conversation.json'],
  ].map((parts) => path.join(ROOT, ...parts));
  return files
    .filter((file) => fs.existsSync(file))
    .flatMap((file) => stringsIn(JSON.parse(fs.readFileSync(file, 'utf8'))))
    .filter((line) => !line.includes('{') && lastQuestion(line) !== undefined);
}

const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

describe.each(LANGUAGES)('suggested replies in %s', (language) => {
  const { file, byQuestion } = loadAuthoredAnswers(language);

  it('has two replies for every question the teacher asks', () => {
    const missing = questionLines(language).filter((line) => !byQuestion.has(questionKey(lastQuestion(line)!)));
    expect(missing).toEqual([]);
  });

  it('gives two different, short replies that end as sentences do', () => {
    for (const pair of [...Object.values(file.answers), file.fallback]) {
      expect(pair[0]).not.toBe(pair[1]);
      for (const reply of pair) {
        expect(words(reply), reply).toBeLessThanOrEqual(18);
        expect(reply, reply).toMatch(/[.!?…»"]$/u);
      }
    }
  });

  it('offers the replies for any question when the line asks none or one not written', () => {
    expect(authoredReplies(language, 'Okay.')).toEqual(file.fallback);
    expect(authoredReplies(language, undefined)).toEqual(file.fallback);
  });
});

describe('typesetting', () => {
  it('French replies keep a no-break space before ? ! : ; and never a plain one', () => {
    const { file } = loadAuthoredAnswers('french');
    for (const reply of [...Object.values(file.answers).flat(), ...file.fallback]) {
      expect(reply, reply).not.toMatch(/ [?!:;]/);
      expect(reply, reply).not.toMatch(/[^\s\u00a0][?!;]/u);
    }
  });

  it('Spanish questions and exclamations open as they close', () => {
    const { file } = loadAuthoredAnswers('spanish');
    for (const reply of [...Object.values(file.answers).flat(), ...file.fallback]) {
      expect((reply.match(/¿/g) ?? []).length, reply).toBe((reply.match(/\?/g) ?? []).length);
      expect((reply.match(/¡/g) ?? []).length, reply).toBe((reply.match(/!/g) ?? []).length);
    }
  });

  it('finds the question a line ends with, however it was typed', () => {
    expect(lastQuestion('¡Qué bien! Me encanta la paella. ¿Dónde la comes?')).toBe('¿Dónde la comes?');
    expect(lastQuestion('Très bien. Et toi, comment ça va\u00a0?')).toBe('Et toi, comment ça va\u00a0?');
    expect(lastQuestion('Great. Tell me more.')).toBeUndefined();
    expect(authoredReplies('french', 'Super. Comment ça va ?')).toEqual(
      authoredReplies('french', 'Super. Comment ça va\u00a0?'),
    );
  });
});
