/**
 * The data center's query keys: one root per viewed user, then the call and its parameters, so
 * a range switch is a new cache entry and switching back is instant.
 */
import type { RangeQuery } from '../utils/range';

export interface UserQuery {
  /** the viewed user's username (the calls' user_name) */
  userName: string;
}

export type RangedQuery = UserQuery & RangeQuery;

export const datacenterKeys = {
  all: ['datacenter'] as const,
  user: (userName: string) => [...datacenterKeys.all, userName] as const,
  call: (userName: string, call: string, params: Record<string, string> = {}) => [...datacenterKeys.user(userName), call, params] as const,
};

export const DATA_ANALYSIS = '/api/v1/data_analysis';

/** The query string of a ranged call. */
export function rangedParams({ userName, start_time, end_time }: RangedQuery): Record<string, string> {
  return { user_name: userName, start_time, end_time };
}
