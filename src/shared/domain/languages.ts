export const LANGUAGE_CODES = ['english', 'spanish', 'french'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export interface Language {
  code: LanguageCode;
  name: string;
  /** The language's own name for itself. */
  nativeName: string;
  /** BCP 47 tag for speech (browser voices, recognisers). */
  speechTag: string;
}

export const LANGUAGES: Readonly<Record<LanguageCode, Language>> = {
  english: { code: 'english', name: 'English', nativeName: 'English', speechTag: 'en-US' },
  spanish: { code: 'spanish', name: 'Spanish', nativeName: 'Español', speechTag: 'es-ES' },
  french: { code: 'french', name: 'French', nativeName: 'Français', speechTag: 'fr-FR' },
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
