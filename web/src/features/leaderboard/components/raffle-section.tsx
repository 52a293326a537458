import { useState } from 'react';
import { usePublicConfig } from '@app/shared/client/ads';
import { activeLanguage, t } from '@app/shared/client/i18n/language-runtime';
import { tNodes } from '@app/shared/client/i18n/t-nodes';
import { useRaffleEntrants } from '@app/shared/client/raffle-entrants';
import { shortenAddress } from '@app/shared/rules/address';
import { DROPS_PER_XRP } from '@app/shared/rules/raffle';
import { raffleEntrantsPath, type PeriodRaffle } from '@app/shared/schemas/raffle';

const linkClass = 'text-brand-700 underline dark:text-brand-100';

/** A prize in XRP, in the active language's digits, to the drop. */
const xrp = (drops: string) =>
  t('web.history.xrp', {
    amount: (Number(drops) / DROPS_PER_XRP).toLocaleString(activeLanguage(), { maximumFractionDigits: 6 }),
  });

/** A period's raffle on the history page: winners and payments, the draw ledger, the entrants and how to re-run the draw. */
export function RaffleSection({ raffle, periodId }: { raffle: PeriodRaffle; periodId: number }) {
  const titleId = `raffle-${periodId}`;
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 id={titleId} className="font-bold">
        {t('web.history.raffle')}
      </h3>
      {raffle.status === 'pending' ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('web.history.rafflePending')}</p>
      ) : (
        <DrawnRaffle raffle={raffle} periodId={periodId} />
      )}
    </section>
  );
}

function DrawnRaffle({ raffle, periodId }: { raffle: PeriodRaffle; periodId: number }) {
  const explorer = usePublicConfig().data?.links.explorer;
  return (
    <>
      {raffle.winners.length === 0 ? (
        <p className="mt-1 text-sm">{t('web.history.raffleNoWinners')}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-2">
          {raffle.winners.map((winner, index) => (
            <li key={winner.walletAddress} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <span className="font-semibold">
                {(index + 1).toLocaleString(activeLanguage())}. <bdi>{winner.name}</bdi>
              </span>
              {winner.name !== shortenAddress(winner.walletAddress) && (
                <span dir="ltr" className="font-mono text-xs">
                  {shortenAddress(winner.walletAddress)}
                </span>
              )}
              <span>{xrp(winner.prizeDrops)}</span>
              {winner.paid && winner.txHash ? (
                <a
                  className={linkClass}
                  href={`${explorer}/transactions/${winner.txHash}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('web.history.rafflePaid')}
                </a>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">{t('web.history.raffleUnpaid')}</span>
              )}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-3 text-sm">
        {tNodes('web.history.raffleLedger', {
          ledger: <bdi>{raffle.ledgerIndex}</bdi>,
          hash: (
            <span dir="ltr" className="font-mono text-xs break-all">
              {raffle.ledgerHash}
            </span>
          ),
        })}
        {raffle.standIn && ` ${t('web.history.raffleStandIn')}`}
      </p>
      <EntrantList periodId={periodId} count={raffle.entrantCount} />
      <details className="text-sm">
        <summary className="cursor-pointer py-2 font-semibold">{t('web.history.raffleVerify')}</summary>
        <p className="text-slate-600 dark:text-slate-300">
          {tNodes('web.history.raffleVerifyHow', {
            rule: <code>shared/src/rules/raffle.ts</code>,
            entrants: <code>{raffleEntrantsPath(periodId)}</code>,
          })}
        </p>
        <pre
          dir="ltr"
          className="mt-2 rounded-lg bg-slate-100 p-3 text-xs break-all whitespace-pre-wrap dark:bg-slate-800"
        >
          <code>{`const entrants = [];
for (let page = '${raffleEntrantsPath(periodId)}'; page; ) {
  const answer = await (await fetch(page)).json();
  entrants.push(...answer.entrants);
  page = answer.next;
}
drawRaffle(entrants, '${raffle.ledgerHash}', ${raffle.winners.length || 'winners'});`}</code>
        </pre>
      </details>
    </>
  );
}

/** The entrants and their weights, fetched a page at a time once the player opens the list. */
function EntrantList({ periodId, count }: { periodId: number; count: number }) {
  const [open, setOpen] = useState(false);
  const entrants = useRaffleEntrants(periodId, open);
  return (
    <details className="mt-2 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer py-2 font-semibold">{t('web.history.raffleEntrantsCount', { count })}</summary>
      {/* Focusable, so a keyboard can scroll a long list too. */}
      <ul
        className="max-h-48 overflow-y-auto font-mono text-xs"
        tabIndex={0}
        aria-label={t('web.history.raffleEntrants')}
        dir="ltr"
      >
        {entrants.data?.pages
          .flatMap((page) => page.entrants)
          .map((entrant) => (
            <li key={entrant.walletAddress} className="flex justify-between gap-3 py-0.5">
              <span className="break-all">{entrant.walletAddress}</span>
              <span>{entrant.weight}</span>
            </li>
          ))}
      </ul>
      {entrants.isError && (
        <button type="button" className="btn-secondary mt-2 min-h-11 w-full" onClick={() => void entrants.refetch()}>
          {t('web.history.raffleRetry')}
        </button>
      )}
      {entrants.hasNextPage && (
        <button
          type="button"
          className="btn-secondary mt-2 min-h-11 w-full"
          disabled={entrants.isFetchingNextPage}
          onClick={() => void entrants.fetchNextPage()}
        >
          {entrants.isFetchingNextPage ? t('web.history.raffleLoading') : t('web.history.raffleMore')}
        </button>
      )}
    </details>
  );
}
