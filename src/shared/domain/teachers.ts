import type { LanguageCode } from './languages.ts';

export interface Teacher {
  language: LanguageCode;
  name: string;
  city: string;
  flag: string;
  /** i18n key of the one-line description shown in the picker. */
  descriptionKey: string;
  /** Accent colour of the teacher's card and avatar (hex). */
  color: string;
  /** espeak-ng voice for offline speech. */
  offlineVoice: string;
  /** Voice name for OpenAI-compatible speech. */
  aiVoice: string;
  /** Browser speech synthesis language. */
  speechTag: string;
}

/** The three AI teachers (SPEC §1): one persona per language. */
export const TEACHERS: Readonly<Record<LanguageCode, Teacher>> = {
  english: {
    language: 'english',
    name: 'Emma',
    city: 'San Diego, California',
    flag: '🇺🇸',
    descriptionKey: 'teachers.english.description',
    color: '#2563eb',
    offlineVoice: 'en-us',
    aiVoice: 'nova',
    speechTag: 'en-US',
  },
  spanish: {
    language: 'spanish',
    name: 'Lucía',
    city: 'Madrid',
    flag: '🇪🇸',
    descriptionKey: 'teachers.spanish.description',
    color: '#dc2626',
    offlineVoice: 'es',
    aiVoice: 'shimmer',
    speechTag: 'es-ES',
  },
  french: {
    language: 'french',
    name: 'Camille',
    city: 'Paris',
    flag: '🇫🇷',
    descriptionKey: 'teachers.french.description',
    color: '#7c3aed',
    offlineVoice: 'fr',
    aiVoice: 'alloy',
    speechTag: 'fr-FR',
  },
};
