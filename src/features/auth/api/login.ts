/**
 * The sign-in screens' own calls (spec 000 §7 "Sign-in", API reference §1): the chat-app scan
 * login (start, status poll, the demo phone's confirm) and the team-code lookups (the login call
 * itself is src/api/session.ts). Every call handles its own failures (`policy: 'local'`): the
 * sign-in screens show them in place.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { JoinRequest, JoinTeamCards, JoinTeamInfo, ScanConfirm, ScanConfirmAnswer, ScanLoginStart, ScanStatus } from '@/types/auth';

const local = { policy: 'local' } as const;

/** The scan status is polled this often while the QR code waits. */
export const SCAN_POLL_MS = 2000;

export const loginKeys = {
  all: ['auth'] as const,
  join: (code: string) => ['auth', 'join', code] as const,
  joinCards: (code: string, name: string) => ['auth', 'join', code, 'cards', name] as const,
  scan: () => ['auth', 'scan'] as const,
  scanStatus: (scanId: string) => ['auth', 'scan', scanId, 'status'] as const,
};

// --- chat-app scan login -----------------------------------------------------------------------

export function startScanLogin(): Promise<ScanLoginStart> {
  return apiGet<ScanLoginStart>('/api/v1/wechat_scan_login/', local);
}

export function getScanStatus(scanId: string): Promise<ScanStatus> {
  return apiGet<ScanStatus>('/api/v1/wechat_scan_login/status/', { ...local, params: { scan_id: scanId } });
}

/**
 * The phone confirms for the person signed in on it: its own session's token goes along (not the
 * browser's stored session, which belongs to the page being signed in).
 */
export function confirmScan({ scanId, phoneToken }: { scanId: string; phoneToken: string }): Promise<ScanConfirmAnswer> {
  return apiPost<ScanConfirmAnswer>('/api/v1/wechat_scan_login/confirm/', { scan_id: scanId } satisfies ScanConfirm, { ...local, headers: { Authorization: `Bearer ${phoneToken}` } });
}

export function scanStartQueryOptions() {
  // A QR code is single-use: never reuse one from the cache.
  return queryOptions({ queryKey: loginKeys.scan(), queryFn: startScanLogin, staleTime: 0, gcTime: 0, retry: false });
}

export function useScanStart() {
  return useQuery(scanStartQueryOptions());
}

/** Polls every SCAN_POLL_MS while waiting; stops once confirmed or expired, and on unmount. */
export function useScanStatus(scanId: string | undefined) {
  return useQuery({
    queryKey: loginKeys.scanStatus(scanId ?? ''),
    queryFn: () => getScanStatus(scanId ?? ''),
    enabled: Boolean(scanId),
    gcTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' && !query.state.error ? SCAN_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

export function useConfirmScan() {
  return useMutation({ mutationFn: confirmScan });
}

// --- team-code lookups -------------------------------------------------------------------------

export function getJoinTeam(code: string): Promise<JoinTeamInfo> {
  return apiGet<JoinTeamInfo>(`/api/v1/join/${encodeURIComponent(code)}/`, local);
}

export function getJoinCards(code: string, name: string): Promise<JoinTeamCards> {
  return apiPost<JoinTeamCards>(`/api/v1/join/${encodeURIComponent(code)}/`, { name } satisfies JoinRequest, local);
}

export function joinTeamQueryOptions(code: string) {
  return queryOptions({ queryKey: loginKeys.join(code), queryFn: () => getJoinTeam(code), retry: false });
}

export function useJoinTeam(code: string, enabled = true) {
  return useQuery({ ...joinTeamQueryOptions(code), enabled });
}

/** The nine cards of one student: a read, although the server takes it as a POST. */
export function joinCardsQueryOptions(code: string, name: string) {
  return queryOptions({ queryKey: loginKeys.joinCards(code, name), queryFn: () => getJoinCards(code, name), retry: false });
}

export function useJoinCards(code: string, name: string | null) {
  return useQuery({ ...joinCardsQueryOptions(code, name ?? ''), enabled: name !== null });
}
