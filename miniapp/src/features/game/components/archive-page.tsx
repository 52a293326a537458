import { Button, Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useArchive } from '@app/shared/client/archive';
import { ARCHIVE_COPY, archiveDayLabel, archiveResultLabel } from '@app/shared/client/game-flow/archive-copy';
import { ScreenLink } from '../../../lib/screens';
import { useBackButton } from '../../../lib/use-back-button';

/** /telegram/archive: the past rounds, newest first, with the player's own result; a tap opens one. */
export function ArchivePage() {
  useBackButton('/');
  const archive = useArchive();
  const rounds = archive.data?.pages.flatMap((page) => page.rounds) ?? [];
  return (
    <List className="page">
      <Section header={ARCHIVE_COPY.title} footer={ARCHIVE_COPY.intro}>
        {archive.isPending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {archive.isError && (
          <Cell role="alert" multiline>
            {ARCHIVE_COPY.loadFailed}
          </Cell>
        )}
        {archive.isSuccess && rounds.length === 0 && <Cell multiline>{ARCHIVE_COPY.empty}</Cell>}
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
      {archive.hasNextPage && (
        <div className="row">
          <Button
            size="l"
            mode="plain"
            loading={archive.isFetchingNextPage}
            onClick={() => void archive.fetchNextPage()}
          >
            {ARCHIVE_COPY.showMore}
          </Button>
        </div>
      )}
    </List>
  );
}
