import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { appConfig } from '../../lib/app-config.ts';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t py-6 text-center text-xs text-muted-foreground" data-testid="site-footer">
      <nav className="mb-2 flex justify-center gap-4" aria-label={t('footer.legalNav')}>
        <Link href="/terms-of-service" className="underline-offset-4 hover:underline">
          {t('footer.terms')}
        </Link>
        <Link href="/privacy-policy" className="underline-offset-4 hover:underline">
          {t('footer.privacy')}
        </Link>
      </nav>
      <p>{t('footer.copyright', { year, company: appConfig.companyName })}</p>
      <p className="mt-1">
        {t('footer.trademark', { app: appConfig.appName, company: appConfig.companyName })}
      </p>
    </footer>
  );
}
