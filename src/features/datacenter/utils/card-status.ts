import type { ChartCardStatus } from '@/components/chart-card';

interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
}

/** A section's state from its query: loading until data, error without data, empty per the section's rule. */
export function cardStatus<T>(query: QueryState<T>, isEmpty: (data: T) => boolean): ChartCardStatus {
  if (query.data !== undefined) return isEmpty(query.data) ? 'empty' : 'ready';
  return query.isError ? 'error' : 'loading';
}
