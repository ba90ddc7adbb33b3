/**
 * POST /api/v1/vod_sign (spec 002 §7): body file_id; answers the player's signature and licence
 * URL. Only the player page makes this call. Local: the page shows its own failure.
 */
import { useQuery } from '@/lib/use-query';
import { apiPost } from '@/lib/api-client';
import type { VodSignature, VodSignRequest } from '@/types/content';

export const vodKeys = {
  all: ['vod'] as const,
  signature: (fileId: string) => [...vodKeys.all, 'signature', fileId] as const,
};

export function signVideo(fileId: string): Promise<VodSignature> {
  return apiPost<VodSignature>('/api/v1/vod_sign', { file_id: fileId } satisfies VodSignRequest, { policy: 'local' });
}

export function useVideoSignature(fileId: string) {
  return useQuery({ queryKey: vodKeys.signature(fileId), queryFn: () => signVideo(fileId), enabled: fileId !== '', retry: false, staleTime: 60 * 60_000 });
}
