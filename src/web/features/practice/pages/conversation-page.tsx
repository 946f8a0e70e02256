import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { User } from '../../../../shared/contracts/auth.ts';
import { isLanguageCode, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { PRACTICE_TOPICS, type PracticeTopic } from '../../../../shared/domain/topics.ts';
import { SignedInLayout } from '../../../components/layout/signed-in-layout.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { positiveInt } from '../../../lib/search-params.ts';
import { useSession } from '../api/get-session.ts';
import { useStartSession } from '../api/start-session.ts';
import { ChatSession } from '../components/chat-session.tsx';
import { useReportPracticeFailure } from '../practice-failures.ts';
import { MinutesBadge } from '../components/minutes-badge.tsx';
import { SessionReview } from '../components/session-review.tsx';
import { TeacherPicker } from '../components/teacher-picker.tsx';

function useStarter() {
  const [, navigate] = useLocation();
  const start = useStartSession();
  const reportFailure = useReportPracticeFailure();
  return {
    isPending: start.isPending,
    start(language: LanguageCode, topic: PracticeTopic | null, unit?: string) {
      start.mutate(
        { language, topic, mode: 'chat', ...(unit ? { unit } : {}) },
        {
          onSuccess: (session) => navigate(`/conversation?session=${session.id}`, { replace: true }),
          onError: (error) => {
            if (!reportFailure(error, 'conversation.startFailed'))
              navigate('/conversation', { replace: true });
          },
        },
      );
    },
  };
}

function StartSession() {
  const { t } = useTranslation();
  const starter = useStarter();
  const [topic, setTopic] = useState<PracticeTopic | null>(null);
  const options: (PracticeTopic | null)[] = [null, ...PRACTICE_TOPICS];
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold">{t('conversation.startHeading')}</h1>
        <p className="mt-1 text-muted-foreground">{t('conversation.startDescription')}</p>
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-2 text-sm font-medium">{t('topics.choose')}</legend>
        {options.map((option) => (
          <button
            key={option ?? 'general'}
            type="button"
            aria-pressed={topic === option}
            onClick={() => setTopic(option)}
            className={cn(
              'rounded-full border px-4 py-1.5 text-sm transition',
              topic === option ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
            )}
          >
            {t(`topics.${option ?? 'general'}`)}
          </button>
        ))}
      </fieldset>
      <TeacherPicker
        headingLevel={2}
        disabled={starter.isPending}
        onPick={(language) => starter.start(language, topic)}
      />
      {starter.isPending ? <Spinner label={t('conversation.starting')} /> : null}
    </div>
  );
}

/**
 * `?language=` starts a session at once (docs/product.md#practice), exactly once per visit; `&unit=` puts
 * it on a course unit's theme (decision 200).
 */
function AutoStart({ language, unit }: { language: LanguageCode; unit?: string }) {
  const { t } = useTranslation();
  const starter = useStarter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    starter.start(language, null, unit);
  }, [language, unit, starter]);
  return <Spinner className="py-20" label={t('conversation.starting')} />;
}

function ResumeSession({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { data: session, isError } = useSession(sessionId);
  if (isError) return <p role="alert">{t('conversation.reviewNotFound')}</p>;
  if (!session) return <Spinner className="py-20" />;
  return <ChatSession session={session} />;
}

/** `/conversation`: start, run, or review a practice session. */
export default function ConversationPage({ user }: { user: User }) {
  const params = new URLSearchParams(useSearch());
  const review = positiveInt(params.get('review'));
  const sessionId = positiveInt(params.get('session'));
  const language = params.get('language');

  let content;
  if (review) content = <SessionReview sessionId={review} />;
  else if (sessionId) content = <ResumeSession key={sessionId} sessionId={sessionId} />;
  else if (isLanguageCode(language))
    content = <AutoStart language={language} unit={params.get('unit') ?? undefined} />;
  else content = <StartSession />;

  return (
    <SignedInLayout user={user} headerExtras={<MinutesBadge />}>
      {content}
    </SignedInLayout>
  );
}
