/**
 * Deleting a portfolio after a confirmation (spec 001 §8): "删除作品集成功" on success; a 400
 * shows the server's message as a warning; any other failure "operation failed, try again later";
 * offline, the same without a call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { followKeys } from '@/api/follows';
import { useDeleteStudio } from '@/api/studios';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Studio } from '@/types/portfolio';

export function useDeletePortfolio() {
  const t = useT();
  const { message, modal } = useAppNotices();
  const queryClient = useQueryClient();
  const remove = useDeleteStudio();

  /** Resolves true once the portfolio is gone. */
  return async function confirmDelete(studio: Studio): Promise<boolean> {
    const ok = await modal.confirm({
      title: t('portfolio.delete.confirmTitle', { title: studio.title }),
      content: t('portfolio.delete.confirm'),
      okText: t('portfolio.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!ok) return false;
    if (!navigator.onLine) {
      void message.error(t('error.offline'));
      return false;
    }
    try {
      await remove.mutateAsync(studio);
      void queryClient.invalidateQueries({ queryKey: followKeys.all });
      void message.success(t('portfolio.delete.success'));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) void message.warning(error.message);
      else void message.error(t('error.offline'));
      return false;
    }
  };
}
