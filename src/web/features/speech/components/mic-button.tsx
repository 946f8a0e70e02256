import { Loader2, Mic, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecorderState } from '../../../lib/audio/recorder.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';

/** One button for the microphone: record, stop, and a spinner while the recording is processed. */
export function MicButton({
  state,
  onClick,
  disabled = false,
}: {
  state: RecorderState;
  onClick(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const label =
    state === 'recording'
      ? t('voice.stopRecording')
      : state === 'processing'
        ? t('voice.processing')
        : t('voice.record');
  return (
    <Button
      type="button"
      size="icon"
      variant={state === 'recording' ? 'destructive' : 'outline'}
      onClick={onClick}
      disabled={disabled || state === 'processing'}
      aria-label={label}
      title={label}
      aria-pressed={state === 'recording'}
      data-recorder-state={state}
      className={cn(state === 'recording' && 'animate-pulse')}
    >
      {state === 'recording' ? (
        <Square aria-hidden />
      ) : state === 'processing' ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : (
        <Mic aria-hidden />
      )}
    </Button>
  );
}

/** The visible words for the recorder's state, for a status line. */
export function recorderStatusKey(state: RecorderState): string | undefined {
  if (state === 'recording') return 'voice.recording';
  if (state === 'processing') return 'voice.processing';
  return undefined;
}
