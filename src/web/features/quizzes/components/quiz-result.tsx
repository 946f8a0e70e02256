import { Award, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuizAttempt, QuizResult } from '../../../../shared/contracts/quiz-play.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useContentLanguage } from '../../../lib/content-language.ts';

/**
 * The result screen: score, pass or not (icon and words, not colour alone), and the ways on. Pass, pass
 * mark and the level it opens are the server's result (docs/decisions/108); until it has answered, only
 * the score counted so far shows.
 */
export function QuizResultCard({
  quiz,
  result,
  score,
  total,
  isSaving,
  onRestart,
}: {
  quiz: QuizAttempt['quiz'];
  result: QuizResult | null;
  score: number;
  total: number;
  isSaving: boolean;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const content = useContentLanguage();
  const passed = result?.passed === true;
  const percent = total > 0 ? Math.round((score / total) * 100) : 0;
  return (
    <Card className="grid justify-items-center gap-5 p-8 text-center">
      <Award className={cn('size-14', passed ? 'text-success' : 'text-muted-foreground')} aria-hidden />
      <h1 className="text-2xl font-bold">{t('levelQuiz.player.resultTitle')}</h1>
      <p className="text-lg font-medium">{content.quiz(quiz).title}</p>
      <p className="text-4xl font-bold" aria-live="polite">
        {t('levelQuiz.player.scoreLine', { score, total })}
      </p>
      <p className="text-muted-foreground">{t('levelQuiz.player.percent', { percent })}</p>
      {result ? (
        <>
          <Badge variant={passed ? 'success' : 'outline'} className="px-3 py-1 text-sm">
            {passed ? t('levelQuiz.player.passed') : t('levelQuiz.player.notPassed')}
          </Badge>
          <p className="max-w-md text-muted-foreground">
            {passed
              ? t('levelQuiz.player.passedText', { passMark: result.passMark, total: result.total })
              : t('levelQuiz.player.notPassedText', { passMark: result.passMark })}
          </p>
          {result.unlocksLevel !== null ? (
            <p className="font-medium">
              {t('levelQuiz.player.nextLevelOpen', { level: result.unlocksLevel })}
            </p>
          ) : null}
        </>
      ) : null}
      {isSaving ? <Spinner label={t('levelQuiz.player.saving')} /> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={cn(buttonVariants({ size: 'lg' }))}>
          {t('common.backToDashboard')}
        </Link>
        <Button size="lg" variant="outline" onClick={onRestart} disabled={isSaving}>
          <RotateCcw aria-hidden />
          {passed ? t('levelQuiz.player.practiceAgain') : t('levelQuiz.player.tryAgain')}
        </Button>
      </div>
    </Card>
  );
}
