import type { LanguageCode } from '../../../../shared/domain/languages.ts';

/**
 * Words learners rightly use that a spelling dictionary may not know: loanwords, brands written in lower
 * case, and the chat words of each language. Kept short and common; capitalised names never need listing
 * (capitalised words inside a sentence are left alone).
 */
const SHARED = [
  'app',
  'apps',
  'blog',
  'bus',
  'chat',
  'cool',
  'email',
  'emails',
  'e-mail',
  'emoji',
  'fan',
  'fans',
  'gym',
  'hobby',
  'instagram',
  'internet',
  'jazz',
  'link',
  'links',
  'lol',
  'netflix',
  'ok',
  'okay',
  'online',
  'pizza',
  'pizzas',
  'podcast',
  'podcasts',
  'rock',
  'selfie',
  'smartphone',
  'software',
  'startup',
  'streaming',
  'sushi',
  'tiktok',
  'uber',
  'whatsapp',
  'wifi',
  'wi-fi',
  'yoga',
  'youtube',
  'youtuber',
  'zoom',
];

const BY_LANGUAGE: Record<LanguageCode, string[]> = {
  english: ['tbt', 'omg', 'btw', 'thx', 'ramen', 'tiramisu', 'guacamole', 'tacos', 'taco', 'barista'],
  spanish: [
    'baguette',
    'brunch',
    'burger',
    'cheesecake',
    'crossfit',
    'findesemana',
    'look',
    'marketing',
    'máster',
    'pádel',
    'playlist',
    'ramen',
    'runner',
    'spa',
    'sándwich',
    'tablet',
    'top',
    'tuit',
  ],
  french: [
    'brunch',
    'burger',
    'challenge',
    'chum',
    'fac',
    'feedback',
    'foot',
    'job',
    'mail',
    'mails',
    'mdr',
    'ptdr',
    'parking',
    'prof',
    'profs',
    'resto',
    'running',
    'shopping',
    'start-up',
    'sympa',
    'sympas',
    'texto',
    'weekend',
    'week-end',
  ],
};

const LOANWORDS: Record<LanguageCode, ReadonlySet<string>> = {
  english: new Set([...SHARED, ...BY_LANGUAGE.english]),
  spanish: new Set([...SHARED, ...BY_LANGUAGE.spanish]),
  french: new Set([...SHARED, ...BY_LANGUAGE.french]),
};

/** Laughter and chat fillers: haha, jajaja, jeje, hehe, lol, xd, mdr… */
const CHAT_FILLER =
  /^(?:(?:ha|ja|je|he|hi|ji|ah)+h?|x+d+|lo+l|md+r+|pt+dr+|hm+|mm+|u+h+|o+h+|a+h+|wo+w|ye+s+|no+)$/i;

export function isLoanword(language: LanguageCode, word: string): boolean {
  const lower = word.toLowerCase();
  return LOANWORDS[language].has(lower) || CHAT_FILLER.test(lower);
}
