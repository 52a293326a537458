/** A cell of a CSV file: text, a number, or nothing. */
type CsvCell = string | number | null;

/** A row of a CSV file. */
export type CsvRow = readonly CsvCell[];

/** A cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break. */
const csvCell = (value: CsvCell) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV file (RFC 4180): the header row, then the rows, each line ended by CRLF. */
export function csvFile(header: readonly string[], rows: readonly CsvRow[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
