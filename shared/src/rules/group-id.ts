/**
 * A Telegram group's id in a start parameter (`startapp=g_<id>`). Group ids are negative
 * (`-1001234567890`) and a start parameter takes only `A-Za-z0-9_-`: the minus sign is
 * written `m` (`g_m1001234567890`), readable and reversible; a positive id stays as it is.
 */
const GROUP_START_PREFIX = 'g_';

const ENCODED = /^(m?)([1-9]\d{0,15})$/;

/** `-1001234567890` -> `m1001234567890`. */
export function encodeGroupId(chatId: string | number): string {
  const id = String(chatId);
  return id.startsWith('-') ? `m${id.slice(1)}` : id;
}

/** `m1001234567890` (or the plain `-1001234567890`) -> `-1001234567890`; null for anything else. */
export function decodeGroupId(text: string): string | null {
  if (/^-[1-9]\d{0,15}$/.test(text)) return text;
  const match = ENCODED.exec(text);
  if (!match) return null;
  return match[1] ? `-${match[2]}` : match[2]!;
}

/** The start parameter that opens the Mini App for a group. */
export function groupStartParam(chatId: string | number): string {
  return `${GROUP_START_PREFIX}${encodeGroupId(chatId)}`;
}

/** The group a start parameter names (`g_m100…`), or null. */
export function groupOfStartParam(startParam: string | null | undefined): string | null {
  if (!startParam?.startsWith(GROUP_START_PREFIX)) return null;
  return decodeGroupId(startParam.slice(GROUP_START_PREFIX.length));
}
