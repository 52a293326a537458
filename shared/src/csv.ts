/** A cell of a CSV file: text, a number, or nothing. */
type CsvCell = string | number | null;

/** A row of a CSV file. */
export type CsvRow = readonly CsvCell[];

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as a spreadsheet shows it, never runs it: one that starts like a formula gets a
 * leading apostrophe. Names come from the ledger's metadata, which their issuer controls.
 */
const inert = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break; a number as it is. */
const csvCell = (value: CsvCell) => {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : inert(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV file (RFC 4180): the header row, then the rows, each line ended by CRLF. */
export function csvFile(header: readonly string[], rows: readonly CsvRow[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
