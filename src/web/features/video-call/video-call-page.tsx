import { useQueryClient } from '@tanstack/react-query';
import { PhoneOff } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import type { Session } from '../../../shared/contracts/practice.ts';
import { isLanguageCode, type LanguageCode } from '../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../shared/domain/teachers.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { describeError } from '../../lib/api-client.ts';
import { positiveInt } from '../../lib/search-params.ts';
import { sessionQuery, useSession } from '../practice/api/get-session.ts';
import { useStartSession } from '../practice/api/start-session.ts';
import { isLimitExceeded, useRedirectOnLimitExceeded } from '../practice/practice-failures.ts';
import { JoinCallDialog } from './components/join-call-dialog.tsx';
import { TeacherAvatar } from './components/teacher-avatar.tsx';
import { VideoCall } from './components/video-call.tsx';
import { unlockTeacherVoice } from './teacher-voice-analyser.ts';
import { VideoCallLinks } from './components/video-call-links.tsx';

function CallMessage({ user, title, children }: { user: User; title: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-12 text-center">
        <PhoneOff className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
        <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          {t('common.backToDashboard')}
        </Link>
      </div>
    </SignedInLayout>
  );
}

/** The sessions this page started with a click on Join: their call opens already joined. */
const joinedHere = new Set<number>();

/**
 * Before the call: the teacher and the Join dialog. Nothing is stored and no minute is charged until the
 * learner joins; the click on Join starts the session (docs/product.md#practice, decision 179).
 */
function CallLobby({ user, language }: { user: User; language: LanguageCode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const start = useStartSession();
  const redirectOnLimitExceeded = useRedirectOnLimitExceeded();
  const teacher = TEACHERS[language];
  const mouth = useRef<SVGGElement>(null);

  function join() {
    // The click is what lets the page make sound: the teacher's voice is unlocked here.
    unlockTeacherVoice(null);
    start.mutate(
      { language, mode: 'video' },
      {
        // The session goes into the address, so a reload rejoins this call instead of starting another.
        onSuccess: (session: Session) => {
          joinedHere.add(session.id);
          queryClient.setQueryData(sessionQuery(session.id).queryKey, session);
          navigate(`/video-call?language=${language}&session=${session.id}`, { replace: true });
        },
        onError: (error) => {
          redirectOnLimitExceeded(error);
        },
      },
    );
  }

  if (start.isError && !isLimitExceeded(start.error)) {
    return (
      <CallMessage user={user} title={t('videoCall.startFailed')}>
        <p className="text-muted-foreground">{describeError(start.error, String(start.error))}</p>
        <Button onClick={join}>{t('videoCall.retry')}</Button>
      </CallMessage>
    );
  }
  return (
    <div
      className="relative flex h-dvh items-end justify-center overflow-hidden"
      style={{
        background: `radial-gradient(circle at 50% 40%, ${teacher.color}cc 0%, ${teacher.color}55 35%, #0b1020 80%)`,
      }}
      data-testid="call-lobby"
    >
      <TeacherAvatar
        teacher={teacher}
        label={t('videoCall.avatarLabel', {
          name: teacher.name,
          language: t(`languageNames.${language}`),
        })}
        mouthRef={mouth}
        className="h-[85%] w-auto max-w-full drop-shadow-2xl"
      />
      <JoinCallDialog
        teacher={teacher}
        isJoining={start.isPending || start.isSuccess}
        isLeaving={false}
        onJoin={join}
        onLeave={() => navigate('/dashboard')}
      />
    </div>
  );
}

function JoinSession({ user, sessionId }: { user: User; sessionId: number }) {
  const { t } = useTranslation();
  const { data: session, isError } = useSession(sessionId);
  if (isError) return <CallMessage user={user} title={t('conversation.reviewNotFound')} />;
  if (!session)
    return (
      <div className="flex h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  if (session.endedAt !== null || session.mode !== 'video') {
    return (
      <CallMessage user={user} title={t('conversation.ended')}>
        <Link href={`/conversation?review=${session.id}`} className={buttonVariants({ variant: 'link' })}>
          {t('recent.review')}
        </Link>
      </CallMessage>
    );
  }
  return <VideoCall session={session} joined={joinedHere.has(session.id)} />;
}

/** `/video-call?language=english|spanish|french`: a simulated video call with the language's teacher. */
export default function VideoCallPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const language = params.get('language');
  const sessionId = positiveInt(params.get('session'));

  if (!isLanguageCode(language)) {
    return (
      <CallMessage user={user} title={t('videoCall.invalidLanguageTitle')}>
        <p className="text-muted-foreground">{t('videoCall.invalidLanguage')}</p>
        <VideoCallLinks />
      </CallMessage>
    );
  }
  if (sessionId) return <JoinSession key={sessionId} user={user} sessionId={sessionId} />;
  return <CallLobby user={user} language={language} />;
}
