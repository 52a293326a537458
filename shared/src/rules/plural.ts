const englishPlural = new Intl.PluralRules('en-US');

/** A count with its noun in the form the count takes: "1 entrant", "0 entrants", "2 entrants". */
export function countOf(count: number, forms: { one: string; other: string }): string {
  const form = englishPlural.select(count) === 'one' ? forms.one : forms.other;
  return `${count.toLocaleString('en-US')} ${form}`;
}
