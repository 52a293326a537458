import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { PREVIEW_CONTENT_TYPE } from './preview';
import { roundPreview } from './service';

const FILE = /^round-(\d{1,9})\.jpg$/;

/** A year: the picture of a round never changes behind its address. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** GET /api/og/round-<id>.jpg: the share picture link previews show (Open Graph, X cards, Telegram). */
export const shareRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/og/:file',
    openDuringMaintenance: true,
    handler: async (req, res) => {
      const match = FILE.exec(String(req.params.file));
      if (!match) throw new AppError('NOT_FOUND', 'Share pictures are named round-<id>.jpg');
      const picture = await roundPreview({ ctx: ctxOf(res), input: Number(match[1]) });
      res
        .writeHead(200, {
          'Content-Type': PREVIEW_CONTENT_TYPE,
          'Content-Length': picture.length,
          'Cache-Control': CACHE_CONTROL,
        })
        .end(picture);
    },
  },
];
