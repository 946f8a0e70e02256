import type { LanguageCode } from './languages.ts';

export interface Teacher {
  language: LanguageCode;
  name: string;
  city: string;
  /** i18n key of the one-line description shown in the picker. */
  descriptionKey: string;
  /** Accent colour of the teacher's card and avatar (hex). */
  color: string;
  /** espeak-ng voice for offline speech. */
  offlineVoice: string;
  /** Voice name for OpenAI-compatible speech. */
  aiVoice: string;
}

/**
 * The three AI teachers (docs/product.md#practice): one persona per language. The flag and the speech tag are
 * the language's own (LANGUAGES[teacher.language]).
 */
export const TEACHERS: Readonly<Record<LanguageCode, Teacher>> = {
  english: {
    language: 'english',
    name: 'Emma',
    city: 'San Diego, California',
    descriptionKey: 'teachers.english.description',
    color: '#2563eb',
    offlineVoice: 'en-us',
    aiVoice: 'nova',
  },
  spanish: {
    language: 'spanish',
    name: 'Lucía',
    city: 'Madrid',
    descriptionKey: 'teachers.spanish.description',
    color: '#dc2626',
    offlineVoice: 'es',
    aiVoice: 'shimmer',
  },
  french: {
    language: 'french',
    name: 'Camille',
    city: 'Paris',
    descriptionKey: 'teachers.french.description',
    color: '#7c3aed',
    offlineVoice: 'fr',
    aiVoice: 'alloy',
  },
};
