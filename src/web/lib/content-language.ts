import { useTranslation } from 'react-i18next';
import type { InterfaceLanguage } from '../../shared/domain/interface-languages.ts';

type ByLanguage<T> = Partial<Record<InterfaceLanguage, T | undefined>> | null | undefined;

/**
 * Quiz and kids content is written in one language and may carry its words in the others (decision
 * 202): the interface language's own words when the content has them, else the words as written.
 */
export function inLanguage<T>(language: string, written: T, localized: ByLanguage<T>): T {
  return localized?.[language as InterfaceLanguage] ?? written;
}

/** `inLanguage` for the interface language now shown. */
export function useContentLanguage() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    text: <T>(written: T, localized: ByLanguage<T>): T => inLanguage(language, written, localized),
    /** A quiz's title and description in the interface language. */
    quiz: (quiz: {
      title: string;
      description: string;
      localized?: ByLanguage<{ title?: string | undefined; description?: string | undefined }>;
    }) => ({
      title: quiz.localized?.[language as InterfaceLanguage]?.title ?? quiz.title,
      description: quiz.localized?.[language as InterfaceLanguage]?.description ?? quiz.description,
    }),
  };
}
