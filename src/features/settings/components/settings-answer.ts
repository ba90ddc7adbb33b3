/**
 * How the settings pages report an answer (spec 001 §8 "Password change"): success shows the
 * server's msg; a non-success answer shows msg as a warning; a 400 shows msg as a warning;
 * anything else the generic failure (offline: operation failed, try again later).
 */
import { useCallback } from 'react';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';

export function useSettingsReport() {
  const t = useT();
  const { message } = useAppNotices();
  const answered = useCallback(
    (answer: { success: boolean; msg: string }, fallback: string) => {
      if (answer.success) void message.success(answer.msg || fallback);
      else void message.warning(answer.msg);
      return answer.success;
    },
    [message],
  );
  const failed = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 400) return void message.warning(error.message);
      if (error instanceof ApiError && error.status === 401) return;
      void message.error(error instanceof ApiError && error.kind === 'offline' ? t('error.offline') : error instanceof Error && error.message ? error.message : t('settings.failed'));
    },
    [message, t],
  );
  return { answered, failed };
}
