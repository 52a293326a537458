import { Router } from 'express';
import { ThemeBody } from '@app/shared/schemas/theme';
import { ctxOf } from '../../http/context';
import { parseInput } from '../../http/validate';
import { ensureSession } from '../session/service';
import { updateAppearance } from '../session/store';

/** /api/theme — the appearance, kept with the session. */
export function themeRoutes(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.json({ appearance: ctxOf(res).session?.appearance ?? 'system' });
  });
  router.post('/', (req, res) => {
    const ctx = ctxOf(res);
    const { appearance } = parseInput(ThemeBody, req.body);
    const session = ensureSession(ctx, res);
    updateAppearance(ctx.db, session.id, appearance);
    res.json({ appearance });
  });
  return router;
}
