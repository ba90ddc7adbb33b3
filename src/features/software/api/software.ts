/** The software download list (spec 001 §7: GET /api/v1/teaching_software/). */
import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { Software } from '@/types/content';

export const softwareKeys = {
  all: ['software'] as const,
  list: () => [...softwareKeys.all, 'list'] as const,
};

export function getSoftware(): Promise<Paged<Software>> {
  // Local: the page shows its own error state with a retry.
  return apiGet<Paged<Software>>('/api/v1/teaching_software/', { policy: 'local' });
}

export function softwareQueryOptions() {
  return queryOptions({ queryKey: softwareKeys.list(), queryFn: getSoftware, staleTime: 10 * 60_000 });
}

export function useSoftware() {
  return useQuery(softwareQueryOptions());
}
