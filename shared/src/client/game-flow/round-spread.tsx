import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { spreadView, useRoundSpread, type OwnOutcome } from '../spread';

/** Each front end's look for the spread: the markup is one, the styles each UI kit's (class names). */
export interface RoundSpreadLook {
  section: string;
  title: string;
  players: string;
  rows: string;
  row: string;
  /** Added to the row holding the player's own game. */
  ownRow: string;
  label: string;
  track: string;
  bar: string;
  percent: string;
  standing: string;
}

/**
 * How everyone did on a round: how many played, the share solved on each try and missed,
 * and where the player stands. Nothing while it loads or if it cannot be had: it adds to
 * a result, it never holds one up. Nothing either for a day nobody played.
 */
export function RoundSpread({
  roundId,
  own,
  look,
}: {
  roundId: number;
  own: OwnOutcome | null;
  look: RoundSpreadLook;
}) {
  const spread = useRoundSpread(roundId);
  const t = useT();
  const titleId = useId();
  const view = spread.data && spreadView(spread.data, own);
  if (!view) return null;
  return (
    <section className={look.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={look.title}>
        {t('spread.title')}
      </h3>
      <p className={look.players}>{view.players}</p>
      <ul className={look.rows}>
        {view.rows.map((row) => (
          <li key={row.label} className={row.own ? `${look.row} ${look.ownRow}` : look.row}>
            <span className={look.label}>{row.label}</span>
            <span className={look.track} aria-hidden>
              <span className={look.bar} style={{ width: `${row.percent}%` }} />
            </span>
            <span className={look.percent}>{view.percentText(row.percent)}</span>
          </li>
        ))}
      </ul>
      {view.standing && <p className={look.standing}>{view.standing}</p>}
    </section>
  );
}
