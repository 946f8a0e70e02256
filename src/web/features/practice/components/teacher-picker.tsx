import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../../shared/domain/teachers.ts';
import { cn } from '../../../lib/cn.ts';
import { Flag } from '../../../components/flag.tsx';

/** The three AI teachers as large buttons; choosing one calls `onPick`. */
export function TeacherPicker({
  onPick,
  disabled = false,
  headingLevel = 2,
}: {
  onPick(language: LanguageCode): void;
  disabled?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="teacher-picker-heading" className="grid gap-4">
      <div>
        <Heading id="teacher-picker-heading" className="text-xl font-semibold">
          {t('teachers.heading')}
        </Heading>
        <p className="text-sm text-muted-foreground">{t('teachers.subheading')}</p>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {LANGUAGE_CODES.map((code) => {
          const teacher = TEACHERS[code];
          return (
            <li key={code}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(code)}
                className={cn(
                  'group flex h-full w-full flex-col gap-3 rounded-xl border bg-card p-5 text-left shadow-sm transition',
                  'hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
                )}
                style={{ borderTopColor: teacher.color, borderTopWidth: 4 }}
                data-testid={`teacher-${code}`}
              >
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-12 items-center justify-center rounded-full text-2xl"
                    style={{ backgroundColor: `${teacher.color}22` }}
                  >
                    <Flag language={code} />
                  </span>
                  <span>
                    <span className="block font-semibold">
                      {teacher.name} · {t(`languageNames.${code}`)}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {t('teachers.from', { city: teacher.city })}
                    </span>
                  </span>
                </span>
                <span className="text-sm text-muted-foreground">{t(teacher.descriptionKey)}</span>
                {/* The teacher's colour is too dark to read on the dark theme's cards: there the words
                    take the foreground colour and the arrow keeps the teacher's. */}
                <span
                  className="mt-auto text-sm font-medium text-(--teacher-color) dark:text-foreground"
                  style={{ '--teacher-color': teacher.color } as CSSProperties}
                >
                  {t('teachers.start', { name: teacher.name })}{' '}
                  <span aria-hidden className="text-(--teacher-color)">
                    →
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
