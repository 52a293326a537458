import { HighContrastBody } from '@app/shared/schemas/contrast';
import { LanguageBody } from '@app/shared/schemas/language';
import { ProfileBody } from '@app/shared/schemas/profile';
import { ReminderBody } from '@app/shared/schemas/retention';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { setReminder } from '../reminders/settings';
import { appearanceCookie } from '../../identity/session/appearance';
import { writeCookie } from '../../identity/session/cookie';
import { signOut } from '../../identity/session/service';
import { setHighContrast } from './contrast';
import { describeSession } from './describe';
import { eraseMe } from './erase';
import { browserLanguage, setLanguage } from './language';
import { setDisplayName } from './profile';

/** /api/me and /api/session/logout: who the session is, the player's name, language, contrast and reminder, erasing the player, and leaving; all but the name and reminder open during maintenance. */
export const meRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/me',
    openDuringMaintenance: true,
    handler: async (req, res) => {
      const browser = { appearance: appearanceCookie(req), language: browserLanguage(req) };
      res.json(await describeSession({ ctx: ctxOf(res), input: browser }));
    },
  },
  {
    // Open to visitors, like the appearance: their choice lives in the browser's `language`
    // cookie (no session row is made for it); a signed-in player's is saved with the player too.
    method: 'put',
    path: '/api/me/language',
    jsonBody: true,
    openDuringMaintenance: true,
    handler: async (req, res) => {
      const { answer, cookie } = await setLanguage({ ctx: ctxOf(res), input: parseInput(LanguageBody, req.body) });
      writeCookie(res, cookie);
      res.json(answer);
    },
  },
  {
    method: 'put',
    path: '/api/me/profile',
    auth: 'user',
    jsonBody: true,
    rateLimit: 'profile',
    handler: async (req, res) => {
      res.json(await setDisplayName({ ctx: ctxOf(res), input: parseInput(ProfileBody, req.body) }));
    },
  },
  {
    method: 'put',
    path: '/api/me/high-contrast',
    auth: 'user',
    jsonBody: true,
    rateLimit: 'profile',
    handler: async (req, res) => {
      res.json(await setHighContrast({ ctx: ctxOf(res), input: parseInput(HighContrastBody, req.body) }));
    },
  },
  {
    method: 'put',
    path: '/api/me/reminder',
    auth: 'user',
    jsonBody: true,
    rateLimit: 'reminders',
    handler: async (req, res) => {
      res.json(await setReminder({ ctx: ctxOf(res), input: parseInput(ReminderBody, req.body) }));
    },
  },
  {
    method: 'delete',
    path: '/api/me',
    auth: 'user',
    openDuringMaintenance: true,
    handler: async (_req, res) => {
      const { cookie } = await eraseMe({ ctx: ctxOf(res) });
      writeCookie(res, cookie);
      res.status(204).end();
    },
  },
  {
    method: 'post',
    path: '/api/session/logout',
    openDuringMaintenance: true,
    handler: async (_req, res) => {
      const { cookie } = await signOut({ ctx: ctxOf(res) });
      if (cookie) writeCookie(res, cookie);
      res.status(204).end();
    },
  },
];
