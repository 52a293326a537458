import type { ReactNode } from 'react';

/** A row of a card's table: its key, then its cells, the first one naming the row (a day, a round, a period). */
export interface InsightsRow {
  key: string | number;
  cells: [ReactNode, ...ReactNode[]];
}

/** One of the page's cards: a chart, the table of its numbers under it (for screen readers too), and the table's CSV. */
export function InsightsSection({
  id,
  title,
  csvHref,
  csvName,
  summary,
  chart,
  columns,
  textColumns = 1,
  rows,
}: {
  id: string;
  title: string;
  /** Where this card's numbers download as CSV, and the file's name when the server does not give it. */
  csvHref: string;
  csvName?: string;
  /** A line under the title, for a number that is not a day's (a state of now). */
  summary?: ReactNode;
  chart: ReactNode;
  /** The table's column headings, the first one over the rows' names. */
  columns: string[];
  /** How many columns, from the first, hold words (set left) rather than numbers (set right). */
  textColumns?: number;
  rows: InsightsRow[];
}) {
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <a className="btn-secondary min-h-11" href={csvHref} download={csvName ?? ''}>
          Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      {summary && <p className="mt-1 text-sm">{summary}</p>}
      <div className="mt-3">{chart}</div>
      {/* Focusable, so a keyboard can scroll a long range. */}
      <div className="mt-3 max-h-72 overflow-auto" tabIndex={0} role="group" aria-label={`${title}: the numbers`}>
        <table className="w-full text-sm tabular-nums [&_td]:px-1 [&_td]:py-1 [&_th]:px-1 [&_th]:py-1 [&_th[scope=row]]:whitespace-nowrap">
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={alignOf(index, textColumns)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells: [name, ...numbers] }) => (
              <tr key={key} className="border-t border-slate-200 dark:border-slate-800">
                <th scope="row" className="text-left">
                  {name}
                </th>
                {numbers.map((number, index) => (
                  <td key={index} className={alignOf(index + 1, textColumns)}>
                    {number}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const alignOf = (column: number, textColumns: number) => (column < textColumns ? 'text-left' : 'text-right');
