import { Check, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Correction } from '../../../../shared/contracts/practice.ts';
import type { Teacher } from '../../../../shared/domain/teachers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Flag } from '../../../components/flag.tsx';

/** One correction: the learner's words struck out, the corrected form, and why. */
export function CorrectionItem({ correction }: { correction: Correction }) {
  return (
    <li>
      <del className="text-destructive">{correction.original}</del>
      {' → '}
      <ins className="font-semibold text-success no-underline">{correction.corrected}</ins>
      <span className="block text-xs text-muted-foreground">{correction.explanation}</span>
    </li>
  );
}

export function CorrectionList({ corrections }: { corrections: Correction[] | null }) {
  const { t } = useTranslation();
  if (corrections === null) return null;
  if (corrections.length === 0) {
    return (
      <p className="mt-1 flex items-center justify-end gap-1 text-xs text-success">
        <Check className="size-3.5" aria-hidden />
        {t('conversation.noCorrections')}
      </p>
    );
  }
  return (
    <div
      className="mt-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
      data-testid="corrections"
    >
      <p className="mb-1 font-semibold">{t('conversation.correctionsHeading')}</p>
      <ul className="grid gap-1.5">
        {corrections.map((correction, index) => (
          <CorrectionItem key={index} correction={correction} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A teacher message's words. One the learner cut into while it was spoken (decision 212) shows the part
 * they heard as written and the rest muted and struck through, which a screen reader announces as not heard.
 */
export function TeacherText({ content, interruptedAt }: { content: string; interruptedAt?: number }) {
  const { t } = useTranslation();
  if (interruptedAt === undefined) return content;
  const unheard = content.slice(interruptedAt);
  return (
    <>
      {content.slice(0, interruptedAt)}
      {unheard ? (
        <span className="text-muted-foreground line-through" data-testid="unheard">
          <span className="sr-only">{` (${t('conversation.notHeard')} `}</span>
          {unheard}
          <span className="sr-only">)</span>
        </span>
      ) : null}
    </>
  );
}

export function TeacherMessage({
  teacher,
  content,
  interruptedAt,
  onSpeak,
  isStreaming = false,
  actions,
}: {
  teacher: Teacher;
  content: string;
  /** How many characters the learner heard before cutting in (decision 212); absent when heard whole. */
  interruptedAt?: number;
  onSpeak?: () => void;
  isStreaming?: boolean;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3" data-testid="ai-message">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-lg"
        style={{ backgroundColor: `${teacher.color}22` }}
      >
        <Flag language={teacher.language} />
      </span>
      <div className="max-w-[80%]">
        <p className="mb-1 text-xs font-medium text-muted-foreground">
          {teacher.name}
          {interruptedAt === undefined ? null : (
            <>
              {' · '}
              <span data-testid="interrupted">{t('conversation.interrupted')}</span>
            </>
          )}
        </p>
        <div
          className={cn(
            'whitespace-pre-wrap rounded-2xl rounded-tl-sm bg-secondary px-4 py-2.5',
            isStreaming && 'animate-pulse',
          )}
        >
          <TeacherText content={content} interruptedAt={interruptedAt} />
        </div>
        {onSpeak || actions ? (
          <div className="mt-1 flex flex-wrap gap-1">
            {onSpeak ? (
              <Button variant="ghost" size="sm" onClick={onSpeak} aria-label={t('conversation.speak')}>
                <Volume2 aria-hidden />
                {t('conversation.speak')}
              </Button>
            ) : null}
            {actions}
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function LearnerMessage({
  content,
  corrections,
  isPending = false,
}: {
  content: string;
  corrections: Correction[] | null;
  isPending?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col items-end" data-testid="user-message">
      <p className="mb-1 text-xs font-medium text-muted-foreground">{t('conversation.you')}</p>
      <div
        className={cn(
          'max-w-[80%] whitespace-pre-wrap rounded-2xl rounded-tr-sm bg-primary px-4 py-2.5 text-primary-foreground',
          isPending && 'opacity-70',
        )}
      >
        {content}
      </div>
      <div className="max-w-[80%]">{isPending ? null : <CorrectionList corrections={corrections} />}</div>
    </li>
  );
}
