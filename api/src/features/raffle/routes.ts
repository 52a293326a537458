import { PayInput, PaymentUuidParams, PeriodParams, PrizeInput } from '@app/shared/schemas/raffle';
import { adminAnswer } from '../../http/admin-route';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { adminRaffle } from './admin-list';
import { paymentState, requestPayment } from './payments';
import { setPrize } from './prize';

/** /api/admin/raffle: the periods' raffles, their prizes, and paying the winners through Xaman. */
export const raffleRoutes: Route[] = [
  adminAnswer({ method: 'get', path: '/raffle' }, (ctx) => adminRaffle({ ctx })),
  adminAnswer({ method: 'put', path: '/raffle/:periodId/prize', jsonBody: true }, (ctx, req) =>
    setPrize({
      ctx,
      input: {
        periodId: parseInput(PeriodParams, req.params).periodId,
        prizeXrp: parseInput(PrizeInput, req.body).prizeXrp,
      },
    }),
  ),
  adminAnswer({ method: 'post', path: '/raffle/:periodId/pay', jsonBody: true }, (ctx, req) =>
    requestPayment({
      ctx,
      input: {
        periodId: parseInput(PeriodParams, req.params).periodId,
        walletAddress: parseInput(PayInput, req.body).walletAddress,
      },
    }),
  ),
  adminAnswer({ method: 'get', path: '/raffle/payments/:uuid' }, (ctx, req) =>
    paymentState({ ctx, input: parseInput(PaymentUuidParams, req.params).uuid }),
  ),
];
