import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentGame } from '@app/shared/client/game';
import { useProofReport, useRoundCommitmentList, type ProofCheck } from '@app/shared/client/fairness';
import { archiveDayLabel } from '@app/shared/client/game-flow/archive-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import { checkCommand } from '@app/shared/rules/fairness';
import type { RoundCommitment, RoundProof } from '@app/shared/schemas/fairness';
import { ShowMoreButton } from '../../../components/show-more-button';
import { Spinner } from '../../../components/spinner';

const CHECK_TONE: Record<ProofCheck, string> = {
  checking: 'text-slate-600 dark:text-slate-300',
  holds: 'text-emerald-800 dark:text-emerald-200',
  fails: 'text-rose-800 dark:text-rose-200',
  unavailable: 'text-slate-600 dark:text-slate-300',
};

/** A hash or salt: left to right whatever the language, broken anywhere so it never widens the page. */
function Hex({ children }: { children: string }) {
  return (
    <code dir="ltr" className="block font-mono text-xs break-all">
      {children}
    </code>
  );
}

/** /fair: what the daily commitment is, and each round's commitment with its proof recomputed in the browser. */
export default function FairnessPage() {
  const t = useT();
  const game = useCurrentGame();
  const { rounds, pending, failed, more } = useRoundCommitmentList();
  const chosen = Number(useSearchParams()[0].get('round')) || null;
  useEffect(() => {
    if (chosen && rounds.length > 0) document.getElementById(`round-${chosen}`)?.scrollIntoView({ block: 'center' });
  }, [chosen, rounds.length]);
  return (
    <section className="card mx-auto flex max-w-xl flex-col gap-4" aria-labelledby="fairness-title">
      <h1 id="fairness-title" className="text-2xl font-bold">
        {t('fairness.title')}
      </h1>
      <p className="text-sm text-slate-700 dark:text-slate-200">{t('fairness.intro')}</p>
      <p className="text-sm text-slate-700 dark:text-slate-200">{t('fairness.limits')}</p>
      {game.data?.commitment && (
        <div>
          <h2 className="font-semibold">{t('fairness.today')}</h2>
          <Hex>{game.data.commitment}</Hex>
        </div>
      )}
      <h2 id="how-to-check" className="text-lg font-bold">
        {t('fairness.howToCheck')}
      </h2>
      <p className="text-sm">{t('fairness.inBrowser')}</p>
      <p className="text-sm">{t('fairness.inShell')}</p>
      <Hex>{checkCommand({ day: 'yyyy-MM-dd', number: '<number>', salt: '<salt>' })}</Hex>
      <p className="text-sm">{t('fairness.anchored')}</p>
      <h2 className="text-lg font-bold">{t('fairness.rounds')}</h2>
      {pending && <Spinner label={t('fairness.checking')} />}
      {failed && <p role="alert">{t('fairness.loadFailed')}</p>}
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {rounds.map((round) => (
          <RoundItem key={round.roundId} round={round} chosen={round.roundId === chosen} />
        ))}
      </ul>
      <ShowMoreButton more={more} />
    </section>
  );
}

function RoundItem({ round, chosen }: { round: RoundCommitment; chosen: boolean }) {
  const t = useT();
  return (
    <li
      id={`round-${round.roundId}`}
      aria-current={chosen || undefined}
      className={`flex flex-col gap-1 py-3 ${chosen ? 'rounded-lg bg-brand-50 px-2 dark:bg-slate-800' : ''}`}
    >
      <h3 className="font-semibold">{archiveDayLabel(round.day)}</h3>
      <Hex>{round.commitment}</Hex>
      {round.memo && <Memo memo={round.memo} />}
      {round.proof ? <Proof proof={round.proof} /> : <p className="text-sm">{t('fairness.notOver')}</p>}
    </li>
  );
}

function Memo({ memo }: { memo: NonNullable<RoundCommitment['memo']> }) {
  const t = useT();
  if (!memo.explorerUrl)
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('fairness.standInMemo')}</p>;
  return (
    <p className="text-sm">
      {t('fairness.onLedger')}{' '}
      <a
        href={memo.explorerUrl}
        target="_blank"
        rel="noreferrer"
        dir="ltr"
        className="font-mono text-xs break-all text-brand-700 underline dark:text-brand-100"
      >
        {memo.txHash}
      </a>
    </p>
  );
}

function Proof({ proof }: { proof: RoundProof }) {
  const t = useT();
  const { check, verdict, answer, replacements } = useProofReport(proof);
  return (
    <>
      <p className="font-medium">{answer}</p>
      <p className="text-sm">{t('fairness.salt')}</p>
      <Hex>{proof.salt}</Hex>
      {replacements.map((line) => (
        <p key={line} className="text-sm">
          {line}
        </p>
      ))}
      <p role="status" className={`font-semibold ${CHECK_TONE[check]}`}>
        {verdict}
      </p>
      <Hex>{checkCommand(proof)}</Hex>
    </>
  );
}
