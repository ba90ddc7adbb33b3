/**
 * My Portfolios (own home only): GET /api/v1/users/me/studios/ with offset 0 and limit 19
 * (spec 000 §7 "portfolio list (offset 0, limit 19)"; path chosen): the portfolios the viewer
 * has joined, of every kind, newest first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { Studio } from '@/types/portfolio';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { homeKeys } from './home-keys';

export function getHomePortfolios(): Promise<Paged<Studio>> {
  return apiGet<Paged<Studio>>('/api/v1/users/me/studios/', { params: { offset: 0, limit: HOME_LIST_PAGE_SIZE } });
}

export function homePortfoliosQueryOptions() {
  return queryOptions({ queryKey: homeKeys.portfolios(), queryFn: getHomePortfolios });
}

export function useHomePortfolios(enabled = true) {
  return useQuery({ ...homePortfoliosQueryOptions(), enabled });
}
