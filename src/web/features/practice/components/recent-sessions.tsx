import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Session } from '../../../../shared/contracts/practice.ts';
import { LANGUAGES } from '../../../../shared/domain/languages.ts';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatRelativeTime } from '../../../lib/format.ts';
import { useSessions } from '../api/get-sessions.ts';
import { Flag } from '../../../components/flag.tsx';
import { DeleteSessionButton } from './delete-session-button.tsx';

export const RECENT_SESSIONS_SHOWN = 4;

export function topicKey(topic: string | null): string {
  return `topics.${topic ?? 'general'}`;
}

/** What a session is about: its course unit's title in the interface language (decision 200), else its topic. */
export function useSessionSubject(): (session: Pick<Session, 'topic' | 'unit'>) => string {
  const { t, i18n } = useTranslation();
  return (session) => {
    if (!session.unit) return t(topicKey(session.topic));
    const { title } = session.unit;
    return i18n.language === 'es' ? title.es : i18n.language === 'fr' ? title.fr : title.en;
  };
}

function SessionRow({ session }: { session: Session }) {
  const { t } = useTranslation();
  const subject = useSessionSubject();
  const language = LANGUAGES[session.language];
  return (
    <li>
      <Card className="flex flex-wrap items-center gap-4 p-4" data-testid="recent-session">
        <span aria-hidden className="text-2xl">
          <Flag language={language.code} />
        </span>
        <div className="min-w-40 flex-1">
          <p className="font-medium">
            {t(`languageNames.${session.language}`)} · {subject(session)}
          </p>
          <p className="text-sm text-muted-foreground">
            <time dateTime={session.startedAt}>{formatRelativeTime(session.startedAt)}</time>
            {' · '}
            {session.duration === null
              ? t('recent.inProgress')
              : t('recent.duration', { count: session.duration })}
            {session.score !== null ? ` · ${t('recent.score', { score: session.score })}` : ''}
          </p>
        </div>
        <Link
          href={`/conversation?review=${session.id}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          {t('recent.review')}
        </Link>
        <DeleteSessionButton sessionId={session.id} />
      </Card>
    </li>
  );
}

export function RecentSessions() {
  const { t } = useTranslation();
  const { data: sessions } = useSessions();
  return (
    <section aria-labelledby="recent-sessions-heading" className="grid gap-3">
      <h2 id="recent-sessions-heading" className="text-xl font-semibold">
        {t('recent.heading')}
      </h2>
      {sessions && sessions.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('recent.empty')}
        </p>
      ) : (
        <ul className="grid gap-3">
          {sessions?.slice(0, RECENT_SESSIONS_SHOWN).map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}
