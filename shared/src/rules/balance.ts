/** A $BWIF balance as the boards show it: rounded to whole tokens, in `locale`'s digits and separators; null when unknown. */
export function bwifBalanceLabel(balance: string | undefined, locale: string): string | null {
  const amount = balance === undefined || balance.trim() === '' ? Number.NaN : Number(balance);
  return Number.isFinite(amount) ? Math.round(amount).toLocaleString(locale) : null;
}
