import { ArrowRightLeft, Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PronunciationResult } from '../../../../shared/domain/pronunciation.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * Word-by-word marks: matched, substituted (with what was heard) or missed — each with an icon and words,
 * never colour alone — plus the accuracy, labelled as the recogniser's understanding.
 */
export function PronunciationResultView({ result }: { result: PronunciationResult }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="pronunciation-result-heading"
      className="grid gap-3"
      data-testid="pronunciation-result"
    >
      <div>
        <h3 id="pronunciation-result-heading" className="font-semibold">
          {t('pronunciation.resultLabel')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('pronunciation.resultHelp')}</p>
      </div>
      <p className="text-2xl font-bold" data-testid="pronunciation-accuracy">
        {t('pronunciation.accuracy', { accuracy: result.accuracy })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {result.words.map((mark, index) => {
          const Icon = mark.status === 'matched' ? Check : mark.status === 'substituted' ? ArrowRightLeft : X;
          const detail =
            mark.status === 'matched'
              ? t('pronunciation.matched')
              : mark.status === 'substituted'
                ? t('pronunciation.substituted', { heard: mark.heard })
                : t('pronunciation.missed');
          return (
            <li
              key={index}
              data-word-status={mark.status}
              className={cn(
                'flex items-center gap-1 rounded-md border px-2 py-1 text-sm',
                mark.status === 'matched' && 'border-success/50 bg-success/10',
                mark.status === 'substituted' && 'border-amber-500/60 bg-amber-500/10',
                mark.status === 'missed' && 'border-destructive/50 bg-destructive/10',
              )}
            >
              <Icon className="size-3.5" aria-hidden />
              <span className={cn('font-medium', mark.status === 'missed' && 'line-through')}>
                {mark.word}
              </span>
              <span className="text-xs text-muted-foreground">
                ({detail}
                {mark.confidence !== undefined
                  ? ` · ${t('pronunciation.confidence', { confidence: Math.round(mark.confidence * 100) })}`
                  : ''}
                )
              </span>
            </li>
          );
        })}
      </ul>
      {result.extra.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('pronunciation.extra', { words: result.extra.join(', ') })}
        </p>
      ) : null}
    </section>
  );
}
