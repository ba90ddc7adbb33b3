/**
 * The demo's chat app (mock mode only): the link request's offer of WeChat accounts and the
 * answer with the chosen one (docs/api.md §13). Public calls: the chat app is not signed in to
 * the teaching cloud.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useQuery } from '@/lib/use-query';
import { apiGet, apiPost } from '@/lib/api-client';
import type { WechatOffer } from '@/types/user';
import type { WechatAnswer, WechatChoice } from '@/types/user';

const local = { policy: 'local' } as const;

export const wechatBindKeys = {
  all: ['wechatBind'] as const,
  offer: (bindId: string) => [...wechatBindKeys.all, bindId] as const,
};

export function getWechatOffer(bindId: string): Promise<WechatOffer> {
  return apiGet<WechatOffer>(`/api/v1/wechat_bind/${encodeURIComponent(bindId)}/`, local);
}

export function answerWechatBind({ bindId, openId }: { bindId: string; openId: string }): Promise<WechatAnswer> {
  return apiPost<WechatAnswer>(`/api/v1/wechat_bind/${encodeURIComponent(bindId)}/`, { open_id: openId } satisfies WechatChoice, local);
}

export function wechatOfferQueryOptions(bindId: string) {
  return queryOptions({ queryKey: wechatBindKeys.offer(bindId), queryFn: () => getWechatOffer(bindId), retry: false });
}

export function useWechatOffer(bindId: string) {
  return useQuery(wechatOfferQueryOptions(bindId));
}

export function useAnswerWechatBind() {
  return useMutation({ mutationFn: answerWechatBind });
}
