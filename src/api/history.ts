/**
 * Learning history (spec 001 §2 "Recent learning", §7): the paged list
 * (GET /api/v1/profiles/learn_history/, path chosen: not shown in the spec). The home page reuses it
 * with page_size 19 and a username when viewing another user; viewing a course or project records
 * an entry, so the pages that record one invalidate `learnHistoryKeys`.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { LearningHistory } from '@/types/content';

/** Default page size of the learning-history page (spec 001 §9). */
export const HISTORY_PAGE_SIZE = 8;

export interface LearnHistoryParams {
  page?: number;
  page_size?: number;
  /** matched against the title; trimmed before sending */
  search?: string;
  /** another user's history; omitted for the viewer's own */
  username?: string;
}

export const learnHistoryKeys = {
  all: ['learn-history'] as const,
  lists: () => [...learnHistoryKeys.all, 'list'] as const,
  list: (params: LearnHistoryParams) => [...learnHistoryKeys.lists(), normalise(params)] as const,
};

function normalise(params: LearnHistoryParams): Required<LearnHistoryParams> {
  return {
    page: params.page ?? 1,
    page_size: params.page_size ?? HISTORY_PAGE_SIZE,
    search: (params.search ?? '').trim(),
    username: params.username ?? '',
  };
}

export function getLearnHistory(params: LearnHistoryParams = {}): Promise<Paged<LearningHistory>> {
  const p = normalise(params);
  return apiGet<Paged<LearningHistory>>('/api/v1/profiles/learn_history/', {
    params: {
      page: p.page,
      page_size: p.page_size,
      ...(p.search ? { q: p.search } : {}),
      ...(p.username ? { username: p.username } : {}),
    },
  });
}

export function learnHistoryQueryOptions(params: LearnHistoryParams = {}) {
  return queryOptions({
    queryKey: learnHistoryKeys.list(params),
    queryFn: () => getLearnHistory(params),
    placeholderData: keepPreviousData,
  });
}

export function useLearnHistory(params: LearnHistoryParams = {}, enabled = true) {
  return useQuery({ ...learnHistoryQueryOptions(params), enabled });
}
