import { Globe2, Mic, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Footer } from '../../../components/layout/footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { appConfig } from '../../../lib/app-config.ts';
import { TaggedText } from '../../../lib/tagged-text.tsx';
import { LanguageSelect } from '../../interface-language/language-select.tsx';
import { ThemeToggle } from '../../theme/theme-toggle.tsx';
import { signInWithGoogle, useCurrentUser } from '../api/current-user.ts';

const FEATURES = [
  { key: 'languages', icon: Globe2 },
  { key: 'voice', icon: Mic },
  { key: 'coach', icon: Sparkles },
] as const;

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** The landing and login screen. Also shown in place of any signed-in route for signed-out visitors. */
export function LoginPage() {
  const { t } = useTranslation();
  const { isLoading } = useCurrentUser();
  const [location] = useLocation();
  // The server renders this page too (render-page.tsx), for a visit without an error to show.
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const error = new URLSearchParams(search).get('error');
  const returnTo = location === '/' || location === '/login' ? undefined : `${location}${search}`;
  const errorKey = error === 'cancelled' || error === 'expired' || error === 'rejected' ? error : undefined;

  return (
    <div className="flex min-h-screen flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-4">
        <span className="flex items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
          {appConfig.appName}
        </span>
        <div className="flex items-center gap-2">
          <LanguageSelect />
          <ThemeToggle />
        </div>
      </header>
      {/*
        One column on a phone, in reading order: the pitch, the sign-in card, then the features, so
        "Continue with Google" is on the first screen in every language. From lg up the sign-in card
        takes the right-hand column beside the pitch and the features.
      */}
      <main className="mx-auto grid w-full max-w-6xl flex-1 content-center gap-6 px-4 py-6 sm:py-10 lg:grid-cols-[1.3fr_1fr] lg:gap-x-10">
        <section className="lg:col-start-1 lg:row-start-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{t('login.heading')}</h1>
          <p className="mt-3 max-w-xl text-muted-foreground sm:mt-4 sm:text-lg">{t('login.subheading')}</p>
        </section>
        <Card className="shadow-lg lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <CardHeader>
            <CardTitle level={2} className="text-2xl">
              {t('login.getStarted')}
            </CardTitle>
            <CardDescription>{t('login.getStartedDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {errorKey ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/50 p-3 text-sm text-destructive"
              >
                {t(`login.errors.${errorKey}`)}
              </p>
            ) : null}
            <Button
              size="lg"
              variant="outline"
              disabled={isLoading}
              onClick={() => signInWithGoogle(returnTo)}
            >
              <GoogleMark />
              {t('login.continueWithGoogle')}
            </Button>
            {appConfig.identity === 'development' ? (
              <p className="text-xs text-muted-foreground">{t('login.developmentNotice')}</p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              <TaggedText
                text={t('login.agreement')}
                tags={{
                  terms: <Link href="/terms-of-service" className="underline underline-offset-4" />,
                  privacy: <Link href="/privacy-policy" className="underline underline-offset-4" />,
                }}
              />
            </p>
          </CardContent>
        </Card>
        <ul className="grid gap-4 sm:grid-cols-3 lg:col-start-1 lg:row-start-2">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="size-6 text-primary" aria-hidden />
                  <CardTitle level={2} className="text-base">
                    {t(`login.features.${key}.title`)}
                  </CardTitle>
                  <CardDescription>{t(`login.features.${key}.description`)}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </main>
      <Footer />
    </div>
  );
}
