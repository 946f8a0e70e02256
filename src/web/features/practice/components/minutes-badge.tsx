import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useUserStats } from '../api/get-user-stats.ts';

/** "N min left" this month, from the server's counters. */
export function MinutesBadge() {
  const { t } = useTranslation();
  const { data } = useUserStats();
  if (!data) return null;
  const left = Math.max(0, data.monthlyMinutesLimit - data.monthlyMinutesUsed);
  return (
    <Badge
      variant={left === 0 ? 'destructive' : 'secondary'}
      className="px-3 py-1 text-sm"
      data-testid="minutes-left"
    >
      <Clock className="size-3.5" aria-hidden />
      {t('stats.minutesLeft', { minutes: formatNumber(left) })}
    </Badge>
  );
}
