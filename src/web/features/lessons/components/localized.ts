import { useTranslation } from 'react-i18next';
import type { Localized } from '../../../../shared/contracts/course-content.ts';

/** Picks the interface language's text of a course string the server sent in all three. */
export function useLocalized(): (text: Localized) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (text) => (language === 'es' ? text.es : language === 'fr' ? text.fr : text.en);
}
