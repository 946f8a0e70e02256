/**
 * Grading of gap-fill drills (the grammar topic): the learner's answer must be one of the accepted
 * answers, or the whole sentence with the gap filled by one. Case, surrounding punctuation and extra
 * spaces do not matter; accents do ("a" is not "à", "esta" is not "está").
 */
interface DrillItem {
  /** The sentence with a ___ gap and the base word in brackets. */
  prompt: string;
  /** Every answer that fits the gap; the first is the one shown when the learner is wrong. */
  answers: readonly string[];
}

type NearMiss =
  /** Right letters, wrong or missing accents. */
  | 'accent'
  /** The right word with another ending: person, number, gender or tense. */
  | 'form'
  /** One letter added, missing, swapped or changed. */
  | 'spelling';

type DrillGrade =
  | { verdict: 'correct'; answer: string }
  | { verdict: 'near'; miss: NearMiss; answer: string; given: string }
  | { verdict: 'wrong'; answer: string };

const GAP = '___';

/** Lower case, one kind of apostrophe, single spaces, no punctuation or symbols around the answer. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
}

/** A whole sentence reduced to its words: punctuation inside it (commas, «», ¿?) does not count. */
function sentenceKey(text: string): string {
  return normalizeAnswer(text.normalize('NFC').replace(/[^\p{L}\p{N}'\s-]/gu, ' '));
}

export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** Edits between two words, an adjacent swap ("wnet" for "went") counting as one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The sentence around the gap, without the bracketed base word. */
function sentenceParts(prompt: string): { before: string; after: string } | undefined {
  const at = prompt.indexOf(GAP);
  if (at < 0) return undefined;
  const after = prompt.slice(at + GAP.length).replace(/^\s*\([^)]*\)/, '');
  return { before: sentenceKey(prompt.slice(0, at)), after: sentenceKey(after) };
}

/** What the learner put in the gap: the answer itself, or the middle of the sentence they wrote out. */
function gapFill(prompt: string, given: string): string {
  const parts = sentenceParts(prompt);
  const key = sentenceKey(given);
  if (parts && (parts.before || parts.after)) {
    const before = parts.before ? `${parts.before} ` : '';
    const after = parts.after ? ` ${parts.after}` : '';
    if (key.length > before.length + after.length && key.startsWith(before) && key.endsWith(after))
      return key.slice(before.length, key.length - after.length).trim();
  }
  return normalizeAnswer(given);
}

function sharedPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** How one wrong word relates to the expected one, if it is close. */
function wordMiss(given: string, expected: string): NearMiss | undefined {
  if (given === expected) return undefined;
  const bareGiven = withoutAccents(given);
  const bareExpected = withoutAccents(expected);
  if (bareGiven === bareExpected) return 'accent';
  const stem = sharedPrefix(bareGiven, bareExpected);
  if (stem >= 3 && stem >= Math.min(bareGiven.length, bareExpected.length) - 3) return 'form';
  if (expected.length >= 3 && editDistance(given, expected) === 1) return 'spelling';
  return undefined;
}

function nearMiss(given: string, expected: string): NearMiss | undefined {
  const single = wordMiss(given, expected);
  if (single) return single;
  const givenWords = given.split(' ');
  const expectedWords = expected.split(' ');
  if (givenWords.length !== expectedWords.length) return undefined;
  const differing = givenWords.flatMap((word, index) =>
    word === expectedWords[index] ? [] : [[word, expectedWords[index]!] as const],
  );
  return differing.length === 1 ? wordMiss(differing[0]![0], differing[0]![1]) : undefined;
}

/** The sentence with the gap filled by `answer`, as a learner would write it out. */
export function filledSentence(prompt: string, answer: string): string {
  return prompt.replace(/___\s*\([^)]*\)/, answer).replace(GAP, answer);
}

export function gradeDrillAnswer(item: DrillItem, given: string): DrillGrade {
  const first = item.answers[0]!;
  const answer = normalizeAnswer(given);
  const sentence = sentenceKey(given);
  for (const accepted of item.answers) {
    if (answer === normalizeAnswer(accepted)) return { verdict: 'correct', answer: accepted };
    if (sentence === sentenceKey(filledSentence(item.prompt, accepted)))
      return { verdict: 'correct', answer: accepted };
  }
  const fill = gapFill(item.prompt, given);
  if (fill) {
    for (const accepted of item.answers) {
      const miss = nearMiss(fill, normalizeAnswer(accepted));
      if (miss) return { verdict: 'near', miss, answer: accepted, given: fill };
    }
  }
  return { verdict: 'wrong', answer: first };
}
