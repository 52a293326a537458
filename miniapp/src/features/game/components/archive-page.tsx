import { Button, Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useArchiveList } from '@app/shared/client/archive';
import { ARCHIVE_COPY, archiveDayLabel, archiveResultLabel } from '@app/shared/client/game-flow/archive-copy';
import { ScreenLink } from '../../../lib/screens';
import { useBackButton } from '../../../lib/use-back-button';
import './archive-page.css';

/** /telegram/archive: the past rounds, newest first, with the player's own result; a tap opens one. */
export function ArchivePage() {
  useBackButton('/');
  const { rounds, pending, failed, empty, more } = useArchiveList();
  return (
    <List className="page">
      <Section header={ARCHIVE_COPY.title} footer={ARCHIVE_COPY.intro}>
        {pending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {failed && (
          <Cell role="alert" multiline>
            {ARCHIVE_COPY.loadFailed}
          </Cell>
        )}
        {empty && <Cell multiline>{ARCHIVE_COPY.empty}</Cell>}
        {rounds.map((round) => (
          <ScreenLink key={round.roundId} to={`/archive/${round.roundId}`} className="archive-row">
            <span className="rank tabular">#{round.roundNumber}</span>
            <span className="archive-day">
              {archiveDayLabel(round.day)}
              {round.result.practice && <span className="hint-text">{ARCHIVE_COPY.practice}</span>}
            </span>
            <span className={`archive-result ${round.result.outcome}`}>{archiveResultLabel(round.result)}</span>
          </ScreenLink>
        ))}
      </Section>
      {more && (
        <div className="row">
          <Button size="l" mode="plain" loading={more.loading} onClick={more.load}>
            {ARCHIVE_COPY.showMore}
          </Button>
        </div>
      )}
    </List>
  );
}
