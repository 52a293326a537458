import './group-board.css';
import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { usePublicConfig } from '@app/shared/client/ads';
import { ApiError } from '@app/shared/client/api-fetch';
import { useGroupBoard } from '@app/shared/client/groups';
import { RETRY } from '@app/shared/client/load-failures';
import { addBotToGroupPath } from '@app/shared/links';
import type { GroupBoard as Board, GroupDayResult } from '@app/shared/schemas/groups';
import { openTelegramLink } from '../../../lib/controls';

/** How a member's game stands, without a word about what they guessed. */
function dayLabel(result: GroupDayResult): string {
  if (result.solved) return `Solved in ${result.attemptsUsed}/3`;
  if (result.finished) return 'Not solved (3/3)';
  if (result.attemptsUsed > 0) return `Playing: ${result.attemptsUsed}/3 tries`;
  return 'Not played yet';
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

const you = (name: string, isYou: boolean) => (isYou ? `${name} (You)` : name);

function Today({ board }: { board: Board }) {
  if (board.today.length === 0) return <Cell multiline>Nobody of the group has opened the game yet.</Cell>;
  return board.today.map((result) => (
    <Cell
      key={result.name}
      before={<Marks result={result} />}
      after={<span className="tabular">{result.points} pts</span>}
      description={dayLabel(result)}
      aria-current={result.you ? 'true' : undefined}
    >
      {you(result.name, result.you)}
    </Cell>
  ));
}

function Week({ board }: { board: Board }) {
  if (board.week.length === 0) return <Cell multiline>No games this week yet.</Cell>;
  return board.week.map((total, index) => (
    <Cell
      key={total.name}
      before={<span className="rank tabular">{index + 1}</span>}
      after={<span className="tabular">{total.points} pts</span>}
      description={`${total.solved} found in ${total.played} ${total.played === 1 ? 'day' : 'days'}`}
      aria-current={total.you ? 'true' : undefined}
    >
      {you(total.name, total.you)}
    </Cell>
  ));
}

/** The next step after a refusal (not a member, or a group the bot is not in): add the bot to the group. */
function AddBotButton() {
  const config = usePublicConfig();
  if (!config.data) return null;
  const path = addBotToGroupPath(config.data);
  return (
    <Button size="l" onClick={() => openTelegramLink(path)}>
      Add the bot to a group
    </Button>
  );
}

/** Why the board is not shown: the server's words for a refusal with the way on, else a retry. */
function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const refused = error instanceof ApiError && error.status < 500 && error.serverMessage;
  const forbidden = error instanceof ApiError && error.status === 403;
  return (
    <Section header="Group board">
      <div role="alert">
        <Placeholder
          action={
            refused ? (
              forbidden && <AddBotButton />
            ) : (
              <Button size="m" onClick={onRetry}>
                {RETRY}
              </Button>
            )
          }
        >
          {/* Not the description: telegram-ui puts that in a list without its term. */}
          <p className="connect-text">{refused || 'The group board could not be loaded.'}</p>
        </Placeholder>
      </div>
    </Section>
  );
}

/** The group's board: today's results of its members (spoiler-free), then the week's totals. */
export function GroupBoard({ groupId }: { groupId: string }) {
  const board = useGroupBoard(groupId);
  if (board.isError) return <Failure error={board.error} onRetry={() => void board.refetch()} />;
  if (!board.data)
    return (
      <Section header="Group board">
        <Placeholder>
          <Spinner size="m" />
        </Placeholder>
      </Section>
    );
  return (
    <div className="group-board" aria-label={`${board.data.group.title} board`} role="region">
      <Section header={`Today in ${board.data.group.title}`} footer="Attempts and points only: nobody sees a guess.">
        <Today board={board.data} />
      </Section>
      <Section header="This week in the group">
        <Week board={board.data} />
      </Section>
    </div>
  );
}
