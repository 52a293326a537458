import { checkOutsideName } from '@app/shared/rules/display-name';
import { lookAlikeKey, looksReserved } from './look-alike';

/** The names a player can be known by, as the users table holds them. */
export interface PlayerNames {
  displayName: string | null;
  telegramUsername: string | null;
  telegramFirstName: string | null;
}

/**
 * A Telegram first name, which no rule of the game's checked, as the boards show it: by
 * the display names' rules (checkOutsideName, then no reserved name in look-alike
 * letters), else null.
 */
function shownFirstName(firstName: string | null): string | null {
  const checked = firstName ? checkOutsideName(firstName) : null;
  return checked && !looksReserved(lookAlikeKey(checked.key)) ? checked.name : null;
}

/** The chosen display name, else @telegram, else the Telegram first name as shown; null when there is none. */
export function playerName(names: PlayerNames): string | null {
  if (names.displayName) return names.displayName;
  if (names.telegramUsername) return `@${names.telegramUsername}`;
  return shownFirstName(names.telegramFirstName);
}
