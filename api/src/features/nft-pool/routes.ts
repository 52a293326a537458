import {
  CalendarQuery,
  DayParams,
  ImportInput,
  JobParams,
  NftLookupInput,
  ScheduleInput,
} from '@app/shared/schemas/nft-pool';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { admin } from '../admin/routes';
import { calendar, scheduleDay, unscheduleDay } from './calendar';
import { importJob, startImport } from './import';
import { lookupNft } from './lookup';

/** /api/admin: the NFT pool from the ledger (lookup, collection import) and the calendar of the coming days. */
export const nftPoolRoutes: Route[] = [
  admin(
    'post',
    '/nfts/lookup',
    async (req, res) => res.json(await lookupNft(ctxOf(res), parseInput(NftLookupInput, req.body).nftTokenId)),
    true,
  ),
  admin(
    'post',
    '/nfts/import',
    (req, res) => res.status(202).json(startImport(ctxOf(res), parseInput(ImportInput, req.body))),
    true,
  ),
  admin('get', '/nfts/import/:jobId', (req, res) =>
    res.json(importJob(ctxOf(res), parseInput(JobParams, req.params).jobId)),
  ),

  admin('get', '/calendar', (req, res) => res.json(calendar(ctxOf(res), parseInput(CalendarQuery, req.query).days))),
  admin(
    'put',
    '/calendar/:day',
    (req, res) =>
      res.json(
        scheduleDay(ctxOf(res), parseInput(DayParams, req.params).day, parseInput(ScheduleInput, req.body).nftId),
      ),
    true,
  ),
  admin('delete', '/calendar/:day', (req, res) =>
    res.json(unscheduleDay(ctxOf(res), parseInput(DayParams, req.params).day)),
  ),
];
