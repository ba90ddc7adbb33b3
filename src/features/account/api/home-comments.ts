/**
 * The home's comments (spec 000 §7): GET /api/v1/users/{username}/comments/ (offset, limit 10),
 * each top-level comment with its replies, and GET /api/v1/usercomment/{id}/comment_data/ to
 * find the page of a #comments-{id} anchor. comment_data is local: a missing comment is the
 * page's "this comment has been deleted" warning, not a trip to /404.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet } from '@/lib/api-client';
import type { Paged } from '@/types/api';
import type { CommentData, HomeComment } from '@/types/user';
import { COMMENT_PAGE_SIZE } from '../utils/home-rules';
import { homeKeys } from './home-keys';

export function getHomeComments(username: string, page: number): Promise<Paged<HomeComment>> {
  return apiGet<Paged<HomeComment>>(`/api/v1/users/${encodeURIComponent(username)}/comments/`, {
    params: { offset: (page - 1) * COMMENT_PAGE_SIZE, limit: COMMENT_PAGE_SIZE },
  });
}

export function homeCommentsQueryOptions(username: string, page: number) {
  return queryOptions({
    queryKey: homeKeys.comments(username, page),
    queryFn: () => getHomeComments(username, page),
    placeholderData: keepPreviousData,
  });
}

export function useHomeComments(username: string, page: number) {
  return useQuery(homeCommentsQueryOptions(username, page));
}

export function getCommentData(id: number): Promise<CommentData> {
  return apiGet<CommentData>(`/api/v1/usercomment/${id}/comment_data/`, { policy: 'local' });
}

export function commentDataQueryOptions(id: number) {
  return queryOptions({ queryKey: homeKeys.commentData(id), queryFn: () => getCommentData(id), retry: false });
}

export function useCommentData(id: number | null) {
  return useQuery({ ...commentDataQueryOptions(id ?? 0), enabled: id !== null });
}
