import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { usePlacements } from '../api/get-placements.ts';

/** Per language: the placed level (the server's, from GET /api/placement) and a link to the test. */
export function PlacedLevels({ languages }: { languages: readonly LanguageCode[] }) {
  const { t } = useTranslation();
  const placements = usePlacements();
  const levels = new Map(placements.data?.current.map((entry) => [entry.language, entry.level]));
  return (
    <ul className="grid gap-2">
      {languages.map((language) => {
        const name = t(`languageNames.${language}`);
        const level = levels.get(language);
        return (
          <li key={language} className="flex flex-wrap items-center justify-between gap-2">
            <span data-testid={`placed-${language}`}>
              {level
                ? t('placement.card.placed', { language: name, level })
                : t('placement.card.notPlaced', { language: name })}
            </span>
            <Link
              href={`/placement/${language}`}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {level
                ? t('placement.card.retakeLink', { language: name })
                : t('placement.card.link', { language: name })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The dashboard's entry to the placement test: light, the test itself is its own lazy page. */
export function PlacementCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="flex items-center gap-2">
          <Compass aria-hidden className="size-5" />
          {t('placement.card.heading')}
        </CardTitle>
        <CardDescription>{t('placement.card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <PlacedLevels languages={LANGUAGE_CODES} />
      </CardContent>
    </Card>
  );
}
