import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { showPageAlert } from '../../components/page-alert.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { ApiError, describeError } from '../../lib/api-client.ts';

/**
 * docs/product.md#screens: a start or message refused because this month's minutes are used up, known by
 * the server's code whether it came as a 403 answer or as a streamed reply's `error` event.
 */
export function isLimitExceeded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'LIMIT_EXCEEDED';
}

/** For "limit exceeded": the spec's alert (in the page, it stays on /subscribe), then /subscribe. Returns whether it was the limit. */
export function useRedirectOnLimitExceeded() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return useCallback(
    (error: unknown): boolean => {
      if (!isLimitExceeded(error)) return false;
      showPageAlert(t('conversation.limitExceeded'));
      navigate('/subscribe');
      return true;
    },
    [navigate, t],
  );
}

/**
 * Reports a failed start or message: for "limit exceeded" the spec's alert, then /subscribe; otherwise a
 * destructive toast with the server's words. Returns whether it was the limit.
 */
export function useReportPracticeFailure() {
  const { t } = useTranslation();
  const redirectOnLimitExceeded = useRedirectOnLimitExceeded();
  return useCallback(
    (error: unknown, titleKey: string): boolean => {
      if (redirectOnLimitExceeded(error)) return true;
      toast({ variant: 'destructive', title: t(titleKey), description: describeError(error, String(error)) });
      return false;
    },
    [redirectOnLimitExceeded, t],
  );
}
