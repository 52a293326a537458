import { lazy, Suspense } from 'react';
import { encodeGroupId, groupOfStartParam } from '@app/shared/rules/group-id';

// The board loads after the game, in a chunk of its own: only a launch from a group needs it.
const GroupBoard = lazy(() => import('./group-board').then((module) => ({ default: module.GroupBoard })));

/** The group a launch came from (its signed `start_param`, `g_<id>`), or null. */
function groupOfLaunch(initData: string | undefined): string | null {
  return initData ? groupOfStartParam(new URLSearchParams(initData).get('start_param')) : null;
}

/** Beside the game, the board of the group the Mini App was opened from; nothing otherwise. */
export function GroupBoardSlot({ initData }: { initData: string | undefined }) {
  const chatId = groupOfLaunch(initData);
  if (!chatId) return null;
  return (
    <Suspense fallback={null}>
      <GroupBoard groupId={encodeGroupId(chatId)} />
    </Suspense>
  );
}
