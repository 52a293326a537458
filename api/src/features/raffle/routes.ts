import { PayInput, PaymentUuidParams, PeriodParams, PrizeInput } from '@app/shared/schemas/raffle';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { admin } from '../admin/routes';
import { adminRaffle } from './admin-list';
import { paymentState, requestPayment } from './payments';
import { setPrize } from './prize';

/** /api/admin/raffle: the periods' raffles, their prizes, and paying the winners through Xaman. */
export const raffleRoutes: Route[] = [
  admin('get', '/raffle', (_req, res) => res.json(adminRaffle(ctxOf(res)))),
  admin(
    'put',
    '/raffle/:periodId/prize',
    (req, res) => {
      const { periodId } = parseInput(PeriodParams, req.params);
      res.json(setPrize(ctxOf(res), periodId, parseInput(PrizeInput, req.body).prizeXrp));
    },
    true,
  ),
  admin(
    'post',
    '/raffle/:periodId/pay',
    async (req, res) => {
      const { periodId } = parseInput(PeriodParams, req.params);
      const { walletAddress } = parseInput(PayInput, req.body);
      res.json(await requestPayment(ctxOf(res), periodId, walletAddress));
    },
    true,
  ),
  admin('get', '/raffle/payments/:uuid', async (req, res) => {
    const { uuid } = parseInput(PaymentUuidParams, req.params);
    res.json(await paymentState(ctxOf(res), uuid));
  }),
];
