/**
 * The organisation's activity per day (GET /api/v1/data_analysis/organization/{orgId}/active/ with
 * start_date, end_date and metric): active users for the active-users chart, time for the
 * overview's activity chart.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import type { ActivityMetric, ActivitySeries } from '@/types/analytics';
import type { PeriodQuery } from '../utils/period';
import { orgCallOptions } from './campus-keys';

export function useActivity(orgId: number, period: PeriodQuery, metric: ActivityMetric) {
  return useQuery({ ...orgCallOptions<ActivitySeries>(orgId, 'active', { ...period, metric }), placeholderData: keepPreviousData });
}
