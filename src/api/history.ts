/**
 * Learning history (spec 001 §2 "Recent learning", §7): the paged list
 * (GET /api/v1/profiles/learn_history/, path chosen: not shown in the spec). The home page reuses it
 * with page_size 19 and a username when viewing another user. Viewing a course unit or a project
 * records an entry (POST to the same path, spec 001 §7 "View history is recorded"); the record
 * invalidates `learnHistoryKeys`, so /learnhistory and the home page's Recent Learning show it.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { LearnHistoryEntry, LearningHistory } from '@/types/content';
import { normalisePersonalList, personalListQuery, type PersonalListParams } from './personal-list';

/** Default page size of the learning-history page (spec 001 §9). */
export const HISTORY_PAGE_SIZE = 8;

/** page, page_size, search (matched against the title), username (another user's history; omitted for the viewer's own) */
export type LearnHistoryParams = PersonalListParams;

export const learnHistoryKeys = {
  all: ['learn-history'] as const,
  lists: () => [...learnHistoryKeys.all, 'list'] as const,
  list: (params: LearnHistoryParams) => [...learnHistoryKeys.lists(), normalise(params)] as const,
};

const normalise = (params: LearnHistoryParams) => normalisePersonalList(params, HISTORY_PAGE_SIZE);

export function getLearnHistory(params: LearnHistoryParams = {}): Promise<Paged<LearningHistory>> {
  const p = normalise(params);
  return apiGet<Paged<LearningHistory>>('/api/v1/profiles/learn_history/', { params: personalListQuery(p) });
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

/** Background bookkeeping: a failure must not disturb the page being read (local policy). */
export function recordLearnHistory(entry: LearnHistoryEntry): Promise<LearningHistory> {
  return apiPost<LearningHistory>('/api/v1/profiles/learn_history/', entry, { policy: 'local' });
}

export function useRecordLearnHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordLearnHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learnHistoryKeys.all }),
  });
}
