import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { silenceWindowMs } from '../../../shared/domain/turn-taking.ts';
import { usePlacements } from '../placement/api/get-placements.ts';
import { useMarkInterrupted } from '../practice/api/mark-interrupted.ts';
import { transcribe } from './api/transcribe.ts';
import type { Speaker } from './speaker.ts';
import { useHandsFree, useSilenceSetting, type HandsFreeState } from './use-hands-free.ts';
import { classify, type VoiceInputError } from './use-voice-input.ts';

/**
 * How long a first sound may hold the teacher's voice before it is taken for a noise and the voice goes
 * on: speech is confirmed within about a quarter of a second of its start.
 */
const HOLD_MS = 700;

export interface HandsFreeConversation {
  /** Off, starting, listening, hearing the learner, or sending what they said. */
  state: HandsFreeState | 'processing';
  /** A learner turn is on its way to the teacher: her reply to it is the one the learner may cut into. */
  turnSent(): void;
  /**
   * Her reply is stored: true when the learner cut in before then (the reply is marked as not heard and
   * must not be spoken), false when it may be spoken.
   */
  replyStored(messageId: number): boolean;
  silence: {
    setting: ReturnType<typeof useSilenceSetting>[0];
    set: ReturnType<typeof useSilenceSetting>[1];
    /** The pause their level gives, shown beside the choices. */
    levelMs: number;
  };
}

/**
 * A hands-free voice conversation (decision 213): each turn the learner finishes is transcribed for the
 * session and handed to `onTranscript`, and speaking while the teacher talks cuts her off: her voice
 * holds at the first sound, stops for good once it is speech (the server is told how much of the reply was
 * heard, decision 212), and goes on if it was only a noise.
 */
export function useHandsFreeConversation(
  session: { id: number; language: LanguageCode },
  speaker: Speaker,
  options: {
    enabled: boolean;
    /** Whether the teacher is talking or about to (a reply is on its way). */
    isTeacherTurn: boolean;
    onTranscript(text: string): void;
    /** Each finished turn's recording, before it is transcribed. */
    onRecording?(recording: Blob): void;
    onError(error: VoiceInputError | 'hands-free'): void;
  },
): HandsFreeConversation {
  const { data: placements } = usePlacements();
  const level = placements?.current.find((placement) => placement.language === session.language)?.level;
  const [setting, setSetting] = useSilenceSetting();
  const levelMs = silenceWindowMs(level);
  const silenceMs = silenceWindowMs(level, setting);
  const [isProcessing, setIsProcessing] = useState(false);

  const hold = useRef<ReturnType<typeof setTimeout> | null>(null);
  const markInterrupted = useMarkInterrupted();
  const markCut = markInterrupted.mutate;
  /** The teacher's latest reply once stored, and how much of a reply still arriving was heard. */
  const lastReply = useRef<number | null>(null);
  const cutAt = useRef<number | null>(null);
  const turnSent = useCallback(() => {
    lastReply.current = null;
    cutAt.current = null;
  }, []);
  const replyStored = useCallback(
    (messageId: number) => {
      lastReply.current = messageId;
      if (cutAt.current === null) return false;
      markCut({ messageId, heardChars: cutAt.current });
      return true;
    },
    [markCut],
  );

  const release = () => {
    if (hold.current === null) return false;
    clearTimeout(hold.current);
    hold.current = null;
    return true;
  };
  useEffect(() => () => void release(), []);

  const state = useHandsFree(options.enabled, silenceMs, {
    onSpeechStart() {
      if (!speaker.isSpeaking || !options.isTeacherTurn || hold.current !== null) return;
      speaker.pause();
      hold.current = setTimeout(() => {
        hold.current = null;
        speaker.resume();
      }, HOLD_MS);
    },
    onSpeechConfirmed() {
      const wasHeld = release();
      if (!wasHeld && !options.isTeacherTurn) return;
      const heardChars = speaker.interrupt();
      if (lastReply.current !== null) markCut({ messageId: lastReply.current, heardChars });
      else cutAt.current = heardChars;
    },
    onMisfire() {
      if (release()) speaker.resume();
    },
    onTurn(recording) {
      options.onRecording?.(recording);
      setIsProcessing(true);
      transcribe(recording, session.id)
        .then(
          (transcript) => {
            // A turn the recogniser found no words in (a cough, a door) is not sent.
            if (transcript.text.trim()) options.onTranscript(transcript.text);
          },
          (error: unknown) => options.onError(classify(error)),
        )
        .finally(() => setIsProcessing(false));
    },
    onError(error) {
      options.onError(error === 'denied' ? 'denied' : 'hands-free');
    },
  });

  return useMemo(
    () => ({
      state: isProcessing && state !== 'hearing' ? 'processing' : state,
      turnSent,
      replyStored,
      silence: { setting, set: setSetting, levelMs },
    }),
    [isProcessing, levelMs, replyStored, setSetting, setting, state, turnSent],
  );
}
