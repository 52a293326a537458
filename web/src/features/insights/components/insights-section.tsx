import type { ReactNode } from 'react';
import type { InsightsTable } from '@app/shared/schemas/insights';
import { insightsCsvUrl, type InsightsRange } from '@app/shared/client/insights';

/** One of the page's cards: a chart, the table of its numbers under it, and the table's CSV. */
export function InsightsSection({
  id,
  title,
  csv,
  range,
  chart,
  children,
}: {
  id: string;
  title: string;
  /** The CSV export holding this card's numbers. */
  csv: InsightsTable;
  range: InsightsRange;
  chart: ReactNode;
  /** The table: its head and body. */
  children: ReactNode;
}) {
  return (
    <section className="card min-w-0" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <a className="btn-secondary min-h-11" href={insightsCsvUrl(csv, range)} download>
          Download CSV<span className="sr-only"> of {title}</span>
        </a>
      </div>
      <div className="mt-3">{chart}</div>
      {/* Focusable, so a keyboard can scroll a long range. */}
      <div className="mt-3 max-h-72 overflow-auto" tabIndex={0} role="group" aria-label={`${title}: the numbers`}>
        <table className="w-full text-sm tabular-nums [&_td]:px-1 [&_td]:py-1 [&_th]:px-1 [&_th]:py-1 [&_td]:text-right [&_th]:text-right [&_tr>*:first-child]:text-left [&_th[scope=row]]:whitespace-nowrap">
          {children}
        </table>
      </div>
    </section>
  );
}
