/**
 * My Works / Ta's Works: GET /api/v1/lms/projects/ with page 1 and page_size 19 (spec 000 §7),
 * plus ?username= for another user's home (their public works). Covers lose their "covers/"
 * storage prefix here, once, for every screen that shows them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { LmsProject } from '@/types/manage';
import { HOME_LIST_PAGE_SIZE, stripCoverPrefix } from '../utils/home-rules';
import { homeKeys } from './home-keys';

export async function getHomeProjects(username: string): Promise<Paged<LmsProject>> {
  const page = await apiGet<Paged<LmsProject>>('/api/v1/lms/projects/', {
    params: { page: 1, page_size: HOME_LIST_PAGE_SIZE, ...(username ? { username } : {}) },
  });
  return { ...page, results: page.results.map((p) => ({ ...p, image: stripCoverPrefix(p.image) })) };
}

export function homeProjectsQueryOptions(username: string) {
  return queryOptions({ queryKey: homeKeys.projects(username), queryFn: () => getHomeProjects(username) });
}

export function useHomeProjects(username: string, enabled = true) {
  return useQuery({ ...homeProjectsQueryOptions(username), enabled });
}
