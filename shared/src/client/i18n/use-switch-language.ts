import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '../../i18n/languages';
import { apiRequest } from '../api-fetch';
import { queryKeys } from '../query-keys';
import { activateLanguage } from './language-runtime';

/**
 * Switches the page's language at once (its chunk, `<html lang dir>`), and tells the server,
 * which keeps it in the `language` cookie for the next first screen (a visitor's too) and
 * saves it on the player's account when signed in. The server is the cookie's only writer:
 * it writes it httpOnly, which a script could not overwrite.
 */
export function useSwitchLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await activateLanguage(language);
      await apiRequest('/api/me/language', { method: 'PUT', body: { language } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
