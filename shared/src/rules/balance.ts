/** A $BWIF balance as the boards show it: rounded to whole tokens with thousands separators, or "N/A" when unknown. */
export function bwifBalanceLabel(balance: string | undefined): string {
  const amount = balance === undefined || balance.trim() === '' ? Number.NaN : Number(balance);
  return Number.isFinite(amount) ? Math.round(amount).toLocaleString('en-US') : 'N/A';
}
