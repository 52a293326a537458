import { useAdminRaffle } from '@app/shared/client/raffle';
import type { AdminRafflePeriod } from '@app/shared/schemas/raffle';
import { RafflePeriod } from './raffle-period';

const periodLabel = (period: AdminRafflePeriod) =>
  `Period ${period.periodId} (${period.weekStart} to ${period.weekEnd})`;

/** Raffle Payments: each archived period's draw, prize and winners, paid with Xaman from here. */
export function RaffleCard() {
  const raffle = useAdminRaffle();
  const periods = raffle.data?.periods ?? [];
  const overdue = periods.filter((period) => period.unpaidOverdue);
  return (
    <section className="card" aria-labelledby="raffle-title">
      <h2 id="raffle-title" className="text-lg font-bold">
        Raffle Payments
      </h2>
      {overdue.length > 0 && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          <strong>Winners unpaid 48 hours after the draw:</strong> {overdue.map(periodLabel).join(', ')}
        </div>
      )}
      {raffle.isSuccess && periods.length === 0 && <p className="mt-2 text-sm">No archived period yet.</p>}
      <div className="mt-3 flex flex-col gap-4">
        {periods.map((period) => (
          <RafflePeriod key={period.periodId} period={period} label={periodLabel(period)} />
        ))}
      </div>
    </section>
  );
}
