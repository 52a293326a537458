import { ThemeBody } from '@app/shared/schemas/theme';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { appearanceOf, writeAppearanceCookie } from '../session/appearance';
import { updateAppearance } from '../session/store';

/** /api/theme: the appearance, kept in a cookie and, for a browser with a session, with the session. */
export const themeRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/theme',
    handler: (req, res) => {
      res.json({ appearance: appearanceOf({ ctx: ctxOf(res), req }) });
    },
  },
  {
    method: 'post',
    path: '/api/theme',
    jsonBody: true,
    handler: async (req, res) => {
      const ctx = ctxOf(res);
      const { appearance } = parseInput(ThemeBody, req.body);
      writeAppearanceCookie(res, appearance, ctx.settings.production);
      if (ctx.session) await updateAppearance(ctx.database, ctx, ctx.session.id, appearance);
      res.json({ appearance });
    },
  },
];
