import {
  Baby,
  BookOpen,
  Brain,
  CreditCard,
  Languages,
  LineChart,
  LogOut,
  Repeat,
  Settings,
  Shield,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import { INTERFACE_LANGUAGES } from '../../../shared/domain/interface-languages.ts';
import { useSignOut } from '../../features/auth/api/current-user.ts';
import {
  LANGUAGE_NAMES,
  useInterfaceLanguage,
} from '../../features/interface-language/use-interface-language.ts';
import { ThemeToggle } from '../../features/theme/theme-toggle.tsx';
import { isInterfaceLanguage } from '../../lib/i18n.ts';
import { appConfig } from '../../lib/app-config.ts';
import { Button } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';

export function UserAvatar({ user, className = 'size-9' }: { user: User; className?: string }) {
  if (user.avatar) {
    return (
      <img
        src={user.avatar}
        alt=""
        referrerPolicy="no-referrer"
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${className} inline-flex items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground`}
    >
      {user.username.charAt(0).toUpperCase()}
    </span>
  );
}

/** The signed-in header: app name, optional extras (the minutes badge), theme toggle and user menu. */
export function AppHeader({ user, children }: { user: User; children?: ReactNode }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const { language, setLanguage } = useInterfaceLanguage();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link href="/dashboard" className="mr-auto flex items-center gap-2 font-bold">
          <img src="/favicon.svg" alt="" className="size-7" />
          {/* On a phone the logo stands for the name, which stays the link's name for screen readers:
              beside the minutes badge, the theme toggle and the menu, it would be cut. */}
          <span className="sr-only sm:not-sr-only">{appConfig.appName}</span>
        </Link>
        {children}
        <ThemeToggle />
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('userMenu.open')}>
              <UserAvatar user={user} />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" inline>
            <DropdownMenuLabel>
              <span className="block">{user.username}</span>
              <span className="block text-xs font-normal text-muted-foreground">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate('/notebook')}>
              <BookOpen aria-hidden />
              {t('userMenu.notebook')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/review')}>
              <Repeat aria-hidden />
              {t('userMenu.review')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/progress')}>
              <LineChart aria-hidden />
              {t('userMenu.progress')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate('/subscribe')}>
              <CreditCard aria-hidden />
              {t('userMenu.subscriptionPlans')}
            </DropdownMenuItem>
            {user.isAdmin ? (
              <DropdownMenuItem onSelect={() => navigate('/admin-dashboard')}>
                <Shield aria-hidden />
                {t('userMenu.adminDashboard')}
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuSeparator />
            <DropdownMenuLabel className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
              <Languages aria-hidden className="size-4" />
              {t('interfaceLanguage.label')}
            </DropdownMenuLabel>
            <DropdownMenuRadioGroup
              aria-label={t('interfaceLanguage.label')}
              value={language}
              onValueChange={(value) => {
                if (isInterfaceLanguage(value)) void setLanguage(value);
              }}
            >
              {INTERFACE_LANGUAGES.map((code) => (
                <DropdownMenuRadioItem key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => navigate('/family')}>
              <Baby aria-hidden />
              {t('userMenu.family')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/memory')}>
              <Brain aria-hidden />
              {t('userMenu.memory')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate('/settings')}>
              <Settings aria-hidden />
              {t('userMenu.settings')}
            </DropdownMenuItem>
            <DropdownMenuItem
              onSelect={() =>
                signOut.mutate(undefined, {
                  onSettled: () => navigate('/'),
                })
              }
            >
              <LogOut aria-hidden />
              {t('userMenu.signOut')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
