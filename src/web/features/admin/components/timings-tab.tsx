import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDay, formatNumber } from '../../../lib/format.ts';
import { useAdminTimings } from '../api/get-admin-timings.ts';

const cell = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** Teacher reply, recognition and synthesis times per UTC day and provider (p50 / p95, milliseconds). */
export function TimingsTab() {
  const { t } = useTranslation();
  const timings = useAdminTimings();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('adminTimings.title')}</CardTitle>
        <CardDescription>{t('adminTimings.description')}</CardDescription>
      </CardHeader>
      {/* A table wider than a phone scrolls inside its card; the keyboard reaches it (WCAG 2.1.1). */}
      <CardContent
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-label={t('adminTimings.title')}
      >
        {timings.isPending ? <Spinner /> : null}
        {timings.isError ? <p role="alert">{t('adminTimings.loadFailed')}</p> : null}
        {timings.data && timings.data.length === 0 ? (
          <p className="text-muted-foreground">{t('adminTimings.empty')}</p>
        ) : null}
        {timings.data && timings.data.length > 0 ? (
          <table className="w-full text-left text-sm" data-testid="admin-timings">
            <thead>
              <tr>
                {(
                  [
                    'day',
                    'kind',
                    'provider',
                    'count',
                    'firstTokenP50',
                    'firstTokenP95',
                    'totalP50',
                    'totalP95',
                  ] as const
                ).map((column) => (
                  <th key={column} scope="col" className="border-b p-2 font-medium">
                    {t(`adminTimings.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {timings.data.map((row) => (
                <tr key={`${row.day}-${row.kind}-${row.provider}`}>
                  <td className="border-b p-2">{formatCalendarDay(row.day)}</td>
                  <td className="border-b p-2">{t(`adminTimings.kinds.${row.kind}`)}</td>
                  <td className="border-b p-2 font-mono text-xs">{row.provider}</td>
                  <td className="border-b p-2 tabular-nums">{formatNumber(row.count)}</td>
                  <td className="border-b p-2 tabular-nums">{cell(row.firstTokenP50Ms)}</td>
                  <td className="border-b p-2 tabular-nums">{cell(row.firstTokenP95Ms)}</td>
                  <td className="border-b p-2 tabular-nums">{cell(row.totalP50Ms)}</td>
                  <td className="border-b p-2 tabular-nums">{cell(row.totalP95Ms)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </CardContent>
    </Card>
  );
}
