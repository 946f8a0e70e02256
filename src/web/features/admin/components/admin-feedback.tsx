import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterfaceLanguage } from '../../../../shared/domain/interface-languages.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { currentLanguage, loadCataloguesIn } from '../../../lib/i18n.ts';

/**
 * The admin dashboard's own language (decision 031): Spanish in the English interface, as the spec's copy
 * is, else the interface's. The server's refusals shown in it are said in that language too.
 */
export function adminPanelLanguage(): InterfaceLanguage {
  const language = currentLanguage();
  return language === 'en' ? 'es' : language;
}

/** A server refusal in the admin dashboard's language, else the spec's Spanish fallback. */
export function describeAdminError(error: unknown, fallback: string): string {
  return describeError(error, fallback, { language: adminPanelLanguage() });
}

/** Loads the error catalogue in the dashboard's language, when it is not the interface's. */
export function useAdminPanelErrors() {
  const { i18n } = useTranslation();
  const interfaceLanguage = i18n.language;
  useEffect(() => {
    void loadCataloguesIn(adminPanelLanguage(), ['errors']);
  }, [interfaceLanguage]);
}

/**
 * The spec's admin toasts: ¡Éxito! with the success text, or Error with the server's refusal in the panel's
 * language or the spec's fallback.
 */
export function useAdminToasts() {
  const { t } = useTranslation();
  useAdminPanelErrors();
  return {
    success(messageKey: string) {
      toast({ title: t('adminDashboard.toast.success'), description: t(messageKey) });
    },
    failure(error: unknown, fallbackKey: string) {
      toast({
        variant: 'destructive',
        title: t('adminDashboard.toast.error'),
        description: describeAdminError(error, t(fallbackKey)),
      });
    },
  };
}

/** How the admin dashboard's panels say their data failed to load. */
export const ADMIN_LOAD_ERROR = {
  messageKey: 'adminDashboard.loadError',
  retryLabelKey: 'adminDashboard.retry',
  describe: describeAdminError,
};

/** The first letter of a name, for the round initial badges of user rows. */
function UserInitial({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary"
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * One person in an admin list: their initial, name and email, then whatever the list adds (plan, minutes,
 * badges, actions) as children.
 */
export function UserRow({
  name,
  email,
  className,
  children,
  ...data
}: {
  name: string;
  email: string;
  className?: string;
  children?: ReactNode;
} & { [attribute: `data-${string}`]: string | number }) {
  return (
    <li className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 py-3', className)} {...data}>
      <UserInitial name={name} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-sm text-muted-foreground">{email}</p>
      </div>
      {children}
    </li>
  );
}
