import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Footer } from '../components/layout/footer.tsx';
import { buttonVariants } from '../components/ui/button.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-6xl font-extrabold text-primary" aria-hidden>
          404
        </p>
        <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
        <p className="max-w-md text-muted-foreground">{t('notFound.description')}</p>
        <Link href="/" className={buttonVariants()}>
          {t('notFound.home')}
        </Link>
      </main>
      <Footer />
    </div>
  );
}
