/** The keys of what this area reads about one portfolio: all under `studioKeys.detail(id)`. */
import { studioKeys } from '@/api/studios';

export const studioPartKeys = {
  works: (id: number, page: { offset: number; limit: number }) => [...studioKeys.detail(id), 'works', page] as const,
  workIds: (id: number) => [...studioKeys.detail(id), 'work-ids'] as const,
  members: (id: number, params: object) => [...studioKeys.detail(id), 'members', params] as const,
  membersAll: (id: number) => [...studioKeys.detail(id), 'members'] as const,
  roles: (id: number) => [...studioKeys.detail(id), 'roles'] as const,
  invited: (id: number) => [...studioKeys.detail(id), 'invited'] as const,
  activity: (id: number, page: { page: number; page_size: number }) => [...studioKeys.detail(id), 'activity', page] as const,
  activityCount: (id: number) => [...studioKeys.detail(id), 'activity-count'] as const,
};
