import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkDisplayName, DISPLAY_NAME_MAX, DISPLAY_NAME_MIN, type DisplayNameCheck } from '../rules/display-name';
import { Profile } from '../schemas/profile';
import { ApiError, apiRequest } from './api-fetch';
import { errorMessage } from './i18n/error-message';
import { t } from './i18n/language-runtime';
import { boardKeys, queryKeys } from './query-keys';

/** Every query that shows the player's name: who they are and the boards. */
const namedKeys = [queryKeys.me, ...boardKeys, queryKeys.leaderboard.history, queryKeys.pointsLeaderboard];

/** Sets the signed-in player's display name (null clears it); the server's 400/409 message comes back as ApiError.serverMessage. */
export function useSaveDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (displayName: string | null) =>
      Profile.parse(await apiRequest('/api/me/profile', { method: 'PUT', body: { displayName } })),
    onSuccess: () => {
      for (const queryKey of namedKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

type Reason = Extract<DisplayNameCheck, { ok: false }>['reason'];

const RULE_IDS: Record<Reason, string> = {
  short: 'name.rule.short',
  long: 'name.rule.long',
  invisible: 'name.rule.invisible',
  characters: 'name.rule.characters',
  scripts: 'name.rule.scripts',
  address: 'name.rule.address',
  reserved: 'name.rule.reserved',
};

/**
 * A typed name checked as the server checks it: the name to send, or what is wrong with it
 * in the player's language (the rule's English is the server's).
 */
export function checkNameToSend(input: string): { name: string; problem: null } | { name: null; problem: string } {
  const check = checkDisplayName(input);
  if (check.ok) return { name: check.name, problem: null };
  return { name: null, problem: t(RULE_IDS[check.reason], { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX }) };
}

/** What to tell a player whose name was refused: the server's reason, else a generic line. */
export function displayNameError(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = errorMessage(error);
    if (reason) return reason;
    if (error.status === 401) return t('name.signIn');
  }
  return t('name.failed');
}
