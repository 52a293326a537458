import type { RequestHandler } from 'express';
import { z } from 'zod';
import { IdParams, NftForm } from '@app/shared/schemas/admin';
import { readFileSync } from 'node:fs';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { resetAdCounts } from '../ads/reset';
import { getMaintenance } from '../maintenance/service';
import { resetBoards } from '../weekly/archive';
import { forceArchive } from '../weekly/force';
import { backupBoard, backupDatabase, backupPath, listBackups } from './backups';
import { audit, recentAudit, requireAdmin } from './guard';
import { switchMaintenance } from './maintenance';
import { addNft, deleteNft, listNfts, setNftForToday } from './nfts';

const FilenameParams = z.object({ filename: z.string().max(200) });

/** The handler behind the admin check: any other caller gets 401 or 403 before it runs. */
function adminOnly(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    requireAdmin(ctxOf(res));
    return handler(req, res, next);
  };
}

/** An /api/admin route (for other features too): behind the admin wallet, and open during maintenance so the admin can end it. */
export function admin(method: Route['method'], path: string, handler: RequestHandler, jsonBody = false): Route {
  return { method, path: `/api/admin${path}`, handler: adminOnly(handler), openDuringMaintenance: true, jsonBody };
}

const downloadBackup: RequestHandler = (req, res) => {
  const ctx = ctxOf(res);
  const { filename } = parseInput(FilenameParams, req.params);
  const path = backupPath(ctx, filename);
  audit(ctx, 'backup.download', { filename });
  if (filename.endsWith('.sqlite')) {
    res.download(path, filename, { headers: { 'Content-Type': 'application/vnd.sqlite3' } });
    return;
  }
  res.json({ success: true, data: JSON.parse(readFileSync(path, 'utf8')) });
};

const forceWeeklyArchive: RequestHandler = async (_req, res) => {
  const { periodId, weekStart, weekEnd, archived, message } = await forceArchive(ctxOf(res));
  res.json({ periodId, weekStart, weekEnd, archived, message });
};

/** /api/admin: NFTs, maintenance, resets, backups, the weekly archive and the audit log. */
export const adminRoutes: Route[] = [
  admin('get', '/nfts', (_req, res) => res.json(listNfts(ctxOf(res)))),
  admin('post', '/nfts', (req, res) => res.status(201).json(addNft(ctxOf(res), parseInput(NftForm, req.body))), true),
  admin('delete', '/nfts/:id', (req, res) => res.json(deleteNft(ctxOf(res), parseInput(IdParams, req.params).id))),
  admin('post', '/nfts/:id/set-today', (req, res) =>
    res.json(setNftForToday(ctxOf(res), parseInput(IdParams, req.params).id)),
  ),

  admin('get', '/maintenance/status', async (_req, res) => res.json(await getMaintenance(ctxOf(res).database))),
  admin('post', '/maintenance/enable', async (_req, res) => res.json(await switchMaintenance(ctxOf(res), true))),
  admin('post', '/maintenance/disable', async (_req, res) => res.json(await switchMaintenance(ctxOf(res), false))),

  admin('post', '/reset-ad-counts', (_req, res) => {
    const ctx = ctxOf(res);
    resetAdCounts(ctx.db, ctx.now);
    audit(ctx, 'ads.reset');
    res.json({ success: true });
  }),
  admin('post', '/reset-leaderboards', async (_req, res) => {
    const ctx = ctxOf(res);
    await resetBoards(ctx);
    audit(ctx, 'leaderboards.reset');
    res.json({ success: true, message: 'All leaderboard data has been cleared' });
  }),

  admin('post', '/backup/leaderboard', (_req, res) => res.json(backupBoard(ctxOf(res), 'leaderboard'))),
  admin('post', '/backup/bwif-leaderboard', (_req, res) => res.json(backupBoard(ctxOf(res), 'bwif-leaderboard'))),
  admin('post', '/backup/all', async (_req, res) => {
    const ctx = ctxOf(res);
    res.json({
      leaderboard: backupBoard(ctx, 'leaderboard'),
      bwifLeaderboard: backupBoard(ctx, 'bwif-leaderboard'),
      database: await backupDatabase(ctx),
    });
  }),
  admin('post', '/backup/database', async (_req, res) => res.json(await backupDatabase(ctxOf(res)))),
  admin('get', '/backup/list', (_req, res) => res.json(listBackups(ctxOf(res)))),
  admin('get', '/backup/download/:filename', downloadBackup),

  admin('post', '/force-weekly-archive', forceWeeklyArchive),
  admin('get', '/audit', (_req, res) => res.json(recentAudit(ctxOf(res)))),
];
