/**
 * Regenerating the course-bag plans (spec 001 §4, §7): POST /teacher_plan/reset/, then the state
 * is asked every 10 s until it is 'success' (about a minute). A waiting notice shows meanwhile,
 * also when the page is opened while one runs; a failure shows the server's message.
 */
import { useEffect, useRef } from 'react';
import { Alert, Button, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { PlanRegeneration } from '@/types/content';
import { teachPlanKeys, useRegeneration, useStartRegeneration } from '../api/teach-plans';

/** Calls back when a run that was watched ends. */
function useRunEnd(status: PlanRegeneration['status'] | undefined, onEnd: (status: PlanRegeneration['status']) => void) {
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'running' && status && status !== 'running') onEnd(status);
    previous.current = status;
  }, [status, onEnd]);
}

export function RegenerateButton() {
  const t = useT();
  const { modal, message } = useAppNotices();
  const start = useStartRegeneration();
  const state = useRegeneration(true);
  const running = state.data?.status === 'running';

  async function confirmStart() {
    const ok = await modal.confirm({
      title: t('teachplan.regenerate.confirmTitle'),
      content: t('teachplan.regenerate.confirmText'),
      okText: t('teachplan.regenerate.action'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    start.mutate(undefined, { onError: (error) => void message.error(error.message) });
  }

  return (
    <Button icon={<ReloadOutlined aria-hidden />} loading={start.isPending} disabled={running} onClick={() => void confirmStart()}>
      {t('teachplan.regenerate.action')}
    </Button>
  );
}

export function RegenerationNotice() {
  const t = useT();
  const { message } = useAppNotices();
  const queryClient = useQueryClient();
  const state = useRegeneration(true);

  useRunEnd(state.data?.status, (status) => {
    if (status === 'success') {
      void message.success(t('teachplan.regenerate.done'));
      void queryClient.invalidateQueries({ queryKey: teachPlanKeys.lists() });
    } else if (status === 'failed') void message.error(state.data?.msg || t('teachplan.regenerate.failed'));
  });

  if (state.data?.status !== 'running') return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<Spin size="small" />}
      role="status"
      title={t('teachplan.regenerate.waiting')}
      description={t('teachplan.regenerate.waitingHint')}
    />
  );
}
