import { Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SPEECH_SPEED_MAX, SPEECH_SPEED_MIN } from '../../../../shared/contracts/speech.ts';

const STEPS = [0.7, 0.8, 0.9, 1, 1.1, 1.2].filter(
  (step) => step >= SPEECH_SPEED_MIN && step <= SPEECH_SPEED_MAX,
);

/** The teacher's voice speed, 0.7–1.2×. */
export function SpeedControl({ speed, onChange }: { speed: number; onChange(speed: number): void }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-1 text-sm" title={t('voice.speed')}>
      <Gauge className="size-4" aria-hidden />
      <span className="sr-only">{t('voice.speed')}</span>
      <select
        value={speed}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-md border border-input bg-background px-1.5 py-1 text-sm"
      >
        {STEPS.map((step) => (
          <option key={step} value={step}>
            {t('voice.speedValue', { speed: step })}
          </option>
        ))}
      </select>
    </label>
  );
}
