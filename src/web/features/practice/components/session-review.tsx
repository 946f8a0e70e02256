import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { TEACHERS } from '../../../../shared/domain/teachers.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSession, useSessionMessages } from '../api/get-session.ts';
import { KeepPhraseButton } from '../../notebook/components/keep-phrase-button.tsx';
import { SessionReport } from '../../notebook/components/session-report.tsx';
import { LearnerMessage, TeacherMessage } from './chat-message.tsx';
import { DeleteSessionButton } from './delete-session-button.tsx';
import { useSessionSubject } from './recent-sessions.tsx';

/** `/conversation?review={id}`: a read-only transcript. */
export function SessionReview({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const subject = useSessionSubject();
  const [, navigate] = useLocation();
  const session = useSession(sessionId);
  const transcript = useSessionMessages(sessionId);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Link href="/dashboard" className="inline-flex items-center gap-2 text-sm text-primary">
        <ArrowLeft className="size-4" aria-hidden />
        {t('conversation.backToDashboard')}
      </Link>
      <h1 className="text-3xl font-bold">{t('conversation.reviewTitle')}</h1>
      {session.isError || transcript.isError ? <p role="alert">{t('conversation.reviewNotFound')}</p> : null}
      {session.isPending || transcript.isPending ? <Spinner /> : null}
      {session.data && transcript.data ? (
        <>
          <p className="text-muted-foreground">
            {t('conversation.reviewMeta', {
              language: t(`languageNames.${session.data.language}`),
              topic: subject(session.data),
              date: formatDateTime(session.data.startedAt),
            })}
            {session.data.duration !== null
              ? ` · ${t('recent.duration', { count: session.data.duration })}`
              : ''}
            {session.data.score !== null ? ` · ${t('recent.score', { score: session.data.score })}` : ''}
          </p>
          <SessionReport sessionId={sessionId} />
          <ol className="grid gap-4" aria-label={t('conversation.reviewTitle')}>
            {transcript.data.map((message) =>
              message.sender === 'ai' ? (
                <TeacherMessage
                  key={message.id}
                  teacher={TEACHERS[session.data.language]}
                  content={message.content}
                  interruptedAt={message.interruptedAt}
                  actions={<KeepPhraseButton messageId={message.id} content={message.content} />}
                />
              ) : (
                <LearnerMessage
                  key={message.id}
                  content={message.content}
                  corrections={message.corrections}
                />
              ),
            )}
          </ol>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
              {t('conversation.backToDashboard')}
            </Link>
            <DeleteSessionButton sessionId={sessionId} onDeleted={() => navigate('/dashboard')} />
          </div>
        </>
      ) : null}
    </div>
  );
}
