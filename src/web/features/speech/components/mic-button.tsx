import { Loader2, Mic, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecorderState } from '../../../lib/audio/recorder.ts';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { VoiceInputMode } from '../voice-availability.ts';

/**
 * One button for the microphone: record, stop, and a spinner while the recording is processed. Disabled
 * while the browser's recogniser is being tried, and where no recogniser can work (`unavailableNoteId`
 * names the VoiceUnavailableNote that says why).
 */
export function MicButton({
  state,
  onClick,
  disabled = false,
  mode,
  unavailableNoteId,
}: {
  state: RecorderState;
  onClick(): void;
  disabled?: boolean;
  mode: VoiceInputMode;
  unavailableNoteId?: string;
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
      disabled={disabled || state === 'processing' || mode === 'checking' || mode === 'unavailable'}
      aria-label={label}
      aria-describedby={mode === 'unavailable' ? unavailableNoteId : undefined}
      data-voice-mode={mode}
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

/** Why the microphone is disabled: no recogniser here, and what the school's operator can set up. */
export function VoiceUnavailableNote({
  id,
  textKey = 'voice.unavailable',
  className,
}: {
  id: string;
  textKey?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className={cn('text-xs text-muted-foreground', className)} data-testid="voice-unavailable">
      {t(textKey)}
    </p>
  );
}

/** The visible words for the recorder's state, for a status line. */
export function recorderStatusKey(state: RecorderState): string | undefined {
  if (state === 'recording') return 'voice.recording';
  if (state === 'processing') return 'voice.processing';
  return undefined;
}
