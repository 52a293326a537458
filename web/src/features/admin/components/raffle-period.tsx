import { useState, type FormEvent } from 'react';
import { ApiError } from '@app/shared/client/api-fetch';
import { usePublicConfig } from '@app/shared/client/ads';
import { usePayWinner, useSetPrize } from '@app/shared/client/raffle';
import { shortenAddress } from '@app/shared/rules/address';
import { countOf } from '@app/shared/rules/plural';
import { DROPS_PER_XRP, formatXrp } from '@app/shared/rules/raffle';
import type { AdminRafflePeriod, PaymentCreated, RaffleWinner } from '@app/shared/schemas/raffle';
import { toast } from '../../../lib/toast';
import { PaymentDialog } from './payment-dialog';
import { ReasonButton } from './reason-button';

const ENTRANTS = { one: 'entrant', other: 'entrants' };
const inputClass = 'w-32 rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-950';

/** One period: its prize (editable until a winner is paid), its draw and its winners with "Pay with Xaman". */
export function RafflePeriod({ period, label }: { period: AdminRafflePeriod; label: string }) {
  const [paying, setPaying] = useState<{ winner: RaffleWinner; created: PaymentCreated } | null>(null);
  const pay = usePayWinner();
  const { raffle } = period;
  async function startPayment(winner: RaffleWinner) {
    try {
      const created = await pay.mutateAsync({ periodId: period.periodId, walletAddress: winner.walletAddress });
      setPaying({ winner, created });
    } catch (failure) {
      toast({ title: 'Payment Not Started', description: messageOf(failure), variant: 'destructive' });
    }
  }
  const anyPaid = raffle.winners.some((winner) => winner.paid);
  return (
    <article className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" aria-label={label}>
      <h3 className="font-semibold">{label}</h3>
      <p className="mt-1 text-sm">Prize: {formatXrp(period.prizeDrops)}</p>
      {!anyPaid && <PrizeForm period={period} />}
      {raffle.status === 'pending' ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          Waiting for the ledger to close past the period’s end.
        </p>
      ) : (
        <>
          <p className="mt-2 text-xs break-all text-slate-600 dark:text-slate-400">
            Ledger {raffle.ledgerIndex}
            {raffle.standIn && ' (offline stand-in)'}, {countOf(raffle.entrantCount, ENTRANTS)}
          </p>
          {raffle.winners.length === 0 && <p className="mt-2 text-sm">No eligible holders: nobody to pay.</p>}
          <ul className="mt-2 flex flex-col gap-2">
            {raffle.winners.map((winner) => (
              <WinnerRow
                key={winner.walletAddress}
                winner={winner}
                busy={pay.isPending}
                onPay={() => void startPayment(winner)}
              />
            ))}
          </ul>
        </>
      )}
      {paying && <PaymentDialog {...paying} onClose={() => setPaying(null)} />}
    </article>
  );
}

const messageOf = (failure: unknown) => (failure instanceof ApiError && failure.serverMessage) || 'Please try again.';

function WinnerRow({ winner, busy, onPay }: { winner: RaffleWinner; busy: boolean; onPay: () => void }) {
  const explorer = usePublicConfig().data?.links.explorer;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="min-w-0">
        <strong>{winner.name}</strong>{' '}
        {winner.name !== shortenAddress(winner.walletAddress) && (
          <span className="font-mono text-xs">{shortenAddress(winner.walletAddress)} </span>
        )}
        {formatXrp(winner.prizeDrops)}
      </span>
      {winner.paid ? (
        <a
          className="text-brand-700 underline dark:text-brand-100"
          href={`${explorer}/transactions/${winner.txHash}`}
          target="_blank"
          rel="noreferrer"
        >
          Paid: view transaction
        </a>
      ) : (
        <ReasonButton
          className="btn-primary min-h-11"
          aria-label={`Pay with Xaman to ${winner.name}`}
          onClick={onPay}
          disabledReason={
            winner.prizeDrops === '0' ? 'The prize is 0 XRP: set a prize first.' : busy ? 'Starting a payment…' : null
          }
        >
          Pay with Xaman
        </ReasonButton>
      )}
    </li>
  );
}

function PrizeForm({ period }: { period: AdminRafflePeriod }) {
  const [xrp, setXrp] = useState(String(Number(period.prizeDrops) / DROPS_PER_XRP));
  const setPrize = useSetPrize();
  const id = `prize-${period.periodId}`;
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await setPrize.mutateAsync({ periodId: period.periodId, prizeXrp: Number(xrp) });
      toast({ title: 'Prize Updated', description: `Period ${period.periodId}: ${xrp} XRP` });
    } catch (failure) {
      toast({ title: 'Prize Not Changed', description: messageOf(failure), variant: 'destructive' });
    }
  }
  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="flex flex-col gap-1 text-sm font-medium">
        Prize in XRP
        <input
          id={id}
          className={inputClass}
          type="number"
          min="0"
          step="0.000001"
          value={xrp}
          onChange={(event) => setXrp(event.target.value)}
        />
      </label>
      <button type="submit" className="btn-secondary min-h-11" disabled={setPrize.isPending}>
        Save prize
      </button>
    </form>
  );
}
