import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  MicrophoneUnavailableError,
  startVoiceActivity,
  type VoiceActivity,
  type VoiceActivityHandlers,
} from '../../lib/audio/voice-activity.ts';
import { isSilenceSetting, type SilenceSetting } from '../../../shared/domain/turn-taking.ts';

const HANDS_FREE_KEY = 'linguacoach-hands-free';
const SILENCE_KEY = 'linguacoach-silence-seconds';

/** What hands-free listening is doing: off, loading the detector, waiting, or hearing the learner. */
export type HandsFreeState = 'off' | 'starting' | 'listening' | 'hearing' | 'failed';

/** Whether the learner left hands-free on, on this device (push-to-talk is the default). */
export function useHandsFreePreference() {
  const [isOn, setIsOn] = useState(() => globalThis.localStorage?.getItem(HANDS_FREE_KEY) === 'on');
  const set = useCallback((next: boolean) => {
    globalThis.localStorage?.setItem(HANDS_FREE_KEY, next ? 'on' : 'off');
    setIsOn(next);
  }, []);
  return [isOn, set] as const;
}

/** The learner's own pause before a turn ends, on this device; null for the level's. */
export function useSilenceSetting() {
  const [setting, setSetting] = useState<SilenceSetting | null>(() => {
    const stored = Number(globalThis.localStorage?.getItem(SILENCE_KEY) ?? Number.NaN);
    return isSilenceSetting(stored) ? stored : null;
  });
  const set = useCallback((next: SilenceSetting | null) => {
    if (next === null) globalThis.localStorage?.removeItem(SILENCE_KEY);
    else globalThis.localStorage?.setItem(SILENCE_KEY, String(next));
    setSetting(next);
  }, []);
  return [setting, set] as const;
}

export interface HandsFreeHandlers extends Omit<VoiceActivityHandlers, 'onSpeechEnd'> {
  /** A finished turn, as a WAV recording. */
  onTurn(recording: Blob): void;
  onError(error: 'denied' | 'failed'): void;
}

/**
 * Hands-free listening (decision 213) while `enabled`: the microphone stays open, the voice activity model
 * decides when the learner speaks and when their turn is over (after `silenceMs` of silence), and each
 * turn is handed over without a click.
 */
export function useHandsFree(enabled: boolean, silenceMs: number, handlers: HandsFreeHandlers) {
  const [state, setState] = useState<Exclude<HandsFreeState, 'off'>>('starting');
  const activity = useRef<VoiceActivity | null>(null);
  // Read when the detector calls, so they are always this render's.
  const onSpeechStart = useEffectEvent(() => {
    setState('hearing');
    handlers.onSpeechStart();
  });
  const onSpeechConfirmed = useEffectEvent(() => handlers.onSpeechConfirmed());
  const onMisfire = useEffectEvent(() => {
    setState('listening');
    handlers.onMisfire();
  });
  const onTurn = useEffectEvent((recording: Blob) => {
    setState('listening');
    handlers.onTurn(recording);
  });
  const onError = useEffectEvent((error: 'denied' | 'failed') => {
    setState('failed');
    handlers.onError(error);
  });
  const currentSilenceMs = useEffectEvent(() => silenceMs);

  useEffect(() => {
    if (!enabled) return;
    let isCurrent = true;
    startVoiceActivity(
      {
        onSpeechStart: () => onSpeechStart(),
        onSpeechConfirmed: () => onSpeechConfirmed(),
        onMisfire: () => onMisfire(),
        onSpeechEnd: (recording) => onTurn(recording),
      },
      { silenceMs: currentSilenceMs() },
    ).then(
      (voiceActivity) => {
        if (!isCurrent) return void voiceActivity.destroy();
        activity.current = voiceActivity;
        setState('listening');
      },
      (error: unknown) => {
        if (isCurrent) onError(error instanceof MicrophoneUnavailableError ? error.reason : 'failed');
      },
    );
    return () => {
      isCurrent = false;
      void activity.current?.destroy();
      activity.current = null;
      setState('starting');
    };
  }, [enabled]);

  useEffect(() => {
    activity.current?.setSilenceMs(silenceMs);
  }, [silenceMs]);

  return enabled ? state : 'off';
}
