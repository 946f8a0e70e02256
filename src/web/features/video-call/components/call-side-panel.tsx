import { Lightbulb, MessageSquareText, Send, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MESSAGE_LENGTH, type Message } from '../../../../shared/contracts/practice.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import type { Teacher } from '../../../../shared/domain/teachers.ts';
import { PRACTICE_TOPICS } from '../../../../shared/domain/topics.ts';
import { QUICK_PROMPTS, RECOMMENDED_CALL_MINUTES } from '../../../../shared/domain/video-call.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import { CorrectionList, TeacherText } from '../../practice/components/chat-message.tsx';
import { HelpMeAnswer } from '../../practice/components/help-me-answer.tsx';
import type { PendingTurn } from '../../practice/use-conversation-turn.ts';
import { SilenceControl } from '../../speech/components/silence-control.tsx';
import { SpeedControl } from '../../speech/components/speed-control.tsx';
import type { HandsFreeConversation } from '../../speech/use-hands-free-conversation.ts';

function CallMessage({ message, teacher }: { message: Message; teacher: Teacher }) {
  const { t } = useTranslation();
  const isTeacher = message.sender === 'ai';
  return (
    <li
      className={cn('flex flex-col', isTeacher ? 'items-start' : 'items-end')}
      data-testid={isTeacher ? 'ai-message' : 'user-message'}
      data-message-id={message.id}
    >
      <p className="mb-0.5 text-xs font-medium text-muted-foreground">
        {isTeacher ? teacher.name : t('conversation.you')}
        {message.interruptedAt === undefined ? null : (
          <>
            {' · '}
            <span data-testid="interrupted">{t('conversation.interrupted')}</span>
          </>
        )}
      </p>
      <div
        className={cn(
          'max-w-[90%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-sm',
          isTeacher ? 'rounded-tl-sm bg-secondary' : 'rounded-tr-sm bg-primary text-primary-foreground',
        )}
      >
        {isTeacher ? (
          <TeacherText content={message.content} interruptedAt={message.interruptedAt} />
        ) : (
          message.content
        )}
      </div>
      {isTeacher ? null : (
        <div className="max-w-[90%]">
          <CorrectionList corrections={message.corrections} />
        </div>
      )}
    </li>
  );
}

/**
 * The call's side panel (docs/product.md#practice): progress toward the recommended length, the conversation
 * so far, a typing fallback, the four quick prompts and voice tips.
 */
export function CallSidePanel({
  teacher,
  language,
  messages,
  pending,
  elapsedSeconds,
  canSend,
  onSend,
  sessionId,
  speed,
  onSpeedChange,
  silence,
}: {
  teacher: Teacher;
  language: LanguageCode;
  messages: Message[];
  pending: PendingTurn | null;
  elapsedSeconds: number;
  canSend: boolean;
  onSend(text: string): void;
  speed: number;
  onSpeedChange(speed: number): void;
  /** The call's session, for "Help me answer". */
  sessionId: number;
  /** In hands-free mode: the pause that ends the learner's turn. */
  silence?: HandsFreeConversation['silence'];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const minutes = Math.floor(elapsedSeconds / 60);
  const percent = Math.min(100, (elapsedSeconds / (RECOMMENDED_CALL_MINUTES * 60)) * 100);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending?.reply, pending?.text]);

  function submit() {
    const text = draft.trim();
    if (!text || !canSend) return;
    setDraft('');
    onSend(text);
  }

  return (
    <aside
      aria-label={t('videoCall.panel.label')}
      className="flex min-h-0 w-full flex-col border-t bg-background lg:h-full lg:w-[26rem] lg:border-t-0 lg:border-l"
    >
      <div className="border-b p-4">
        <div className="mb-1.5 flex items-baseline justify-between gap-2 text-sm">
          <span id="call-progress-label" className="font-medium">
            {t('videoCall.panel.progress')}
          </span>
          <span className="tabular-nums text-muted-foreground" data-testid="call-progress-value">
            {t('videoCall.panel.progressValue', { minutes, total: RECOMMENDED_CALL_MINUTES })}
          </span>
        </div>
        <Progress value={percent} aria-labelledby="call-progress-label" />
        {percent >= 100 ? (
          <p className="mt-1.5 text-xs text-success">
            {t('videoCall.panel.progressDone', { total: RECOMMENDED_CALL_MINUTES })}
          </p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-2 text-sm">
          <span className="font-medium" aria-hidden>
            {t('voice.speed')}
          </span>
          <SpeedControl speed={speed} onChange={onSpeedChange} />
        </div>
        {silence ? (
          <div className="mt-2 flex items-center justify-between gap-2 text-sm">
            <span className="font-medium" aria-hidden>
              {t('voice.pause')}
            </span>
            <SilenceControl setting={silence.setting} levelMs={silence.levelMs} onChange={silence.set} />
          </div>
        ) : null}
      </div>

      <section aria-labelledby="call-conversation-heading" className="flex min-h-48 flex-1 flex-col">
        <h2
          id="call-conversation-heading"
          className="flex items-center gap-2 px-4 pt-3 text-sm font-semibold"
        >
          <MessageSquareText className="size-4" aria-hidden />
          {t('videoCall.panel.conversation')}
        </h2>
        <ol
          ref={listRef}
          className="max-h-[45dvh] min-h-0 flex-1 space-y-3 overflow-y-auto px-4 py-3 lg:max-h-none"
          // A list that scrolls is reached by keyboard too.
          tabIndex={0}
          aria-live="polite"
          aria-label={t('videoCall.panel.conversation')}
          data-testid="call-conversation"
        >
          {messages.length === 0 && !pending ? (
            <li className="text-sm text-muted-foreground">{t('videoCall.panel.empty')}</li>
          ) : null}
          {messages.map((message) => (
            <CallMessage key={message.id} message={message} teacher={teacher} />
          ))}
          {pending ? (
            <>
              <li className="flex flex-col items-end" data-testid="user-message">
                <p className="mb-0.5 text-xs font-medium text-muted-foreground">{t('conversation.you')}</p>
                <div className="max-w-[90%] whitespace-pre-wrap rounded-2xl rounded-tr-sm bg-primary px-3 py-2 text-sm text-primary-foreground opacity-75">
                  {pending.text}
                </div>
              </li>
              <li className="flex flex-col items-start" data-testid="ai-message">
                <p className="mb-0.5 text-xs font-medium text-muted-foreground">{teacher.name}</p>
                <div className="max-w-[90%] whitespace-pre-wrap rounded-2xl rounded-tl-sm bg-secondary px-3 py-2 text-sm">
                  {pending.reply || t('conversation.typing', { name: teacher.name })}
                </div>
              </li>
            </>
          ) : null}
        </ol>
        <form
          className="flex items-center gap-2 border-t p-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="call-type-input" className="sr-only">
            {t('videoCall.panel.typeLabel')}
          </label>
          <input
            id="call-type-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t('videoCall.panel.typePlaceholder')}
            className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm"
          />
          <Button
            type="submit"
            size="icon"
            className="size-9"
            disabled={!draft.trim() || !canSend}
            aria-label={t('conversation.send')}
          >
            <Send aria-hidden />
          </Button>
        </form>
        {/* A reply picked goes into the box: the learner says it, or changes it and sends it. */}
        <HelpMeAnswer sessionId={sessionId} disabled={!canSend} onPick={setDraft} className="px-3 pb-3" />
      </section>

      <section aria-labelledby="call-prompts-heading" className="border-t p-4">
        <h2 id="call-prompts-heading" className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <Sparkles className="size-4" aria-hidden />
          {t('videoCall.panel.prompts')}
        </h2>
        <ul className="grid grid-cols-2 gap-2">
          {PRACTICE_TOPICS.map((topic) => (
            <li key={topic}>
              <Button
                variant="outline"
                size="sm"
                className="h-auto min-h-9 w-full whitespace-normal py-1.5 text-left"
                disabled={!canSend}
                title={t('videoCall.panel.promptHint', { text: QUICK_PROMPTS[language][topic] })}
                onClick={() => onSend(QUICK_PROMPTS[language][topic])}
                data-testid={`quick-prompt-${topic}`}
              >
                {t(`topics.${topic}`)}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <details className="border-t p-4 text-sm" open>
        <summary className="flex cursor-pointer items-center gap-2 font-semibold">
          <Lightbulb className="size-4" aria-hidden />
          {t('videoCall.panel.tips')}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          {([silence ? 'tipHandsFree' : 'tip1', 'tip2', 'tip3', 'tip4', 'tip5'] as const).map((tip) => (
            <li key={tip}>{t(`videoCall.panel.${tip}`, { name: teacher.name })}</li>
          ))}
        </ul>
      </details>
    </aside>
  );
}
