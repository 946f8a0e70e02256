import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Flag } from '../../../components/flag.tsx';

/** A row of toggle buttons choosing one language (or all, when `allLabel` is given). */
export function LanguageTabs({
  value,
  onChange,
  label,
  allLabel,
}: {
  value: LanguageCode | undefined;
  onChange(language: LanguageCode | undefined): void;
  label: string;
  allLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {allLabel ? (
        <Button
          variant={value === undefined ? 'default' : 'outline'}
          size="sm"
          aria-pressed={value === undefined}
          onClick={() => onChange(undefined)}
        >
          {allLabel}
        </Button>
      ) : null}
      {LANGUAGE_CODES.map((code) => (
        <Button
          key={code}
          variant={value === code ? 'default' : 'outline'}
          size="sm"
          aria-pressed={value === code}
          onClick={() => onChange(code)}
        >
          <span aria-hidden>
            <Flag language={code} />
          </span>
          {t(`languageNames.${code}`)}
        </Button>
      ))}
    </div>
  );
}

/** The page's `?language=` value, or undefined. */
export function languageParam(search: string): LanguageCode | undefined {
  const value = new URLSearchParams(search).get('language');
  return LANGUAGE_CODES.find((code) => code === value);
}
