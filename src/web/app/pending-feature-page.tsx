import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../shared/contracts/auth.ts';
import { SignedInLayout } from '../components/layout/signed-in-layout.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { appConfig } from '../lib/app-config.ts';

/** A signed-in route whose screen has not shipped yet: says so plainly instead of pretending. */
export default function PendingFeaturePage({ user, titleKey }: { user: User; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <SignedInLayout user={user}>
      <div className="flex max-w-3xl flex-col items-start gap-4">
        <h1 className="text-3xl font-bold">{t(`pending.title.${titleKey}`)}</h1>
        <p className="text-muted-foreground">{t('pending.description', { app: appConfig.appName })}</p>
        <Link href="/dashboard" className={buttonVariants({ variant: 'outline' })}>
          {t('common.backToDashboard')}
        </Link>
      </div>
    </SignedInLayout>
  );
}
