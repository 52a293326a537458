import { ThemeBody } from '@app/shared/schemas/theme';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { appearanceCookie } from '../../identity/session/appearance';
import { writeCookie } from '../../identity/session/cookie';
import { getTheme, setTheme } from './service';

/** /api/theme: the appearance, kept in a cookie and, for a browser with a session, with the session. */
export const themeRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/theme',
    handler: (req, res) => {
      res.json(getTheme({ ctx: ctxOf(res), input: appearanceCookie(req) }));
    },
  },
  {
    method: 'post',
    path: '/api/theme',
    jsonBody: true,
    handler: async (req, res) => {
      const { answer, cookie } = await setTheme({ ctx: ctxOf(res), input: parseInput(ThemeBody, req.body) });
      writeCookie(res, cookie);
      res.json(answer);
    },
  },
];
