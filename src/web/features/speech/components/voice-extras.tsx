import { AudioLines, Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { useLastRecording } from '../use-last-recording.ts';

type Look = { variant?: 'outline' | 'secondary'; className?: string };

/** "Replay my voice" (decision 213): shown once the learner has a recording of their own. */
export function ReplayMyVoiceButton({
  recording,
  variant = 'outline',
  className,
}: Look & { recording: ReturnType<typeof useLastRecording> }) {
  const { t } = useTranslation();
  if (!recording.hasRecording) return null;
  return (
    <Button
      type="button"
      size="icon"
      variant={variant}
      className={className}
      onClick={recording.play}
      disabled={recording.isPlaying}
      aria-label={t('voice.replayMine')}
      title={t('voice.replayMine')}
    >
      <Headphones aria-hidden />
    </Button>
  );
}

/** The hands-free toggle (decision 213), pressed while hands-free listens. */
export function HandsFreeToggle({
  isOn,
  onToggle,
  disabled = false,
  variant = 'outline',
  className,
  testId,
}: Look & { isOn: boolean; onToggle(): void; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      size="icon"
      variant={variant}
      className={cn(className, isOn && 'bg-emerald-700 text-white hover:bg-emerald-800')}
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={isOn}
      aria-label={t('voice.handsFree')}
      title={isOn ? t('voice.handsFreeOff') : t('voice.handsFreeOn')}
      data-testid={testId}
    >
      <AudioLines aria-hidden />
    </Button>
  );
}
