import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Progress } from '../../../../shared/contracts/progress.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatCalendarDay, formatDate, formatNumber } from '../../../lib/format.ts';

const CHART_HEIGHT = 220;
const AXIS = { fontSize: 12, stroke: 'currentColor' };
/** The theme colours a line is drawn in, as CSS values. */
const TONES = {
  destructive: 'var(--color-destructive)',
  success: 'var(--color-success)',
  primary: 'var(--color-primary)',
} as const;

/**
 * One chart with its text alternative: a summary sentence that is the chart's accessible description,
 * and the figures as a table (decision 114). The drawing itself is hidden from assistive technology.
 */
function ChartCard({
  id,
  title,
  summary,
  table,
  empty = false,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: ReactNode;
  /** Nothing to draw yet: an empty state instead of bare axes. */
  empty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid={`chart-${id}`}>
      <CardHeader>
        <CardTitle level={2} id={`${id}-title`}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="m-0">
          {empty ? (
            <div
              data-testid="chart-empty"
              className="flex items-center justify-center rounded-lg border border-dashed text-sm text-muted-foreground"
              style={{ height: CHART_HEIGHT }}
            >
              {t('progress.chartEmpty')}
            </div>
          ) : (
            // Hidden from assistive technology (the summary and the table say it) and, with inert, out of
            // the keyboard order too: the chart's own focusable layer is switched off as well.
            <div
              aria-hidden="true"
              inert
              data-testid="chart-drawing"
              className="text-muted-foreground"
              style={{ height: CHART_HEIGHT }}
            >
              <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
                {children as React.ReactElement}
              </ResponsiveContainer>
            </div>
          )}
          <figcaption id={`${id}-summary`} className="mt-2 text-sm">
            {summary}
          </figcaption>
        </figure>
        <details>
          <summary className="cursor-pointer text-sm text-primary">{t('progress.showTable')}</summary>
          <div className="mt-2 overflow-x-auto">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

function Table({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="border-b p-1.5 font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, column) => (
              <td key={column} className="border-b p-1.5 tabular-nums">
                {typeof cell === 'number' ? formatNumber(cell) : cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A line over labelled points. A plain function, not a component: ResponsiveContainer sizes its direct
 * child, which must be the chart itself.
 */
function trendChart(options: {
  data: { label: string }[];
  dataKey: string;
  name: string;
  /** The theme colour the line is drawn in. */
  tone: 'destructive' | 'success' | 'primary';
  domain?: [number, number];
  step?: boolean;
}) {
  const colour = TONES[options.tone];
  return (
    <LineChart data={options.data} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
      <XAxis dataKey="label" tick={AXIS} />
      <YAxis domain={options.domain ?? [0, 'auto']} allowDecimals={!options.step} tick={AXIS} width={32} />
      <Tooltip />
      <Line
        type={options.step ? 'stepAfter' : 'monotone'}
        dataKey={options.dataKey}
        connectNulls
        name={options.name}
        stroke={colour}
        strokeWidth={2}
        // A single value has no line to draw: its dot must show on its own.
        dot={{ r: 4, fill: colour, stroke: colour }}
      />
    </LineChart>
  );
}

const weekLabel = (week: string) => formatCalendarDay(week, 'long');

/** The progress page's four charts, in their own chunk: recharts loads only on this page. */
export default function ProgressCharts({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const minutesTotal = progress.minutesPerWeek.reduce((sum, week) => sum + week.minutes, 0);
  const mistakes = progress.mistakesPer100Words.map((session) => ({
    ...session,
    label: formatDate(session.date),
  }));
  const retention = progress.retention.filter((week) => week.reviews > 0);
  const reviews = retention.reduce((sum, week) => sum + week.reviews, 0);
  const recalled = retention.reduce((sum, week) => sum + week.recalled, 0);
  const levels = progress.quizLevels;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        id="minutes"
        empty={minutesTotal === 0}
        title={t('progress.minutesTitle')}
        summary={t('progress.minutesSummary', {
          total: formatNumber(minutesTotal),
          latest: formatNumber(progress.minutesPerWeek.at(-1)?.minutes ?? 0),
        })}
        table={
          <Table
            caption={t('progress.minutesTitle')}
            headers={[t('progress.week'), t('progress.minutes')]}
            rows={progress.minutesPerWeek.map((week) => [weekLabel(week.week), week.minutes])}
          />
        }
      >
        <BarChart
          accessibilityLayer={false}
          data={progress.minutesPerWeek.map((week) => ({ ...week, label: weekLabel(week.week) }))}
        >
          <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.3} />
          <XAxis dataKey="label" tick={AXIS} />
          <YAxis allowDecimals={false} tick={AXIS} width={32} />
          <Tooltip />
          <Bar dataKey="minutes" name={t('progress.minutes')} fill="var(--color-primary)" />
        </BarChart>
      </ChartCard>

      <ChartCard
        id="mistakes"
        empty={mistakes.length === 0}
        title={t('progress.mistakesTitle')}
        summary={
          mistakes.length === 0
            ? t('progress.mistakesEmpty')
            : t('progress.mistakesSummary', {
                count: mistakes.length,
                first: formatNumber(mistakes[0]!.rate),
                latest: formatNumber(mistakes.at(-1)!.rate),
              })
        }
        table={
          <Table
            caption={t('progress.mistakesTitle')}
            headers={[
              t('progress.session'),
              t('progress.wordsColumn'),
              t('progress.mistakesColumn'),
              t('progress.rate'),
            ]}
            rows={mistakes.map((session) => [session.label, session.words, session.mistakes, session.rate])}
          />
        }
      >
        {trendChart({
          data: mistakes,
          dataKey: 'rate',
          name: t('progress.rate'),
          tone: 'destructive',
        })}
      </ChartCard>

      <ChartCard
        id="quiz"
        empty={levels.length === 0}
        title={t('progress.quizTitle')}
        summary={
          levels.length === 0
            ? t('progress.quizEmpty')
            : t('progress.quizSummary', {
                count: levels.length,
                highest: Math.max(...levels.map((l) => l.level)),
              })
        }
        table={
          <Table
            caption={t('progress.quizTitle')}
            headers={[t('progress.level'), t('progress.passedOn')]}
            rows={levels.map((level) => [level.level, formatDate(level.passedAt)])}
          />
        }
      >
        {trendChart({
          data: levels.map((level) => ({ ...level, label: formatDate(level.passedAt) })),
          dataKey: 'level',
          name: t('progress.level'),
          tone: 'success',
          domain: [0, 5],
          step: true,
        })}
      </ChartCard>

      <ChartCard
        id="retention"
        empty={reviews === 0}
        title={t('progress.retentionTitle')}
        summary={
          reviews === 0
            ? t('progress.retentionEmpty')
            : t('progress.retentionSummary', {
                recalled: formatNumber(recalled),
                reviews: formatNumber(reviews),
                rate: formatNumber(Math.round((recalled / reviews) * 100)),
              })
        }
        table={
          <Table
            caption={t('progress.retentionTitle')}
            headers={[
              t('progress.week'),
              t('progress.reviews'),
              t('progress.recalled'),
              t('progress.retentionRate'),
            ]}
            rows={progress.retention.map((week) => [
              weekLabel(week.week),
              week.reviews,
              week.recalled,
              week.rate ?? '—',
            ])}
          />
        }
      >
        {trendChart({
          data: progress.retention.map((week) => ({ ...week, label: weekLabel(week.week) })),
          dataKey: 'rate',
          name: t('progress.retentionRate'),
          tone: 'primary',
          domain: [0, 100],
        })}
      </ChartCard>
    </div>
  );
}
