import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** A full-card message on the quiz page (missing id, unavailable quiz, load error) with a way back. */
export function QuizNotice({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center" role="alert">
      <AlertTriangle className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{children}</p>
      <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
        {t('common.backToDashboard')}
      </Link>
    </Card>
  );
}
