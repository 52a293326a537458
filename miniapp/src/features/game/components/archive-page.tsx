import { Cell, List, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useArchiveList } from '@app/shared/client/archive';
import { archiveDayLabel, archiveResultLabel } from '@app/shared/client/game-flow/archive-copy';
import { useT } from '@app/shared/client/i18n/use-t';
import { ArchiveCalendar, type ArchiveCalendarLook } from '@app/shared/client/game-flow/archive-month';
import { ShowMoreButton } from '../../../components/show-more-button';
import { navigate, ScreenLink } from '../../../lib/screens';
import { useBackButton } from '../../../lib/use-back-button';
import './archive-page.css';

const CALENDAR_LOOK: ArchiveCalendarLook = {
  calendar: 'archive-calendar',
  header: 'calendar-header',
  monthButton: 'calendar-month-button',
  month: 'calendar-month',
  grid: 'calendar-grid',
  weekday: 'calendar-weekday',
  day: 'calendar-day',
  marks: { won: 'won', missed: 'missed', practised: 'practised', 'not-played': '' },
  empty: 'calendar-day calendar-empty',
  goTo: 'calendar-go-to',
  input: 'calendar-input',
  button: 'pill-button',
  error: 'callout callout-miss',
  unplayed: 'pill-button calendar-unplayed',
};

/** /telegram/archive: a month's calendar of the past rounds, then the list, newest first, with the player's own result; a tap opens one. */
export function ArchivePage() {
  const t = useT();
  useBackButton('/');
  const { rounds, pending, failed, empty, more } = useArchiveList();
  return (
    <List className="page">
      <Section header={t('archive.title')} footer={t('archive.intro')}>
        {pending && (
          <Placeholder>
            <Spinner size="m" />
          </Placeholder>
        )}
        {failed && (
          <Cell role="alert" multiline>
            {t('archive.loadFailed')}
          </Cell>
        )}
        {empty && <Cell multiline>{t('archive.empty')}</Cell>}
        {rounds.length > 0 && (
          <ArchiveCalendar
            rounds={rounds}
            more={more}
            look={CALENDAR_LOOK}
            open={(roundId) => navigate(`/archive/${roundId}`)}
            link={({ roundId, className, children, day }) => (
              <ScreenLink to={`/archive/${roundId}`} className={className} title={day} tabIndex={day ? -1 : undefined}>
                {children}
              </ScreenLink>
            )}
          />
        )}
        {rounds.map((round) => (
          <ScreenLink key={round.roundId} to={`/archive/${round.roundId}`} className="archive-row">
            <bdi dir="ltr" className="rank tabular">
              #{round.roundNumber}
            </bdi>
            <span className="archive-day">
              {archiveDayLabel(round.day)}
              {round.result.practice && <span className="hint-text">{t('archive.practice')}</span>}
            </span>
            <span className={`archive-result ${round.result.outcome}`}>{archiveResultLabel(round.result)}</span>
          </ScreenLink>
        ))}
      </Section>
      <ShowMoreButton more={more} />
    </List>
  );
}
