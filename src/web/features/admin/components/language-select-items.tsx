import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '../../../../shared/domain/languages.ts';
import { SelectItem } from '../../../components/ui/select.tsx';
import { Flag } from '../../../components/flag.tsx';

/** The three languages as select options, each with its flag. */
export function LanguageSelectItems() {
  const { t } = useTranslation();
  return LANGUAGE_CODES.map((code) => (
    <SelectItem key={code} value={code}>
      <span aria-hidden>
        <Flag language={code} />
      </span>{' '}
      {t(`adminDashboard.languages.${code}`)}
    </SelectItem>
  ));
}
