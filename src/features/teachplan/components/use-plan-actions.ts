/**
 * What the manage page's row actions do, with the spec's messages (001 §8): enabling past the cap
 * or acting without the right shows the server's message; sharing shows the server's msg (a
 * non-success answer or a 400 as a warning, anything else the generic failure).
 */
import { useState } from 'react';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { TeachPlan } from '@/types/content';
import { useDeletePlan, useSetPlanEnabled, useSharePlan } from '../api/teach-plans';

export function usePlanActions() {
  const t = useT();
  const { message, modal } = useAppNotices();
  const toggle = useSetPlanEnabled();
  const share = useSharePlan();
  const remove = useDeletePlan();
  const [busy, setBusy] = useState<number | null>(null);

  const failed = (error: unknown) => {
    const text = error instanceof Error && error.message ? error.message : t('teachplan.action.failed');
    if (error instanceof ApiError && error.status === 400) void message.warning(text);
    else void message.error(text);
  };

  async function run(plan: TeachPlan, action: () => Promise<void>) {
    setBusy(plan.id);
    try {
      await action();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    onToggle: (plan: TeachPlan, enable: boolean) =>
      void run(plan, async () => {
        await toggle.mutateAsync({ plan, enable });
        void message.success(t(enable ? 'teachplan.action.enabled' : 'teachplan.action.disabled', { name: plan.file_name }));
      }),
    onShare: (plan: TeachPlan, on: boolean) =>
      void run(plan, async () => {
        let answer;
        try {
          answer = await share.mutateAsync({ plan, share: on });
        } catch (error) {
          // 400: the server's msg as a warning; anything else: the generic failure.
          if (error instanceof ApiError && error.status === 400) return void message.warning(error.message);
          if (error instanceof ApiError && error.status === 403) return void message.error(error.message);
          return void message.error(t('teachplan.action.failed'));
        }
        if (!answer.success) return void message.warning(answer.msg);
        void message.success(answer.msg || t(on ? 'teachplan.action.shared' : 'teachplan.action.unshared'));
      }),
    onDelete: async (plan: TeachPlan) => {
      const ok = await modal.confirm({
        title: t('teachplan.delete.title'),
        content: t('teachplan.delete.text', { name: plan.file_name }),
        okText: t('teachplan.action.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
      });
      if (!ok) return;
      await run(plan, async () => {
        await remove.mutateAsync(plan);
        void message.success(t('teachplan.delete.done', { name: plan.file_name }));
      });
    },
  };
}
