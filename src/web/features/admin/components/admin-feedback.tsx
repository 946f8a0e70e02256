import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { describeError } from '../../../lib/api-client.ts';

/** The spec's admin toasts: ¡Éxito! with the success text, or Error with the server's message or a fallback. */
export function useAdminToasts() {
  const { t } = useTranslation();
  return {
    success(messageKey: string) {
      toast({ title: t('adminDashboard.toast.success'), description: t(messageKey) });
    },
    failure(error: unknown, fallbackKey: string) {
      toast({
        variant: 'destructive',
        title: t('adminDashboard.toast.error'),
        description: describeError(error, t(fallbackKey)),
      });
    },
  };
}

/** A list that failed to load says so where the list would be, with the reason and a retry. */
export function LoadError({
  error,
  messageKey,
  onRetry,
  retryLabelKey,
}: {
  error: unknown;
  messageKey: string;
  onRetry: () => void;
  retryLabelKey: string;
}) {
  const { t } = useTranslation();
  const reason = describeError(error, error instanceof Error ? error.message : String(error));
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 bg-destructive/5 p-4 text-sm"
    >
      <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden />
      <p className="flex-1">{t(messageKey, { message: reason })}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t(retryLabelKey)}
      </Button>
    </div>
  );
}

/** The first letter of a name, for the round initial badges of user rows. */
export function UserInitial({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
