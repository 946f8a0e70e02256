import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={clsx('flex items-center justify-center', className)}>
      <span
        className="size-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary"
        aria-hidden
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function FullPageSpinner() {
  return <Spinner className="min-h-screen" />;
}
