import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LANGUAGE_CODES } from '../../../../shared/domain/languages.ts';
import { TEACHERS } from '../../../../shared/domain/teachers.ts';
import { Flag } from '../../../components/flag.tsx';

/** The dashboard's way into a video call: one button per teacher. */
export function VideoCallLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="video-call-links-heading" className="grid gap-3">
      <div>
        <h2 id="video-call-links-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Video className="size-5" aria-hidden />
          {t('videoCallLinks.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('videoCallLinks.description')}</p>
      </div>
      <ul className="flex flex-wrap gap-3">
        {LANGUAGE_CODES.map((code) => {
          const teacher = TEACHERS[code];
          return (
            <li key={code}>
              <Link
                href={`/video-call?language=${code}`}
                className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
                style={{ borderColor: teacher.color }}
                data-testid={`video-call-${code}`}
              >
                <span aria-hidden>
                  <Flag language={code} />
                </span>
                {t('videoCallLinks.call', { name: teacher.name })}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
