import { AlertCircle } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * Data that failed to load says so where it would be, with the reason (the message may place it as
 * `{{message}}`) and a retry.
 */
export function LoadError({
  error,
  messageKey,
  onRetry,
  retryLabelKey,
  describe = describeError,
}: {
  error: unknown;
  messageKey: string;
  onRetry: () => void;
  retryLabelKey: string;
  /** How the reason is said: in the interface language, unless the screen speaks its own. */
  describe?: (error: unknown, fallback: string) => string;
}) {
  const { t } = useTranslation();
  const reason = describe(error, error instanceof Error ? error.message : String(error));
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

/** A list with nothing in it yet: a title, and what would fill it. */
export function EmptyState({
  icon,
  title,
  description,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
}) {
  return (
    <div className="grid justify-items-center gap-1 rounded-lg border border-dashed p-6 text-center">
      {icon}
      <p className={description ? 'font-medium' : 'text-muted-foreground'}>{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/** What QueryStates reads of a TanStack query (or of several, combined). */
export interface QueryState<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
}

/**
 * The four faces of loaded data: a spinner while loading, the load error with a retry, the empty state,
 * then the data itself. Data that arrives after the list was first drawn is drawn as a transition (the
 * spinner stays until then), so a long list renders in slices that leave the page responsive.
 */
export function QueryStates<Data>({
  query,
  loadError,
  isEmpty,
  empty,
  spinnerClassName = 'py-10',
  children,
}: {
  query: QueryState<Data>;
  loadError: {
    messageKey: string;
    retryLabelKey: string;
    describe?: (error: unknown, fallback: string) => string;
  };
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  spinnerClassName?: string;
  children: (data: Data) => ReactNode;
}) {
  const data = useDeferredValue(query.data);
  if (query.isPending || (query.data !== undefined && data === undefined)) {
    return <Spinner className={spinnerClassName} />;
  }
  if (query.isError || data === undefined) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} {...loadError} />;
  }
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
