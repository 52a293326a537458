import { contextFor, type AppDeps } from '../../context';
import { ensureCurrentRound } from './rounds';
import type { CurrentRound } from './round-of-day';

/**
 * A page made from the built one by `render` for the current round, made once per round;
 * the built page while there is no round to show, while the database cannot say (it is
 * away, or the request's deadline passed), or while `render` answers null (what it needs
 * is not ready yet): it is asked again on the next request.
 */
export function oncePerRound({
  deps,
  render,
}: {
  deps: AppDeps;
  render: (builtHtml: string, round: CurrentRound) => Promise<string | null>;
}): (builtHtml: string) => Promise<string> {
  let last: { roundId: number; html: string } | null = null;
  return async (builtHtml) => {
    try {
      const round = await ensureCurrentRound({ ctx: contextFor(deps) });
      if (last?.roundId === round.id) return last.html;
      const html = await render(builtHtml, round);
      if (html === null) return builtHtml;
      last = { roundId: round.id, html };
      return html;
    } catch {
      return builtHtml;
    }
  };
}
