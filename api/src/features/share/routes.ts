import { AppError } from '../../errors';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { PREVIEW_CONTENT_TYPE } from './preview';
import { roundPreview } from './service';
import type { HitCounter } from '../../cluster/rate-counter';
import { clientAddressOf, countHit } from '../../http/rate-limits';

const FILE = /^round-(\d{1,9})(-story)?\.jpg$/;

/** A year: the picture of a round never changes behind its address. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /api/og/round-<id>.jpg: the share picture link previews show (Open Graph, X cards,
 * Telegram); round-<id>-story.jpg: the same at a Telegram story's size. A picture not made yet costs a render, counted per client by `renders`.
 */
export function shareRoutes(renders: HitCounter): Route[] {
  return [
    {
      method: 'get',
      path: '/api/og/:file',
      openDuringMaintenance: true,
      handler: async (req, res) => {
        const match = FILE.exec(String(req.params.file));
        if (!match) throw new AppError('NOT_FOUND', 'Share pictures are named round-<id>.jpg or round-<id>-story.jpg');
        const ctx = ctxOf(res);
        const beforeRender = () =>
          countHit(renders, { key: clientAddressOf(req), now: ctx.now, what: 'new share pictures' });
        const size = match[2] ? 'story' : 'link';
        const picture = await roundPreview({ ctx, input: { roundId: Number(match[1]), size, beforeRender } });
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
}
