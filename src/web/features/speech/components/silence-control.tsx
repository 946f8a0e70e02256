import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SILENCE_SETTING_SECONDS, type SilenceSetting } from '../../../../shared/domain/turn-taking.ts';

/**
 * How long a pause ends the learner's turn in hands-free mode: their level's, or their own from 1 to 3
 * seconds (decision 213).
 */
export function SilenceControl({
  setting,
  levelMs,
  onChange,
}: {
  setting: SilenceSetting | null;
  levelMs: number;
  onChange(setting: SilenceSetting | null): void;
}) {
  const { t, i18n } = useTranslation();
  const seconds = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <label className="flex items-center gap-1 text-sm" title={t('voice.pause')}>
      <Hourglass className="size-4" aria-hidden />
      <span className="sr-only">{t('voice.pause')}</span>
      <select
        value={setting ?? 'level'}
        onChange={(event) =>
          onChange(event.target.value === 'level' ? null : (Number(event.target.value) as SilenceSetting))
        }
        className="rounded-md border border-input bg-background px-1.5 py-1 text-sm"
        data-testid="silence-setting"
      >
        <option value="level">{t('voice.pauseAuto', { seconds: seconds(levelMs / 1000) })}</option>
        {SILENCE_SETTING_SECONDS.map((step) => (
          <option key={step} value={step}>
            {t('voice.pauseValue', { seconds: seconds(step) })}
          </option>
        ))}
      </select>
    </label>
  );
}
