import type { PublicConfig } from '@app/shared/schemas/config';
import { ctxOf } from '../../http/context';
import type { Route } from '../../http/route';
import { rewardsByNetwork } from '../ads/eligibility';

/** /api/config: what the front ends need to know about this server, also during maintenance. */
export const configRoutes: Route[] = [
  {
    method: 'get',
    path: '/api/config',
    openDuringMaintenance: true,
    handler: (_req, res) => {
      const { settings } = ctxOf(res);
      const config: PublicConfig = {
        adsgramBlockId: settings.adsgramBlockId ?? null,
        adRewardsByNetwork: rewardsByNetwork(settings),
        telegramBotUsername: settings.telegram.botUsername,
        telegramMiniAppShortName: settings.telegram.miniAppShortName ?? null,
        referralPoints: settings.invites.points,
        links: { ...settings.links, ipfsGateway: settings.ipfsGateway },
      };
      res.json(config);
    },
  },
];
