import { Mic, Send, Square, Timer } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { MAX_MESSAGE_LENGTH, type Session } from '../../../../shared/contracts/practice.ts';
import { TEACHERS } from '../../../../shared/domain/teachers.ts';
import { showPageAlert } from '../../../components/page-alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { describeError } from '../../../lib/api-client.ts';
import { MicButton, recorderStatusKey, VoiceUnavailableNote } from '../../speech/components/mic-button.tsx';
import { PronunciationPanel, VOICE_ERROR_KEYS } from '../../speech/components/pronunciation-panel.tsx';
import { SilenceControl } from '../../speech/components/silence-control.tsx';
import { SpeedControl } from '../../speech/components/speed-control.tsx';
import { HandsFreeToggle, ReplayMyVoiceButton } from '../../speech/components/voice-extras.tsx';
import { useSpeaker } from '../../speech/speaker.ts';
import { useHandsFreePreference } from '../../speech/use-hands-free.ts';
import { useLastRecording } from '../../speech/use-last-recording.ts';
import { useHandsFreeConversation } from '../../speech/use-hands-free-conversation.ts';
import { useVoiceInput } from '../../speech/use-voice-input.ts';
import { formatClock } from '../../../lib/format.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessionMessages } from '../api/get-session.ts';
import { useConversationTurn } from '../use-conversation-turn.ts';
import { useElapsedSeconds } from '../use-elapsed-seconds.ts';
import { KeepPhraseButton } from '../../notebook/components/keep-phrase-button.tsx';
import { LearnerMessage, TeacherMessage } from './chat-message.tsx';
import { HelpMeAnswer } from './help-me-answer.tsx';
import { useSessionSubject } from './recent-sessions.tsx';
import { Flag } from '../../../components/flag.tsx';

/** docs/product.md#practice: a transcript is sent 500 ms after it appears in the box. */
export const AUTO_SEND_DELAY_MS = 500;

/** The session's running time; only this re-renders every second, not the transcript. */
function SessionClock({ startedAt, label }: { startedAt: string; label: string }) {
  const elapsed = useElapsedSeconds(startedAt);
  return (
    <span className="flex items-center gap-1 font-mono text-sm tabular-nums" aria-label={label} role="timer">
      <Timer className="size-4" aria-hidden />
      {formatClock(elapsed)}
    </span>
  );
}

export function ChatSession({ session }: { session: Session }) {
  const { t } = useTranslation();
  const subject = useSessionSubject();
  const [, navigate] = useLocation();
  const teacher = TEACHERS[session.language];
  const { data: messages = [] } = useSessionMessages(session.id);
  const endSession = useEndSession();
  const speaker = useSpeaker(session);
  // Hands-free (decision 213): the teacher's replies are spoken as they arrive, and the learner may cut in.
  const speakReplies = useRef(false);
  const hasSpoken = useRef(false);
  const turn = useConversationTurn(session, {
    onDelta: (delta) => {
      if (!speakReplies.current) return;
      hasSpoken.current = true;
      speaker.feed(delta);
    },
  });
  const { pending } = turn;
  const [draft, setDraft] = useState('');
  const [practice, setPractice] = useState<{ id: number; content: string } | null>(null);
  const [voiceNotice, setVoiceNotice] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const isEnded = session.endedAt !== null;
  const autoSend = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(autoSend.current), []);
  const myVoice = useLastRecording();
  const keepRecording = myVoice.keep;
  const voiceHandlers = useMemo(
    () => ({
      onRecording: keepRecording,
      onTranscript: ({ text }: { text: string }) => {
        if (!text.trim()) return setVoiceNotice(t('voice.nothingHeard'));
        setVoiceNotice(null);
        setDraft(text);
        clearTimeout(autoSend.current);
        autoSend.current = setTimeout(() => submitRef.current(text), AUTO_SEND_DELAY_MS);
      },
      onError: (error: keyof typeof VOICE_ERROR_KEYS) => {
        if (error === 'unavailable') setVoiceNotice(t(VOICE_ERROR_KEYS.unavailable));
        else showPageAlert(t(VOICE_ERROR_KEYS[error]));
      },
    }),
    [keepRecording, t],
  );
  const voice = useVoiceInput(session, voiceHandlers);
  const unavailableNoteId = useId();

  const [isHandsFreeChosen, setHandsFree] = useHandsFreePreference();
  const isHandsFree = isHandsFreeChosen && voice.mode === 'server' && !isEnded;
  useEffect(() => {
    speakReplies.current = isHandsFree;
  }, [isHandsFree]);
  const handsFree = useHandsFreeConversation(session, speaker, {
    enabled: isHandsFree,
    isTeacherTurn: pending !== null || speaker.isSpeaking,
    onTranscript: (text) => voiceHandlers.onTranscript({ text }),
    onRecording: keepRecording,
    onError: (error) => {
      if (error === 'hands-free') {
        setHandsFree(false);
        setVoiceNotice(t('voice.handsFreeFailed'));
      } else voiceHandlers.onError(error);
    },
  });
  const voiceStatus =
    recorderStatusKey(voice.state) ??
    (
      {
        off: null,
        failed: null,
        starting: 'voice.handsFreeStarting',
        listening: 'voice.listening',
        hearing: 'voice.hearing',
        processing: 'voice.processing',
      } as const
    )[handsFree.state];

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [messages.length, pending?.reply]);

  function submit(spoken?: string) {
    const text = (spoken ?? draft).trim();
    if (!text || turn.isPending) return;
    setDraft('');
    hasSpoken.current = false;
    handsFree.turnSent();
    speaker.stop();
    turn.mutate(text, {
      onSuccess: (result) => {
        if (handsFree.replyStored(result.message.id)) return;
        if (hasSpoken.current) void speaker.finish();
        else if (speakReplies.current) void speaker.speak(result.message);
      },
      // The learner's words are not lost: back into the box, ready to retry.
      onError: () => setDraft((current) => current || text),
    });
  }

  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function end() {
    endSession.mutate(session.id, {
      // The session's report (with its transcript) is the first thing the learner sees after it.
      onSuccess: () => navigate(`/conversation?review=${session.id}`),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('conversation.endFailed'),
          description: describeError(error, String(error)),
        }),
    });
  }

  return (
    <div className="mx-auto flex h-[calc(100vh-10rem)] min-h-[28rem] max-w-4xl flex-col rounded-xl border bg-card shadow-sm">
      <header className="flex flex-wrap items-center gap-3 border-b p-4">
        <span
          aria-hidden
          className="flex size-11 items-center justify-center rounded-full text-2xl"
          style={{ backgroundColor: `${teacher.color}22` }}
        >
          <Flag language={session.language} />
        </span>
        <div className="mr-auto">
          <h1 className="font-semibold">
            {teacher.name} · {t(`languageNames.${session.language}`)}
          </h1>
          <p className="text-xs text-muted-foreground">{subject(session)}</p>
        </div>
        {session.tutor === 'offline' ? (
          <Badge
            variant="outline"
            title={t('conversation.offlinePartnerHelp')}
            data-testid="offline-partner-label"
          >
            {t('conversation.offlinePartner')}
          </Badge>
        ) : null}
        <SpeedControl speed={speaker.speed} onChange={speaker.setSpeed} />
        {isHandsFree ? (
          <SilenceControl
            setting={handsFree.silence.setting}
            levelMs={handsFree.silence.levelMs}
            onChange={handsFree.silence.set}
          />
        ) : null}
        <SessionClock startedAt={session.startedAt} label={t('conversation.timer')} />
        {isEnded ? null : (
          <Button variant="destructive" size="sm" onClick={end} disabled={endSession.isPending}>
            <Square aria-hidden />
            {endSession.isPending ? t('conversation.ending') : t('conversation.end')}
          </Button>
        )}
      </header>

      <ol
        ref={listRef}
        className="flex-1 space-y-4 overflow-y-auto p-4"
        // A list that scrolls is reached by keyboard too.
        tabIndex={0}
        aria-live="polite"
        aria-label={t('conversation.transcriptLabel')}
      >
        {messages.map((message) =>
          message.sender === 'ai' ? (
            <TeacherMessage
              key={message.id}
              teacher={teacher}
              content={message.content}
              interruptedAt={message.interruptedAt}
              onSpeak={() => void speaker.speak(message)}
              actions={
                <>
                  {isEnded ? null : (
                    <Button variant="ghost" size="sm" onClick={() => setPractice(message)}>
                      <Mic aria-hidden />
                      {t('pronunciation.practise')}
                    </Button>
                  )}
                  <KeepPhraseButton messageId={message.id} content={message.content} />
                </>
              }
            />
          ) : (
            <LearnerMessage key={message.id} content={message.content} corrections={message.corrections} />
          ),
        )}
        {pending ? (
          <>
            <LearnerMessage content={pending.text} corrections={null} isPending />
            <TeacherMessage
              teacher={teacher}
              content={pending.reply || t('conversation.typing', { name: teacher.name })}
              isStreaming
            />
          </>
        ) : null}
      </ol>

      {practice && !isEnded ? (
        <PronunciationPanel
          message={practice}
          session={session}
          speaker={speaker}
          onClose={() => setPractice(null)}
        />
      ) : null}
      {voiceStatus || voiceNotice ? (
        <p role="status" className="border-t px-4 py-2 text-sm" data-testid="voice-status">
          {voiceStatus ? t(voiceStatus) : voiceNotice}
        </p>
      ) : null}
      {isEnded ? null : (
        <HelpMeAnswer
          sessionId={session.id}
          disabled={pending !== null}
          onPick={(reply) => setDraft(reply)}
          className="border-t px-3 pt-2"
        />
      )}
      {isEnded ? (
        <p className="border-t p-4 text-center text-muted-foreground">
          {t('conversation.ended')}{' '}
          <Link href={`/conversation?review=${session.id}`} className={buttonVariants({ variant: 'link' })}>
            {t('recent.review')}
          </Link>
        </p>
      ) : (
        <form
          className="flex items-end gap-2 border-t p-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            {t('conversation.messageLabel')}
          </label>
          <textarea
            id="chat-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t('conversation.placeholder')}
            className="min-h-12 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm"
          />
          <MicButton
            state={voice.state}
            onClick={() => void voice.toggle()}
            disabled={pending !== null || isHandsFree}
            mode={voice.mode}
            unavailableNoteId={unavailableNoteId}
          />
          <ReplayMyVoiceButton recording={myVoice} />
          {voice.mode === 'server' ? (
            <HandsFreeToggle
              isOn={isHandsFree}
              onToggle={() => {
                speaker.stop();
                setHandsFree(!isHandsFree);
              }}
              testId="chat-hands-free"
            />
          ) : null}
          <Button
            type="submit"
            size="icon"
            disabled={!draft.trim() || pending !== null}
            aria-label={t('conversation.send')}
          >
            <Send aria-hidden />
          </Button>
        </form>
      )}
      {!isEnded && voice.mode === 'unavailable' ? (
        <VoiceUnavailableNote id={unavailableNoteId} className="px-4 pb-3" />
      ) : null}
    </div>
  );
}
