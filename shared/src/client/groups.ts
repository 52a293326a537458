import { queryOptions, useQuery } from '@tanstack/react-query';
import { GroupBoard } from '../schemas/groups';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/** A group's board changes as its members play: read again every minute while it is shown. */
const GROUP_BOARD_REFRESH_MS = 60_000;

const groupBoardQuery = (groupId: string) =>
  queryOptions({
    queryKey: queryKeys.groups.board(groupId),
    queryFn: async () => GroupBoard.parse(await apiRequest(`/api/groups/${encodeURIComponent(groupId)}/board`)),
    refetchInterval: GROUP_BOARD_REFRESH_MS,
    // A refusal (not a member, unknown group) stays one: asking again would not change it.
    retry: false,
  });

/** GET /api/groups/:groupId/board: today's results of the group's members and the week's totals. */
export const useGroupBoard = (groupId: string) => useQuery(groupBoardQuery(groupId));
