/**
 * The sensitive-word check every form runs before it saves text that others may read
 * (spec 000 §5, §7: POST /check {content} → {pass, msg}). A failure shows the catalogue's
 * warning, which stays until the user dismisses it (spec 000 §8).
 */
import { useCallback } from 'react';

import type { SensitiveCheckRequest, SensitiveCheckResult } from '@/types/notification';
import { apiPost } from './api-client';
import { useT } from './i18n/i18n';
import { useAppNotices } from './app-notices';

/** The check itself. Failures reject with ApiError and are left to the caller (policy 'local'). */
export function checkSensitive(content: string): Promise<SensitiveCheckResult> {
  return apiPost<SensitiveCheckResult>('/check', { content } satisfies SensitiveCheckRequest, { policy: 'local' });
}

/** The texts of one form as one check: blank ones dropped, one per line so words never join across fields. */
export function joinForCheck(texts: readonly (string | null | undefined)[]): string {
  return texts
    .map((text) => (text ?? '').trim())
    .filter(Boolean)
    .join('\n');
}

export const SENSITIVE_NOTICE_KEY = 'sensitive-word';

/**
 * `guard(texts)` resolves true when the texts may be saved, false when the check flagged them
 * (the persistent warning is then on screen). It rejects with the ApiError of a failed check,
 * so the form reports it the way it reports its own save failing.
 */
export function useSensitiveGuard(): (texts: readonly (string | null | undefined)[]) => Promise<boolean> {
  const t = useT();
  const { notification } = useAppNotices();
  return useCallback(
    async (texts) => {
      const content = joinForCheck(texts);
      if (content === '') return true;
      const result = await checkSensitive(content);
      if (result.pass) return true;
      notification.warning({
        key: SENSITIVE_NOTICE_KEY,
        title: t('sensitive.title'),
        description: t('sensitive.message'),
        duration: 0,
        placement: 'top',
      });
      return false;
    },
    [notification, t],
  );
}
