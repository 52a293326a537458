import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../i18n/languages';
import { apiRequest } from '../api-fetch';
import { queryKeys } from '../query-keys';
import { useMe } from '../session';
import { activateLanguage, rememberLanguage } from './language-runtime';

/**
 * Switches the page's language at once (its chunk, `<html lang dir>`), keeps it in a cookie
 * for the next first screen, and saves it on the player's account when signed in.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const signedIn = Boolean(me?.invite);
  return useMutation({
    mutationFn: async (language: Language) => {
      await activateLanguage(language);
      rememberLanguage(language);
      if (signedIn) await apiRequest('/api/me/language', { method: 'PUT', body: { language } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
