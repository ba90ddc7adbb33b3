/** Downloading a plan: its document (cached while it is looked at) saved under its file name. */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAppNotices } from '@/lib/app-notices';
import { saveBlob } from '@/lib/download';
import { useT } from '@/lib/i18n/i18n';
import type { TeachPlan } from '@/types/content';
import { planFileQueryOptions } from '../api/teach-plans';

export function useDownloadPlan() {
  const t = useT();
  const { message } = useAppNotices();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = useCallback(
    async (plan: Pick<TeachPlan, 'id' | 'file_name' | 'file_url'>) => {
      setDownloading(plan.id);
      try {
        saveBlob(await queryClient.fetchQuery(planFileQueryOptions(plan.file_url)), plan.file_name);
      } catch (error) {
        void message.error(error instanceof Error && error.message ? error.message : t('teachplan.download.failed'));
      } finally {
        setDownloading(null);
      }
    },
    [queryClient, message, t],
  );
  return { download, downloading };
}
