import type { Request } from 'express';
import { z } from 'zod';
import {
  ActivateNftsInput,
  AuditQuery,
  IdParams,
  NftEdit,
  NftForm,
  type TodayPlayers,
} from '@app/shared/schemas/admin';
import { MaintenanceNotice } from '@app/shared/schemas/announcement';
import { SetTodayBody } from '@app/shared/schemas/fairness';
import { ctxOf } from '../../http/context';
import { adminAnswer } from '../../http/admin-route';
import { adminRoute, type Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getMaintenance } from '../maintenance/service';
import { switchMaintenance, updateMaintenanceNotice } from '../maintenance/switch';
import { forceArchive } from '../weekly/force';
import { getTodayStats } from '../game/today-stats';
import { backupAll, backupBoard, backupDatabase, backupDownload, listBackups } from './backups';
import { auditCsv, recentAudit } from './audit-log';
import { activateNfts, updateNft } from './nft-edit';
import { addNft, deleteNft, listNfts, setNftForToday } from './nfts';
import { resetAdPlaybackCounts, resetLeaderboards } from './resets';

const FilenameParams = z.object({ filename: z.string().max(200) });

const idOf = (req: Request) => parseInput(IdParams, req.params).id;

/** /api/admin: NFTs, maintenance, resets, backups, the weekly archive and the audit log. */
export const adminRoutes: Route[] = [
  adminAnswer({ method: 'get', path: '/nfts' }, (ctx) => listNfts({ ctx })),
  adminAnswer(
    { method: 'post', path: '/nfts', jsonBody: true },
    (ctx, req) => addNft({ ctx, input: parseInput(NftForm, req.body) }),
    201,
  ),
  adminAnswer({ method: 'post', path: '/nfts/activate', jsonBody: true }, (ctx, req) =>
    activateNfts({ ctx, input: parseInput(ActivateNftsInput, req.body).ids }),
  ),
  adminAnswer({ method: 'put', path: '/nfts/:id', jsonBody: true }, (ctx, req) =>
    updateNft({ ctx, input: { id: idOf(req), edit: parseInput(NftEdit, req.body) } }),
  ),
  adminAnswer({ method: 'delete', path: '/nfts/:id' }, (ctx, req) => deleteNft({ ctx, input: idOf(req) })),
  adminAnswer({ method: 'post', path: '/nfts/:id/set-today', jsonBody: true }, (ctx, req) =>
    setNftForToday({ ctx, input: { id: idOf(req), ...parseInput(SetTodayBody, req.body ?? {}) } }),
  ),
  adminAnswer({ method: 'get', path: '/today' }, async (ctx): Promise<TodayPlayers> => {
    const { day, players } = await getTodayStats({ ctx });
    return { day, players };
  }),

  adminAnswer({ method: 'get', path: '/maintenance/status' }, (ctx) => getMaintenance({ ctx })),
  adminAnswer({ method: 'post', path: '/maintenance/enable', jsonBody: true }, (ctx, req) =>
    switchMaintenance({ ctx, input: { on: true, notice: parseInput(MaintenanceNotice, req.body) } }),
  ),
  adminAnswer({ method: 'post', path: '/maintenance/disable' }, (ctx) =>
    switchMaintenance({ ctx, input: { on: false } }),
  ),
  adminAnswer({ method: 'put', path: '/maintenance/notice', jsonBody: true }, (ctx, req) =>
    updateMaintenanceNotice({ ctx, input: parseInput(MaintenanceNotice, req.body) }),
  ),

  adminAnswer({ method: 'post', path: '/reset-ad-counts' }, (ctx) => resetAdPlaybackCounts({ ctx })),
  adminAnswer({ method: 'post', path: '/reset-leaderboards' }, (ctx) => resetLeaderboards({ ctx })),

  adminAnswer({ method: 'post', path: '/backup/leaderboard' }, (ctx) => backupBoard({ ctx, input: 'leaderboard' })),
  adminAnswer({ method: 'post', path: '/backup/bwif-leaderboard' }, (ctx) =>
    backupBoard({ ctx, input: 'bwif-leaderboard' }),
  ),
  adminAnswer({ method: 'post', path: '/backup/all' }, (ctx) => backupAll({ ctx })),
  adminAnswer({ method: 'post', path: '/backup/database' }, (ctx) => backupDatabase({ ctx })),
  adminAnswer({ method: 'get', path: '/backup/list' }, (ctx) => listBackups({ ctx })),
  adminRoute({
    method: 'get',
    path: '/backup/download/:filename',
    handler: async (req, res) => {
      const { filename } = parseInput(FilenameParams, req.params);
      const download = await backupDownload({ ctx: ctxOf(res), input: filename });
      if (download.file) {
        res.download(download.file, filename, { headers: { 'Content-Type': 'application/vnd.sqlite3' } });
        return;
      }
      res.json({ success: true, data: download.data });
    },
  }),

  adminAnswer({ method: 'post', path: '/force-weekly-archive' }, async (ctx) => {
    const { periodId, weekStart, weekEnd, archived, message } = await forceArchive({ ctx });
    return { periodId, weekStart, weekEnd, archived, message };
  }),
  adminAnswer({ method: 'get', path: '/audit' }, (ctx, req) =>
    recentAudit({ ctx, input: parseInput(AuditQuery, req.query) }),
  ),
  adminRoute({
    method: 'get',
    path: '/audit/export.csv',
    handler: async (req, res) => {
      const { filename, csv } = await auditCsv({ ctx: ctxOf(res), input: parseInput(AuditQuery, req.query) });
      res.attachment(filename).type('text/csv').send(csv);
    },
  }),
];
