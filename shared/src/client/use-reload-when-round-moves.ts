import { useEffect, useRef } from 'react';
import { TIMERS } from '../constants';
import { t } from './i18n/language-runtime';

/**
 * The image refetch saw a newer round than the page shows: say so ("Game Updated") and
 * reload after 3 s. Once said, the reload happens even if the current-game refetch
 * catches up meanwhile.
 */
export function useReloadWhenRoundMoves(
  pageRound: number | undefined,
  imageRound: number | undefined,
  say: (title: string, description: string) => void,
) {
  const moved = pageRound !== undefined && imageRound !== undefined && imageRound !== pageRound;
  const reloadScheduled = useRef(false);
  const sayRef = useRef(say);
  sayRef.current = say;
  useEffect(() => {
    if (!moved || reloadScheduled.current) return;
    reloadScheduled.current = true;
    sayRef.current(t('game.updated.title'), t('game.updated.description'));
    setTimeout(() => location.reload(), TIMERS.gameUpdatedReloadMs);
  }, [moved]);
}
