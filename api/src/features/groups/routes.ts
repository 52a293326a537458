import { GroupBoardParams } from '@app/shared/schemas/groups';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getGroupBoard } from './board';

/** /api/groups: a Telegram group's board for its members. */
export const groupRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/groups/:groupId/board',
    rateLimit: 'groupBoards',
    handler: async (req, res) => {
      const { groupId } = parseInput(GroupBoardParams, req.params);
      res.json(await getGroupBoard({ ctx: ctxOf(res), input: groupId }));
    },
  },
];
