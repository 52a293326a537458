import { Button, Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useSetHighContrast } from '@app/shared/client/contrast';
import { useHighContrast } from '@app/shared/client/high-contrast';
import { keepsPlayerData } from '@app/shared/client/erase-me';
import { usePlayerStats } from '@app/shared/client/game';
import { pointsByAttemptText } from '@app/shared/client/game-flow/game-copy';
import { playerName, usePointsLeaderboard } from '@app/shared/client/leaderboard';
import { useMe } from '@app/shared/client/identity/session';
import { useLanguage, useT } from '@app/shared/client/i18n/use-t';
import { shortenAddress } from '@app/shared/rules/address';
import { streakLine, streakStanding } from '@app/shared/rules/streak-text';
import type { Streak } from '@app/shared/schemas/streak';
import { pointsPlayerName, pointsRankLabel } from '@app/shared/rules/names';
import { InviteSection } from '../../features/retention/components/invite-section';
import { ReminderSection } from '../../features/retention/components/reminder-section';
import { DisplayNameForm } from '../../components/display-name-form';
import { canGoFullscreen, useFullscreen } from '../../lib/fullscreen';
import { LanguageMenu } from '../../features/language/language-menu';
import { EraseDataSection } from '../../features/wallet/components/erase-data-section';
import { useMiniAppWallet } from '../../identity/use-miniapp-wallet';
import { navigate } from '../../lib/screens';
import { useBackButton } from '../../lib/use-back-button';
import './points.css';

/**
 * /telegram/bwif-points: the player's total and profile (name, wallet, Disconnect), the
 * all-time points board, and Delete My Data for anyone the game keeps data of; BackButton leads home.
 */
export function PointsPage() {
  const me = useMe();
  const board = usePointsLeaderboard();
  const t = useT();

  useBackButton('/');

  return (
    <List className="page">
      <h1 className="page-title">{t('points.title')}</h1>
      {me.data?.walletAddress ? (
        <>
          <OwnPoints />
          <Profile wallet={me.data.walletAddress} displayName={me.data.displayName} streak={me.data.streak} />
        </>
      ) : (
        // Not the description: telegram-ui puts that in a list without its term.
        <Placeholder>
          <p className="connect-text">{t('miniapp.points.connect')}</p>
        </Placeholder>
      )}
      {me.data?.reminder && <ReminderSection reminder={me.data.reminder} />}
      {me.data?.invite && <InviteSection invite={me.data.invite} />}
      <Section header={t('points.howTo.title')} footer={`${pointsByAttemptText()}.`}>
        <Cell multiline>{t('miniapp.points.howTo.body')}</Cell>
      </Section>
      <Section
        header={t('miniapp.points.board.title')}
        footer={
          <div className="row">
            <Button size="l" mode="plain" onClick={() => void board.refetch()}>
              {t('action.refresh')}
            </Button>
          </div>
        }
      >
        <p className="board-about">{t('board.about.points')}</p>
        {board.isPending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {board.isError && (
          <Cell role="alert" multiline description={t('load.pointsBoard.description')}>
            {t('load.pointsBoard.title')}
          </Cell>
        )}
        {board.data?.length === 0 && <p className="board-about">{t('points.board.empty')}</p>}
        {board.data?.map((entry) => (
          <Cell
            key={entry.userId}
            multiline
            before={<span className="rank tabular">{pointsRankLabel(entry.rank)}</span>}
            after={<span className="tabular">{entry.points}</span>}
          >
            <bdi>{playerName(pointsPlayerName(entry))}</bdi>
            {entry.isCurrentUser ? ` (${t('board.you')})` : ''}
          </Cell>
        ))}
      </Section>
      <LanguageMenu />
      {keepsPlayerData(me.data) && <EraseDataSection onErased={() => navigate('/')} />}
    </List>
  );
}

/** The player's all-time BWIF points, with what they bring. */
function OwnPoints() {
  const stats = usePlayerStats(true);
  const t = useT();
  const language = useLanguage();
  return (
    <Section header={t('miniapp.points.own.title')} footer={t('board.pointsBring')}>
      <p className="points-big tabular own-points" data-testid="own-points">
        {stats.data ? stats.data.totalPoints.toLocaleString(language) : '…'}
      </p>
    </Section>
  );
}

/** The colour-blind setting, saved on the account: orange and blue squares and marks in place of green and red. */
function HighContrastCell() {
  const t = useT();
  const on = useHighContrast();
  const save = useSetHighContrast();
  return (
    <Cell
      Component="label"
      multiline
      description={t('contrast.hint')}
      after={
        // The reminder's native switch (its styles load with this page): telegram-ui's is a label of its own.
        <input
          type="checkbox"
          role="switch"
          className="tg-switch"
          checked={on}
          disabled={save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
      }
    >
      {t('contrast.label')}
    </Cell>
  );
}

/** Full screen, where the client has it (Bot API 8.0): Telegram's own controls stay over the top. */
function FullscreenCell() {
  const t = useT();
  const fullscreen = useFullscreen();
  return (
    <Cell
      Component="label"
      multiline
      description={t('miniapp.fullscreen.hint')}
      after={
        <input
          type="checkbox"
          role="switch"
          className="tg-switch"
          checked={fullscreen.on}
          onChange={(event) => fullscreen.toggle(event.target.checked)}
        />
      }
    >
      {t('miniapp.fullscreen.label')}
    </Cell>
  );
}

function Profile({ wallet, displayName, streak }: { wallet: string; displayName: string | null; streak: Streak }) {
  const standing = streakStanding(streak);
  const { disconnect } = useMiniAppWallet();
  const t = useT();
  return (
    <Section header={t('miniapp.profile.title')}>
      <DisplayNameForm current={displayName} />
      <Cell subtitle={standing?.text ?? t('miniapp.profile.streak')} multiline>
        {streakLine(streak)}
      </Cell>
      <HighContrastCell />
      {canGoFullscreen() && <FullscreenCell />}
      {/* Disconnect under the address: beside it, on a narrow phone, it left the address no room. */}
      <Cell subtitle={t('miniapp.profile.wallet')} multiline>
        <span className="tabular">{shortenAddress(wallet, 'miniapp')}</span>
      </Cell>
      <div className="row">
        <Button size="l" mode="plain" className="wrapping-button" onClick={disconnect}>
          {t('wallet.disconnect')}
        </Button>
      </div>
    </Section>
  );
}
