import { queryOptions, useQuery } from '@tanstack/react-query';
import { Insights, type InsightsTable } from '../schemas/insights';
import { apiRequest } from './api-fetch';
import { queryKeys } from './query-keys';

/** The days an insights view covers, both included (yyyy-MM-dd). */
export interface InsightsRange {
  from: string;
  to: string;
}

const rangeQuery = ({ from, to }: InsightsRange) => `from=${from}&to=${to}`;

const insightsQuery = (range: InsightsRange) =>
  queryOptions({
    queryKey: queryKeys.admin.insights(range.from, range.to),
    queryFn: async () => Insights.parse(await apiRequest(`/api/admin/insights?${rangeQuery(range)}`)),
  });

/** The operator's numbers for the range (the admin's session only). */
export const useInsights = (range: InsightsRange) => useQuery(insightsQuery(range));

/** Where one table of the insights downloads as CSV. */
export const insightsCsvUrl = (table: InsightsTable, range: InsightsRange) =>
  `/api/admin/insights.csv?table=${table}&${rangeQuery(range)}`;
