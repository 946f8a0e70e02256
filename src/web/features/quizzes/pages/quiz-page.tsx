import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { User } from '../../../../shared/contracts/auth.ts';
import { SignedInLayout } from '../../../components/layout/signed-in-layout.tsx';
import { QuizNotice } from '../components/quiz-notice.tsx';
import { QuizPlayer } from '../components/quiz-player.tsx';

/**
 * A quiz id from the query string, or null unless it is a whole number greater than 0
 * (docs/product.md#quizzes).
 */
export function parseQuizId(search: string): number | null {
  const raw = new URLSearchParams(search).get('quizId');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /quiz?language&level&quizId — the level quiz player. */
export default function QuizPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const quizId = parseQuizId(useSearch());
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto w-full max-w-3xl">
        {quizId === null ? (
          <QuizNotice title={t('levelQuiz.player.missingIdTitle')}>
            {t('levelQuiz.player.missingIdText')}
          </QuizNotice>
        ) : (
          // A new id starts a new game: the key resets the player's state.
          <QuizPlayer key={quizId} quizId={quizId} />
        )}
      </div>
    </SignedInLayout>
  );
}
