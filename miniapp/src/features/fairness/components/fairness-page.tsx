import { List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { useProofReport, useRoundCommitmentList } from '@app/shared/client/fairness';
import { useCurrentGame } from '@app/shared/client/game';
import { archiveDayLabel } from '@app/shared/client/game-flow/archive-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import { checkCommand } from '@app/shared/rules/fairness';
import type { RoundCommitment, RoundProof } from '@app/shared/schemas/fairness';
import { ShowMoreButton } from '../../../components/show-more-button';
import { useBackButton } from '../../../lib/use-back-button';
import './fairness-page.css';

/** The round a link asked for (`?round=<id>`), to be scrolled to and marked. */
const chosenRound = () => Number(new URLSearchParams(location.search).get('round')) || null;

/** /telegram/fair: what the daily commitment is, and each round's commitment with its proof recomputed here. */
export function FairnessPage() {
  const t = useT();
  useBackButton('/');
  const commitment = useCurrentGame().data?.commitment;
  const { rounds, pending, failed, more } = useRoundCommitmentList();
  const chosen = chosenRound();
  useEffect(() => {
    if (chosen && rounds.length > 0) document.getElementById(`round-${chosen}`)?.scrollIntoView({ block: 'center' });
  }, [chosen, rounds.length]);
  return (
    <List className="page">
      <Section header={t('fairness.title')} footer={t('fairness.limits')}>
        <p className="fairness-text">{t('fairness.intro')}</p>
        {commitment && (
          <>
            <p className="fairness-text hint-text">{t('fairness.today')}</p>
            <code className="fairness-hex">{commitment}</code>
          </>
        )}
      </Section>
      <Section header={t('fairness.howToCheck')}>
        <p className="fairness-text">{t('fairness.inBrowser')}</p>
        <p className="fairness-text">{t('fairness.inShell')}</p>
        <code className="fairness-hex">{checkCommand({ day: 'yyyy-MM-dd', number: '<number>', salt: '<salt>' })}</code>
        <p className="fairness-text">{t('fairness.anchored')}</p>
      </Section>
      <Section header={t('fairness.rounds')}>
        {pending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {failed && (
          <p role="alert" className="fairness-text">
            {t('fairness.loadFailed')}
          </p>
        )}
        {rounds.map((round) => (
          <RoundItem key={round.roundId} round={round} chosen={round.roundId === chosen} />
        ))}
      </Section>
      <ShowMoreButton more={more} />
    </List>
  );
}

function RoundItem({ round, chosen }: { round: RoundCommitment; chosen: boolean }) {
  const t = useT();
  return (
    <div id={`round-${round.roundId}`} className="fairness-round" aria-current={chosen || undefined}>
      <h3>{archiveDayLabel(round.day)}</h3>
      <code className="fairness-hex">{round.commitment}</code>
      {round.memo && <Memo memo={round.memo} />}
      {round.proof ? <Proof proof={round.proof} /> : <p className="fairness-text hint-text">{t('fairness.notOver')}</p>}
    </div>
  );
}

function Memo({ memo }: { memo: NonNullable<RoundCommitment['memo']> }) {
  const t = useT();
  if (!memo.explorerUrl) return <p className="fairness-text hint-text">{t('fairness.standInMemo')}</p>;
  return (
    <p className="fairness-text">
      {t('fairness.onLedger')}{' '}
      <a href={memo.explorerUrl} target="_blank" rel="noreferrer" className="fairness-hex">
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
      <p className="fairness-text">{answer}</p>
      <p className="fairness-text hint-text">{t('fairness.salt')}</p>
      <code className="fairness-hex">{proof.salt}</code>
      {replacements.map((line) => (
        <p key={line} className="fairness-text hint-text">
          {line}
        </p>
      ))}
      <p role="status" className={`fairness-text fairness-check ${check}`}>
        {verdict}
      </p>
      <code className="fairness-hex">{checkCommand(proof)}</code>
    </>
  );
}
