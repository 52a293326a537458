import {
  CalendarQuery,
  DayParams,
  ImportInput,
  JobParams,
  NftLookupInput,
  ScheduleInput,
} from '@app/shared/schemas/nft-pool';
import { adminAnswer } from '../../http/admin-route';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { calendar, scheduleDay, unscheduleDay } from './calendar';
import { importJob, startImport } from './import';
import { lookupNft } from './lookup';

/** /api/admin: the NFT pool from the ledger (lookup, collection import) and the calendar of the coming days. */
export const nftPoolRoutes: Route[] = [
  adminAnswer({ method: 'post', path: '/nfts/lookup', jsonBody: true }, (ctx, req) =>
    lookupNft({ ctx, input: parseInput(NftLookupInput, req.body).nftTokenId }),
  ),
  adminAnswer(
    { method: 'post', path: '/nfts/import', jsonBody: true },
    (ctx, req) => startImport({ ctx, input: parseInput(ImportInput, req.body) }),
    202,
  ),
  adminAnswer({ method: 'get', path: '/nfts/import/:jobId' }, (ctx, req) =>
    importJob({ ctx, input: parseInput(JobParams, req.params).jobId }),
  ),

  adminAnswer({ method: 'get', path: '/calendar' }, (ctx, req) =>
    calendar({ ctx, input: parseInput(CalendarQuery, req.query).days }),
  ),
  adminAnswer({ method: 'put', path: '/calendar/:day', jsonBody: true }, (ctx, req) =>
    scheduleDay({
      ctx,
      input: { day: parseInput(DayParams, req.params).day, nftRowId: parseInput(ScheduleInput, req.body).nftId },
    }),
  ),
  adminAnswer({ method: 'delete', path: '/calendar/:day' }, (ctx, req) =>
    unscheduleDay({ ctx, input: parseInput(DayParams, req.params).day }),
  ),
];
