// Token amounts are summed exactly: JavaScript numbers would round large or tiny ledger values.

/** value = units × 10^exponent, exact. */
interface Decimal {
  units: bigint;
  exponent: number;
}

/** Sums ledger amounts exactly; a negative line is the issuer's side of it and counts as 0. */
export function sumBalances(balances: readonly string[]): string {
  const total = balances.map(parseDecimal).reduce(addDecimals, { units: 0n, exponent: 0 });
  return formatDecimal(total);
}

// rippled writes large and tiny amounts in scientific notation, e.g. "1000000000000000e-4".
function parseDecimal(text: string): Decimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) throw new Error(`unexpected balance "${text}"`);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  if (sign === '-') return { units: 0n, exponent: 0 };
  return { units: BigInt(whole + fraction), exponent: Number(exponent) - fraction.length };
}

function addDecimals(a: Decimal, b: Decimal): Decimal {
  const exponent = Math.min(a.exponent, b.exponent);
  const scale = (d: Decimal) => d.units * 10n ** BigInt(d.exponent - exponent);
  return { units: scale(a) + scale(b), exponent };
}

function formatDecimal({ units, exponent }: Decimal): string {
  if (exponent >= 0) return (units * 10n ** BigInt(exponent)).toString();
  const digits = units.toString().padStart(1 - exponent, '0');
  const whole = digits.slice(0, exponent);
  const fraction = digits.slice(exponent).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
