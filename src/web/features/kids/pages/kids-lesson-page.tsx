import { useSearch } from 'wouter';
import type { User } from '../../../../shared/contracts/auth.ts';
import { SignedInLayout } from '../../../components/layout/signed-in-layout.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { KidsLessonPlayer } from '../components/kids-lesson-player.tsx';
import { KidModeLayout } from '../../family/kid-mode-layout.tsx';

/** /kids-lesson?language={language}&lesson={lesson} — the kids lesson player (docs/product.md#kids). */
export default function KidsLessonPage({ user }: { user: User }) {
  const params = new URLSearchParams(useSearch());
  const language = params.get('language');
  const lesson = params.get('lesson');
  const quizId = params.get('quizId');
  // docs/product.md#kids: without both parameters only a spinner shows.
  if (!language || !lesson) return <FullPageSpinner />;
  const player = (
    <div className="mx-auto w-full max-w-3xl">
      <KidsLessonPlayer
        key={`${language}-${lesson}-${quizId ?? ''}`}
        language={language}
        lesson={lesson}
        quizId={quizId}
      />
    </div>
  );
  // In kid mode the lesson plays in the child's frame, with no menu (decision 208).
  if (user.kidMode) return <KidModeLayout kid={user.kidMode}>{player}</KidModeLayout>;
  return <SignedInLayout user={user}>{player}</SignedInLayout>;
}
