/**
 * Learning history (spec 001 §2 "Recent learning", §7): the paged list
 * (GET /api/v1/profiles/learn_history/, path chosen: not shown in the spec). The home page reuses it
 * with page_size 19 and a username when viewing another user. Viewing a course unit or a project
 * records an entry (POST to the same path, spec 001 §7 "View history is recorded"); the record
 * invalidates `learnHistoryKeys`, so /learnhistory and the home page's Recent Learning show it.
 */
import { useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { nextTask } from '@/lib/module-preload';
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

/**
 * Records that a unit or a project is shown (spec 001 §7), once per entry while the component
 * stays; null records nothing (not shown yet, or a reader whose views are not recorded). The
 * call goes in a task of its own: made from the effects of the page's first render, the first
 * write's request path ran inside that task (45 ms of a 70 ms task at a phone's speed, issue 31).
 * It is a plain call in the background, not a useMutation: nothing shows its state, and a
 * mutation's store (pending, then answered) had React draw the whole page again twice, each time
 * in one piece (a store's news is drawn at once). Leaving the page does not cancel it: the entry
 * was shown.
 */
export function useRecordView(entry: LearnHistoryEntry | null) {
  const queryClient = useQueryClient();
  const recorded = useRef('');
  const key = entry ? JSON.stringify(entry) : '';
  useEffect(() => {
    if (!key || recorded.current === key) return;
    recorded.current = key;
    nextTask(() => {
      recordLearnHistory(JSON.parse(key) as LearnHistoryEntry).then(
        () => queryClient.invalidateQueries({ queryKey: learnHistoryKeys.all }),
        // Background bookkeeping (local policy): a failure leaves the page alone.
        () => undefined,
      );
    });
  }, [key, queryClient]);
}
