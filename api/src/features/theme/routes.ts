import { ThemeBody } from '@app/shared/schemas/theme';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { ensureSession } from '../session/service';
import { updateAppearance } from '../session/store';

/** /api/theme: the appearance, kept with the session. */
export const themeRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/theme',
    handler: (_req, res) => {
      res.json({ appearance: ctxOf(res).session?.appearance ?? 'system' });
    },
  },
  {
    method: 'post',
    path: '/api/theme',
    jsonBody: true,
    handler: (req, res) => {
      const ctx = ctxOf(res);
      const { appearance } = parseInput(ThemeBody, req.body);
      const session = ensureSession(ctx, res);
      updateAppearance(ctx.db, session.id, appearance);
      res.json({ appearance });
    },
  },
];
