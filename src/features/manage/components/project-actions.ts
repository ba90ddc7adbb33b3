/**
 * What the project actions do (spec 002 §4.1, §8): make public (and open the project's page),
 * withdraw after a confirmation, delete after a confirmation; each with the spec's success and
 * failure messages, and the offline guard of edits.
 */
import { usePublishProject, useWithdrawProject, useDeleteProject } from '@/api/projects';
import { useAppNotices } from '@/lib/app-notices';
import { communityProjectUrl } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { LmsProject } from '@/types/manage';
import type { ProjectAction } from './project-table';

export function useProjectActions() {
  const t = useT();
  const { message, modal } = useAppNotices();
  const publish = usePublishProject();
  const withdraw = useWithdrawProject();
  const remove = useDeleteProject();
  const busy = publish.isPending ? (publish.variables ?? null) : withdraw.isPending ? (withdraw.variables ?? null) : null;

  const offline = () => {
    if (navigator.onLine) return false;
    void message.error(t('error.offline'));
    return true;
  };

  async function doPublish(p: LmsProject) {
    // Opened now, inside the click, so no popup blocker stops it; pointed at the page once public.
    const tab = window.open('', '_blank');
    try {
      await publish.mutateAsync(p.id);
      void message.success(t('manage.project.publish.success'));
      if (tab) {
        tab.opener = null;
        tab.location.href = communityProjectUrl(p.id);
      }
    } catch {
      tab?.close();
      void message.error(t('manage.project.publish.failed'));
    }
  }

  async function doWithdraw(p: LmsProject) {
    const ok = await modal.confirm({
      title: t('manage.project.withdraw.confirmTitle', { title: p.title }),
      content: t('manage.project.withdraw.confirm'),
      okText: t('manage.project.withdraw'),
      cancelText: t('common.cancel'),
    });
    if (!ok || offline()) return;
    try {
      await withdraw.mutateAsync(p.id);
      void message.success(t('manage.project.withdraw.success'));
    } catch {
      void message.error(t('manage.project.withdraw.failed'));
    }
  }

  async function doDelete(p: LmsProject) {
    const ok = await modal.confirm({
      title: t('manage.project.delete.confirmTitle', { title: p.title }),
      content: t('manage.project.delete.confirm'),
      okText: t('manage.project.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!ok || offline()) return;
    try {
      await remove.mutateAsync(p.id);
      void message.success(t('manage.project.delete.success'));
    } catch {
      void message.error(t('manage.project.delete.failed'));
    }
  }

  const run = (action: ProjectAction, p: LmsProject) => {
    if (action === 'publish') {
      if (!offline()) void doPublish(p);
    } else if (action === 'withdraw') void doWithdraw(p);
    else void doDelete(p);
  };
  return { run, busy };
}
