import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES } from '../../../shared/domain/interface-languages.ts';
import { isInterfaceLanguage } from '../../lib/i18n.ts';
import { LANGUAGE_NAMES, useInterfaceLanguage } from './use-interface-language.ts';

/** A small labelled select for the interface language (login page). */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const { language, setLanguage } = useInterfaceLanguage();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="sr-only">
        {t('interfaceLanguage.label')}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isInterfaceLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        {INTERFACE_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
