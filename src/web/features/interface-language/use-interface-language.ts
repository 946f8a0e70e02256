import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterfaceLanguage, User } from '../../../shared/contracts/auth.ts';
import { callRoute } from '../../lib/api-client.ts';
import type { authApi } from '../../../shared/contracts/endpoints/auth.ts';
import { AUTH_ROUTES } from '../../../shared/contracts/endpoints/auth-routes.ts';
import { changeInterfaceLanguage, currentLanguage } from '../../lib/i18n.ts';
import { authContract, CURRENT_USER_KEY, useCurrentUser } from '../auth/api/current-user.ts';

/** Each language is offered under its own name, whatever the interface language. */
export const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

function saveForUser(language: InterfaceLanguage) {
  return callRoute<(typeof authApi)['setInterfaceLanguage']>(
    AUTH_ROUTES.setInterfaceLanguage,
    async () => (await authContract()).setInterfaceLanguage,
    { body: { interfaceLanguage: language } },
  );
}

/** The interface language and a setter that switches at once and remembers the choice. */
export function useInterfaceLanguage() {
  useTranslation(); // re-renders on a language change
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();

  async function setLanguage(next: InterfaceLanguage) {
    await changeInterfaceLanguage(next);
    if (user) {
      const { user: saved } = await saveForUser(next);
      queryClient.setQueryData<User | null>(CURRENT_USER_KEY, saved);
    }
  }
  return { language: currentLanguage(), setLanguage };
}

/**
 * Keeps the interface in the signed-in user's language: a stored choice wins over this device's; a user
 * without one gets the language they are using now stored with their account.
 */
export function useInterfaceLanguageSync() {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const stored = user?.interfaceLanguage ?? null;
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    if (stored) {
      if (stored !== currentLanguage()) void changeInterfaceLanguage(stored);
      return;
    }
    void saveForUser(currentLanguage())
      .then(({ user: saved }) => queryClient.setQueryData<User | null>(CURRENT_USER_KEY, saved))
      .catch(() => {
        // Not stored this time: the choice still lives on this device and is sent again next visit.
      });
  }, [userId, stored, queryClient]);
}
