import { Ear, Loader2, Mic, PhoneOff, Square, Timer, Video, VideoOff, Volume2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Session } from '../../../../shared/contracts/practice.ts';
import { LANGUAGES } from '../../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../../shared/domain/teachers.ts';
import { showPageAlert } from '../../../components/page-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatClock } from '../../../lib/format.ts';
import { useEndSession } from '../../practice/api/end-session.ts';
import { useSessionMessages } from '../../practice/api/get-session.ts';
import { useConversationTurn } from '../../practice/use-conversation-turn.ts';
import { useElapsedSeconds } from '../../practice/use-elapsed-seconds.ts';
import { VoiceUnavailableNote } from '../../speech/components/mic-button.tsx';
import { HandsFreeToggle, ReplayMyVoiceButton } from '../../speech/components/voice-extras.tsx';
import { useSpeaker } from '../../speech/speaker.ts';
import { useHandsFreePreference } from '../../speech/use-hands-free.ts';
import { useLastRecording } from '../../speech/use-last-recording.ts';
import { useHandsFreeConversation } from '../../speech/use-hands-free-conversation.ts';
import { useVoiceInput, type VoiceInputError } from '../../speech/use-voice-input.ts';
import {
  unlockTeacherVoice,
  useMouthFromAudio,
  usePrefersReducedMotion,
  useVoiceActivity,
} from '../teacher-voice-analyser.ts';
import { useCamera, type CameraError } from '../use-camera.ts';
import { CallSidePanel } from './call-side-panel.tsx';
import { Flag } from '../../../components/flag.tsx';
import { JoinCallDialog } from './join-call-dialog.tsx';
import { SelfPreview } from './self-preview.tsx';
import { setMouthOpening, TeacherAvatar } from './teacher-avatar.tsx';

const CAMERA_ERROR_KEYS: Record<CameraError, string> = {
  denied: 'videoCall.errors.cameraDenied',
  'not-found': 'videoCall.errors.cameraNotFound',
  failed: 'videoCall.errors.cameraFailed',
};

/**
 * A running video call (docs/product.md#practice): the teacher's avatar speaking with the voice that actually
 * plays, the timer, voice input sent straight to the teacher, the camera self-preview and the side panel.
 */
export function VideoCall({ session, joined = false }: { session: Session; joined?: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const teacher = TEACHERS[session.language];
  const language = LANGUAGES[session.language];
  const { data: messages = [] } = useSessionMessages(session.id);
  const endSession = useEndSession();
  const speaker = useSpeaker(session);
  const [teacherVoice] = useState(() => speaker.getAudio());
  const elapsed = useElapsedSeconds(session.startedAt);
  const isReducedMotion = usePrefersReducedMotion();
  // Joined already when the click on Join started this call; a reload asks again (sound needs a click).
  const [hasJoined, setHasJoined] = useState(joined);
  const isBusy = useRef(false);
  const hasSpoken = useRef(false);
  // Speak each sentence as soon as it is complete, while the rest is still arriving.
  const turn = useConversationTurn(session, {
    onDelta: (delta) => {
      hasSpoken.current = true;
      speaker.feed(delta);
    },
  });
  const { pending } = turn;
  const sendTurn = turn.mutate;
  const hasGreeted = useRef(false);
  const mouth = useRef<SVGGElement>(null);
  const voiceActivity = useVoiceActivity(teacherVoice);

  const onMouthOpening = useCallback((opening: number) => {
    if (mouth.current) setMouthOpening(mouth.current, opening);
  }, []);
  useMouthFromAudio(teacherVoice, hasJoined && !isReducedMotion, onMouthOpening);

  // The teacher greets once the learner has joined (a click: browsers allow sound after one).
  useEffect(() => {
    if (!hasJoined || hasGreeted.current) return;
    const greeting = messages.find((message) => message.sender === 'ai');
    if (!greeting) return;
    hasGreeted.current = true;
    void speaker.speak(greeting);
  }, [hasJoined, messages, speaker]);

  // Joined before this page opened the call: its voice is connected to the analyser now.
  useEffect(() => {
    if (joined) unlockTeacherVoice(isReducedMotion ? null : teacherVoice);
  }, [joined, isReducedMotion, teacherVoice]);

  function join() {
    unlockTeacherVoice(isReducedMotion ? null : teacherVoice);
    setHasJoined(true);
  }

  /** Her reply to each turn may be cut into (hands-free); set once hands-free is wired below. */
  const replies = useRef<{ turnSent(): void; replyStored(messageId: number): boolean } | null>(null);
  /** A hands-free turn finished while the teacher's answer to the last one was still on its way. */
  const waitingTurn = useRef<string | null>(null);

  const sendToTeacher = useCallback(
    function send(text: string) {
      const message = text.trim();
      if (!message) return;
      if (isBusy.current) {
        waitingTurn.current = message;
        return;
      }
      isBusy.current = true;
      hasSpoken.current = false;
      replies.current?.turnSent();
      speaker.stop();
      sendTurn(message, {
        onSuccess: (result) => {
          if (replies.current?.replyStored(result.message.id)) return;
          if (hasSpoken.current) void speaker.finish();
          else void speaker.speak(result.message);
        },
        onError: () => speaker.stop(),
        onSettled: () => {
          isBusy.current = false;
          const next = waitingTurn.current;
          waitingTurn.current = null;
          if (next) send(next);
        },
      });
    },
    [sendTurn, speaker],
  );

  const myVoice = useLastRecording();
  const keepRecording = myVoice.keep;
  const voiceHandlers = useMemo(
    () => ({
      onRecording: keepRecording,
      onTranscript: (transcript: { text: string }) => {
        if (!transcript.text.trim()) {
          toast({ description: t('voice.nothingHeard') });
          return;
        }
        // docs/product.md#practice: in the video call the transcript is sent directly.
        sendToTeacher(transcript.text);
      },
      onError: (error: VoiceInputError) => {
        if (error === 'unauthenticated') showPageAlert(t('voice.unauthenticated'));
        else if (error === 'denied')
          toast({
            variant: 'destructive',
            title: t('voice.micAccessErrorTitle'),
            description: t('videoCall.errors.micDenied', { name: teacher.name }),
          });
        else if (error === 'limit')
          toast({ variant: 'destructive', description: t('conversation.limitExceeded') });
        else if (error === 'unavailable')
          toast({
            title: t('videoCall.errors.unavailableTitle'),
            description: t('videoCall.errors.unavailable'),
          });
        else
          toast({
            variant: 'destructive',
            title: t('voice.audioProcessingErrorTitle'),
            description: t('videoCall.errors.audioProcessing'),
          });
      },
    }),
    [keepRecording, sendToTeacher, t, teacher.name],
  );
  const voice = useVoiceInput(session, voiceHandlers);
  const isVoiceUsable = voice.mode === 'server' || voice.mode === 'browser';

  // Hands-free (decision 213): the server's recogniser hears each turn the voice activity model cuts.
  const [isHandsFreeChosen, setHandsFree] = useHandsFreePreference();
  const canHandsFree = voice.mode === 'server';
  const isHandsFree = isHandsFreeChosen && canHandsFree;
  const handsFree = useHandsFreeConversation(session, speaker, {
    enabled: hasJoined && isHandsFree && !endSession.isPending,
    isTeacherTurn: pending !== null || speaker.isSpeaking || voiceActivity.isPlaying,
    onTranscript: sendToTeacher,
    onRecording: keepRecording,
    onError: (error) => {
      if (error === 'hands-free') {
        setHandsFree(false);
        toast({ variant: 'destructive', description: t('voice.handsFreeFailed') });
      } else voiceHandlers.onError(error);
    },
  });
  useEffect(() => {
    replies.current = handsFree;
  }, [handsFree]);
  const unavailableNoteId = useId();

  const onCameraError = useCallback(
    (error: CameraError) =>
      toast({
        variant: 'destructive',
        title: t('videoCall.errors.cameraTitle'),
        description: t(CAMERA_ERROR_KEYS[error]),
      }),
    [t],
  );
  const camera = useCamera(onCameraError);

  function toggleMicrophone() {
    // The learner's turn: the teacher stops talking so the microphone hears only the learner.
    if (voice.state === 'idle') speaker.stop();
    void voice.toggle();
  }

  function endCall() {
    speaker.stop();
    endSession.mutate(session.id, {
      // The call's report (with its transcript) comes next, as after a chat.
      onSuccess: () => navigate(`/conversation?review=${session.id}`),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('videoCall.errors.endFailed'),
          description: describeError(error, String(error)),
        }),
    });
  }

  const isTeacherSpeaking = voiceActivity.isPlaying || speaker.isSpeaking;
  let status: { text: string; tone: 'recording' | 'busy' | 'speaking' | 'listening' | 'idle' };
  if (voice.state === 'recording') status = { text: t('voice.recording'), tone: 'recording' };
  else if (handsFree.state === 'hearing') status = { text: t('voice.hearing'), tone: 'recording' };
  else if (voice.state === 'processing') status = { text: t('voice.processing'), tone: 'busy' };
  else if (pending && !isTeacherSpeaking)
    status = { text: t('videoCall.status.thinking', { name: teacher.name }), tone: 'busy' };
  else if (isTeacherSpeaking)
    status = { text: t('videoCall.status.speaking', { name: teacher.name }), tone: 'speaking' };
  else if (handsFree.state === 'processing') status = { text: t('voice.processing'), tone: 'busy' };
  else if (handsFree.state === 'starting') status = { text: t('voice.handsFreeStarting'), tone: 'busy' };
  else if (handsFree.state === 'listening') status = { text: t('voice.listening'), tone: 'listening' };
  else status = { text: t('videoCall.status.idle'), tone: 'idle' };

  const canSend = hasJoined && pending === null && voice.state === 'idle' && !endSession.isPending;
  const isRecording = voice.state === 'recording';

  return (
    <div className="flex min-h-dvh flex-col bg-background lg:h-dvh lg:flex-row lg:overflow-hidden">
      <main
        aria-label={t('videoCall.title', { name: teacher.name })}
        className="relative flex h-[72dvh] min-h-[26rem] flex-col overflow-hidden text-white lg:h-auto lg:min-h-0 lg:flex-1"
        style={{
          background: `radial-gradient(circle at 50% 40%, ${teacher.color}cc 0%, ${teacher.color}55 35%, #0b1020 80%)`,
        }}
        data-testid="call-stage"
        data-voice-playing={voiceActivity.isPlaying ? 'true' : 'false'}
        data-voice-clips-finished={voiceActivity.clipsFinished}
      >
        <header className="z-10 flex flex-wrap items-center gap-3 bg-gradient-to-b from-black/60 to-transparent p-4">
          <div className="mr-auto">
            <h1 className="text-lg font-semibold drop-shadow">
              {t('videoCall.title', { name: teacher.name })}
            </h1>
            <p className="text-sm text-white/80">
              {/* The flag is drawn (emoji flags show as letters on Windows); the string keeps its place. */}
              <Flag language={language.code} className="mr-1" />
              {t('videoCall.from', { flag: '', city: teacher.city }).trim()} ·{' '}
              {t(`languageNames.${language.code}`)}
            </p>
          </div>
          <span
            className="flex items-center gap-1.5 rounded-full bg-black/50 px-3 py-1 font-mono text-sm tabular-nums"
            role="timer"
            aria-label={t('videoCall.timer')}
            data-testid="call-timer"
          >
            <Timer className="size-4" aria-hidden />
            {formatClock(elapsed)}
          </span>
        </header>

        <div className="pointer-events-none absolute inset-x-0 top-14 bottom-0 flex items-end justify-center">
          <TeacherAvatar
            teacher={teacher}
            label={t('videoCall.avatarLabel', {
              name: teacher.name,
              language: t(`languageNames.${language.code}`),
            })}
            mouthRef={mouth}
            className="h-full max-h-[52rem] w-auto max-w-full drop-shadow-2xl"
          />
        </div>

        <p
          role="status"
          aria-label={t('videoCall.status.label')}
          className={cn(
            'absolute top-20 left-1/2 z-10 flex -translate-x-1/2 items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium whitespace-nowrap shadow',
            status.tone === 'recording' && 'bg-red-600 text-white',
            status.tone === 'busy' && 'bg-amber-400 text-black',
            status.tone === 'speaking' && 'bg-white text-black',
            status.tone === 'idle' && 'bg-black/50 text-white',
            status.tone === 'listening' && 'bg-emerald-700 text-white',
          )}
          data-testid="call-status"
          data-hands-free={handsFree.state}
        >
          {status.tone === 'recording' ? (
            <span className="size-2.5 rounded-full bg-white motion-safe:animate-pulse" aria-hidden />
          ) : null}
          {status.tone === 'busy' ? (
            <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden />
          ) : null}
          {status.tone === 'speaking' ? <Volume2 className="size-4" aria-hidden /> : null}
          {status.tone === 'listening' ? <Ear className="size-4" aria-hidden /> : null}
          {status.text}
        </p>

        {camera.stream ? <SelfPreview stream={camera.stream} label={t('videoCall.selfPreview')} /> : null}

        {/* Captions: the sentence her voice is saying now (the transcript beside has every word already). */}
        {speaker.caption ? (
          <p
            aria-hidden
            className="absolute inset-x-4 bottom-32 z-10 mx-auto max-w-2xl rounded-lg bg-black/70 px-4 py-2 text-center text-base text-white shadow sm:text-lg"
            data-testid="call-caption"
          >
            {speaker.caption}
          </p>
        ) : null}

        <div
          role="group"
          aria-label={t('videoCall.controls.label')}
          className="absolute inset-x-0 bottom-0 z-10 flex flex-wrap items-center justify-center gap-4 bg-gradient-to-t from-black/70 to-transparent p-5 pt-10"
        >
          <Button
            size="icon"
            variant="secondary"
            className="size-12 rounded-full"
            onClick={() => void camera.toggle()}
            disabled={camera.isStarting}
            aria-pressed={camera.isOn}
            aria-label={camera.isOn ? t('videoCall.controls.cameraOff') : t('videoCall.controls.cameraOn')}
            title={camera.isOn ? t('videoCall.controls.cameraOff') : t('videoCall.controls.cameraOn')}
          >
            {camera.isOn ? <Video aria-hidden /> : <VideoOff aria-hidden />}
          </Button>
          <Button
            size="icon"
            className={cn(
              'size-16 rounded-full [&_svg]:size-7',
              isRecording
                ? 'bg-red-600 text-white hover:bg-red-700'
                : 'bg-white text-black hover:bg-white/90',
            )}
            onClick={toggleMicrophone}
            disabled={
              !hasJoined ||
              !isVoiceUsable ||
              isHandsFree ||
              voice.state === 'processing' ||
              (pending !== null && !isRecording)
            }
            aria-label={isRecording ? t('voice.stopRecording') : t('voice.record')}
            aria-describedby={voice.mode === 'unavailable' ? unavailableNoteId : undefined}
            title={isRecording ? t('voice.stopRecording') : t('voice.record')}
            data-testid="call-microphone"
            data-voice-mode={voice.mode}
          >
            {voice.state === 'processing' ? (
              <Loader2 className="motion-safe:animate-spin" aria-hidden />
            ) : isRecording ? (
              <Square aria-hidden />
            ) : (
              <Mic aria-hidden />
            )}
          </Button>
          <ReplayMyVoiceButton recording={myVoice} variant="secondary" className="size-12 rounded-full" />
          {canHandsFree ? (
            <HandsFreeToggle
              isOn={isHandsFree}
              onToggle={() => {
                if (!isHandsFree) speaker.stop();
                setHandsFree(!isHandsFree);
              }}
              disabled={!hasJoined}
              variant="secondary"
              className="size-12 rounded-full"
              testId="call-hands-free"
            />
          ) : null}
          <Button
            variant="destructive"
            className="h-12 rounded-full px-5"
            onClick={endCall}
            disabled={endSession.isPending}
          >
            <PhoneOff aria-hidden />
            {endSession.isPending ? t('videoCall.controls.ending') : t('videoCall.controls.endCall')}
          </Button>
          {voice.mode === 'unavailable' ? (
            <VoiceUnavailableNote
              id={unavailableNoteId}
              textKey="videoCall.errors.unavailable"
              className="basis-full text-center text-white/90 drop-shadow"
            />
          ) : null}
        </div>
      </main>

      <CallSidePanel
        teacher={teacher}
        language={session.language}
        messages={messages}
        pending={pending}
        elapsedSeconds={elapsed}
        canSend={canSend}
        onSend={(text) => sendToTeacher(text)}
        sessionId={session.id}
        speed={speaker.speed}
        onSpeedChange={speaker.setSpeed}
        silence={isHandsFree ? handsFree.silence : undefined}
      />

      {hasJoined ? null : (
        <JoinCallDialog teacher={teacher} isLeaving={endSession.isPending} onJoin={join} onLeave={endCall} />
      )}
    </div>
  );
}
