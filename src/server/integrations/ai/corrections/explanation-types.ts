/** The shape of an explanation catalogue: per interface language, per correction kind or rule id. */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Writes the explanation of one correction from its original and corrected fragments. */
export type Explain = (original: string, corrected: string) => string;

export type ExplanationEntries = Record<InterfaceLanguage, Record<string, Explain>>;
