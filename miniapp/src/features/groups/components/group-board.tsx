import './group-board.css';
import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { ATTEMPTS_PER_DAY } from '@app/shared/constants';
import { usePublicConfig } from '@app/shared/client/ads';
import { ApiError } from '@app/shared/client/api-fetch';
import { useGroupBoard } from '@app/shared/client/groups';
import { errorMessage } from '@app/shared/client/i18n/error-message';
import { useT } from '@app/shared/client/i18n/use-t';
import { addBotToGroupPath } from '@app/shared/links';
import type { GroupBoard as Board, GroupDayResult } from '@app/shared/schemas/groups';
import { openTelegramLink } from '../../../lib/controls';

type Translate = ReturnType<typeof useT>;

/** How a member's game stands, without a word about what they guessed. */
function dayLabel(result: GroupDayResult, t: Translate): string {
  const values = { used: result.attemptsUsed, total: ATTEMPTS_PER_DAY };
  if (result.solved) return t('miniapp.group.solved', values);
  if (result.finished) return t('miniapp.group.notSolved', values);
  if (result.attemptsUsed > 0) return t('miniapp.group.playing', values);
  return t('miniapp.group.notPlayed');
}

/** One mark per attempt: found, missed, or still to play. */
function Marks({ result }: { result: GroupDayResult }) {
  const marks = [0, 1, 2].map((index) => {
    if (index >= result.attemptsUsed) return 'open';
    return result.solved && index === result.attemptsUsed - 1 ? 'hit' : 'miss';
  });
  return (
    <span className="group-marks" aria-hidden="true">
      {marks.map((mark, index) => (
        <span key={index} className={`group-mark group-mark-${mark}`} />
      ))}
    </span>
  );
}

/** A member's name, and that it is the player's own row. */
const nameOf = (row: { name: string; you: boolean }, t: Translate) =>
  row.you ? t('miniapp.group.you', { name: row.name }) : row.name;

function Today({ board }: { board: Board }) {
  const t = useT();
  if (board.today.length === 0) return <Cell multiline>{t('miniapp.group.todayEmpty')}</Cell>;
  return board.today.map((result) => (
    <Cell
      key={result.name}
      before={<Marks result={result} />}
      after={<span className="tabular">{t('miniapp.board.points', { points: result.points })}</span>}
      description={dayLabel(result, t)}
      aria-current={result.you ? 'true' : undefined}
    >
      {nameOf(result, t)}
    </Cell>
  ));
}

function Week({ board }: { board: Board }) {
  const t = useT();
  if (board.week.length === 0) return <Cell multiline>{t('miniapp.group.weekEmpty')}</Cell>;
  return board.week.map((total, index) => (
    <Cell
      key={total.name}
      before={<span className="rank tabular">{index + 1}</span>}
      after={<span className="tabular">{t('miniapp.board.points', { points: total.points })}</span>}
      description={t('miniapp.group.weekLine', { solved: total.solved, played: total.played })}
      aria-current={total.you ? 'true' : undefined}
    >
      {nameOf(total, t)}
    </Cell>
  ));
}

/** The next step after a refusal (not a member, or a group the bot is not in): add the bot to the group. */
function AddBotButton() {
  const config = usePublicConfig();
  const t = useT();
  if (!config.data) return null;
  const path = addBotToGroupPath(config.data);
  return (
    <Button size="l" onClick={() => openTelegramLink(path)}>
      {t('miniapp.group.addBot')}
    </Button>
  );
}

/** What the board's refusals mean here, for a language other than the server's English. */
const REFUSALS = { FORBIDDEN: 'miniapp.group.notMember' };

/** Why the board is not shown: the server's refusal with the way on, else a retry. */
function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const refused = error instanceof ApiError && error.status < 500 && errorMessage(error, REFUSALS);
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Section header={t('miniapp.group.title')}>
      <div role="alert">
        <Placeholder
          action={
            refused ? (
              forbidden && <AddBotButton />
            ) : (
              <Button size="m" onClick={onRetry}>
                {t('load.retry')}
              </Button>
            )
          }
        >
          {/* Not the description: telegram-ui puts that in a list without its term. */}
          <p className="connect-text">{refused || t('miniapp.group.failed')}</p>
        </Placeholder>
      </div>
    </Section>
  );
}

/** The group's board: today's results of its members (spoiler-free), then the week's totals. */
export function GroupBoard({ groupId }: { groupId: string }) {
  const board = useGroupBoard(groupId);
  const t = useT();
  if (board.isError) return <Failure error={board.error} onRetry={() => void board.refetch()} />;
  if (!board.data)
    return (
      <Section header={t('miniapp.group.title')}>
        <Placeholder>
          <Spinner size="m" />
        </Placeholder>
      </Section>
    );
  const title = board.data.group.title;
  return (
    <div className="group-board" aria-label={t('miniapp.group.region', { title })} role="region">
      <Section header={t('miniapp.group.today', { title })} footer={t('miniapp.group.todayFooter')}>
        <Today board={board.data} />
      </Section>
      <Section header={t('miniapp.group.week')}>
        <Week board={board.data} />
      </Section>
    </div>
  );
}
