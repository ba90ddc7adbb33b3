/**
 * Users (spec 000 §7 "User and campus"): the signed-in user (GET /api/v1/users/me/), another
 * user's profile by username (GET /api/v1/users/{username}/), the profile save
 * (PATCH /api/v1/users/me/), a user's achievement and the personal data of the home's data strip.
 * Every area reads the current user from here; saving the profile replaces it in the cache.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPatch, apiPost } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import type { UsageStats } from '@/types/analytics';
import type { PublicUser, UsageReport, UsageReportRequest, User, UserAchievement } from '@/types/user';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  detail: (username: string) => [...userKeys.all, 'detail', username] as const,
  achievement: (username: string) => [...userKeys.all, 'achievement', username] as const,
  personalData: (username: string) => [...userKeys.all, 'personal-data', username] as const,
};

// --- the signed-in user --------------------------------------------------------------------------

export function getCurrentUser(): Promise<User> {
  return apiGet<User>('/api/v1/users/me/');
}

/**
 * The user of a token that is not the stored session's: the third-party authorize page signs in
 * for the third party only and keeps its token to itself. Local: the page shows failures.
 */
export function getUserOfToken(token: string): Promise<User> {
  return apiGet<User>('/api/v1/users/me/', { policy: 'local', headers: { Authorization: `Bearer ${token}` } });
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.me(),
    queryFn: getCurrentUser,
    enabled: getToken() !== null,
    staleTime: 60_000,
  });
}

/**
 * A signed-in load asks who is signed in as the app starts, while its code and the page's code
 * load, rather than once the shell renders: every page's own calls wait for that answer (the
 * guard, the header), and so go sooner (issue 31). The shell's query finds the answer, or the
 * call on its way. Signed out, nothing is asked.
 */
export function askWhoIsSignedIn(queryClient: QueryClient): void {
  if (getToken() !== null) void queryClient.prefetchQuery(currentUserQueryOptions());
}

/** The signed-in user, or undefined while loading or when signed out. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * The profile editor sends a multipart form of the fields to change plus the avatar file; the
 * answer is the user, which replaces the stored current user (spec 000 §4 "Profile save"). The
 * editor reports failures itself (field errors under the fields, its own message).
 */
export function saveProfile(form: FormData): Promise<User> {
  return apiPatch<User>('/api/v1/users/me/', form, { policy: 'local' });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.me(), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(user.username) });
    },
  });
}

// --- another user --------------------------------------------------------------------------------

/**
 * Another user's profile. Local: the pages that show one handle a missing user themselves
 * ("no data for user {username}", spec 000 §8); the global policy would send a 404 under
 * /users/ to /403.
 */
export function getUser(username: string): Promise<PublicUser> {
  return apiGet<PublicUser>(`/api/v1/users/${encodeURIComponent(username)}/`, { policy: 'local' });
}

export function userQueryOptions(username: string, enabled = true) {
  return queryOptions({ queryKey: userKeys.detail(username), queryFn: () => getUser(username), enabled, retry: false });
}

export function useUser(username: string, enabled = true) {
  return useQuery(userQueryOptions(username, enabled));
}

/** GET /api/v1/users/{username}/achievement/ (fields chosen, see UserAchievement). */
export function getAchievement(username: string): Promise<UserAchievement> {
  return apiGet<UserAchievement>(`/api/v1/users/${encodeURIComponent(username)}/achievement/`);
}

export function achievementQueryOptions(username: string) {
  return queryOptions({ queryKey: userKeys.achievement(username), queryFn: () => getAchievement(username) });
}

export function useAchievement(username: string) {
  return useQuery(achievementQueryOptions(username));
}

/**
 * The usage report (spec 000 §9; POST /api/v1/users/usage_report/ {platform}, our call): the
 * teaching cloud's online time, counted in the personal data center's online hours. Best effort:
 * a report the server refuses (the minute's limit) or that is lost changes nothing on screen.
 */
export function reportUsage(): Promise<void> {
  return apiPost<UsageReport>('/api/v1/users/usage_report/', { platform: 'teach' } satisfies UsageReportRequest, { policy: 'local' }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The compact data strip of a home (spec 000 §2, §7 "an organisation data request by
 * user_name"): GET /api/v1/users/personal_data/?user_name=. Local: the strip shows its own error.
 */
export function getPersonalData(username: string): Promise<UsageStats> {
  return apiGet<UsageStats>('/api/v1/users/personal_data/', { params: { user_name: username }, policy: 'local' });
}

export function personalDataQueryOptions(username: string) {
  return queryOptions({ queryKey: userKeys.personalData(username), queryFn: () => getPersonalData(username), retry: false });
}

export function usePersonalData(username: string, enabled: boolean) {
  return useQuery({ ...personalDataQueryOptions(username), enabled });
}
