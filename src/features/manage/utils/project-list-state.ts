/**
 * The URL state of /manage/project (spec 002 §2.2): page, search, status filter (public, private),
 * platform filter (scratch, snap) and the sort (order_str: a field, a leading minus for
 * descending). Read leniently (an unknown value is "all"), written minimally (defaults left out),
 * and turned into the list call's parameters.
 */
import type { ProjectListParams } from '@/api/projects';
import type { ProjectPlatform } from '@/types/manage';

/** spec 002 §9: project tables show 8 rows */
export const PROJECT_PAGE_SIZE = 8;

export type ProjectStatusFilter = 'all' | 'public' | 'private';
export type ProjectPlatformFilter = 'all' | ProjectPlatform;
export const PROJECT_SORT_FIELDS = ['title', 'created_at', 'updated_at'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export interface ProjectListState {
  page: number;
  search: string;
  status: ProjectStatusFilter;
  platform: ProjectPlatformFilter;
  /** '' for the server's default (last saved first) */
  order: string;
}

const STATUSES: readonly string[] = ['public', 'private'];
const PLATFORMS: readonly string[] = ['scratch', 'snap'];

function isSortOrder(value: string): boolean {
  return (PROJECT_SORT_FIELDS as readonly string[]).includes(value.replace(/^-/, ''));
}

export function readProjectListState(params: URLSearchParams): ProjectListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const status = params.get('status') ?? '';
  const platform = params.get('platform') ?? '';
  const order = params.get('order') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    search: (params.get('search') ?? '').trim(),
    status: STATUSES.includes(status) ? (status as ProjectStatusFilter) : 'all',
    platform: PLATFORMS.includes(platform) ? (platform as ProjectPlatform) : 'all',
    order: isSortOrder(order) ? order : '',
  };
}

export function writeProjectListState(next: ProjectListState): URLSearchParams {
  const out = new URLSearchParams();
  if (next.page > 1) out.set('page', String(next.page));
  if (next.search.trim()) out.set('search', next.search.trim());
  if (next.status !== 'all') out.set('status', next.status);
  if (next.platform !== 'all') out.set('platform', next.platform);
  if (next.order) out.set('order', next.order);
  return out;
}

/** Any change but the page itself starts again from page 1. */
export function withFilter(state: ProjectListState, change: Partial<Omit<ProjectListState, 'page'>>): ProjectListState {
  return { ...state, ...change, page: 1 };
}

export function projectListParams(state: ProjectListState): ProjectListParams {
  return {
    page: state.page,
    page_size: PROJECT_PAGE_SIZE,
    q: state.search,
    ...(state.status === 'all' ? {} : { lms_public: state.status === 'public' }),
    ...(state.platform === 'all' ? {} : { platform: state.platform }),
    ...(state.order ? { order_str: state.order } : {}),
  };
}

/** antd's sort state of a column for the current order. */
export function columnSortOrder(order: string, field: ProjectSortField): 'ascend' | 'descend' | null {
  if (order === field) return 'ascend';
  if (order === `-${field}`) return 'descend';
  return null;
}

/** The order for antd's sorter change; no direction drops the sort. */
export function orderFor(field: ProjectSortField, direction: 'ascend' | 'descend' | null | undefined): string {
  if (!direction) return '';
  return direction === 'descend' ? `-${field}` : field;
}
