import { InsightsCsvQuery, InsightsQuery } from '@app/shared/schemas/insights';
import { ctxOf } from '../../http/context';
import { adminAnswer } from '../../http/admin-route';
import { adminRoute, type Route } from '../../http/route';
import { parseInput } from '../../http/validate';
import { getInsights, insightsCsv } from './service';

/** /api/admin/insights: the operator's numbers, as JSON and as one CSV file a table. */
export const insightRoutes: Route[] = [
  adminAnswer({ method: 'get', path: '/insights' }, (ctx, req) =>
    getInsights({ ctx, input: parseInput(InsightsQuery, req.query) }),
  ),
  adminRoute({
    method: 'get',
    path: '/insights.csv',
    handler: async (req, res) => {
      const input = parseInput(InsightsCsvQuery, req.query);
      const { filename, csv } = await insightsCsv({ ctx: ctxOf(res), input });
      res.attachment(filename).type('text/csv').send(csv);
    },
  }),
];
