/**
 * The upload area (spec 001 §5 "Teaching plan upload"): click or drop files, each checked before
 * it is sent (a failed check lists the file with the spec's message beside the area, every refused
 * file of a selection with its own, and nothing is sent), with its progress.
 * The picker offers .docx, .xlsx, .xls, .doc and .pdf; the check then takes only docx, pdf, xlsx.
 * Disabled once 50 plans are enabled.
 */
import { useRef, useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useAppNotices } from '@/lib/app-notices';
import { RefusedFiles, type RefusedFile } from '@/components/refused-files';
import { useT } from '@/lib/i18n/i18n';
import { canSelectTeachPlan, TEACH_PLAN_ACCEPT, TEACH_PLAN_MAX_ENABLED } from '@/lib/validators/teach-plans';
import type { TeachPlan } from '@/types/content';
import { useUploadPlan } from '../api/teach-plans';
import { checkPlanUpload } from '../utils/upload-checks';

type RequestOptions = Parameters<NonNullable<UploadProps['customRequest']>>[0];

export function PlanUpload({ plans, enabledCount }: { plans: readonly TeachPlan[]; enabledCount: number }) {
  const t = useT();
  const { message } = useAppNotices();
  const upload = useUploadPlan();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  /** Files accepted in this selection: the cap and the duplicate check count them too. */
  const pending = useRef<string[]>([]);
  const selectionOrder = useRef(new Map<string, number>());
  const canSelect = canSelectTeachPlan(enabledCount);

  async function beforeUpload(file: File, selection: File[]) {
    // A new selection starts a new list of refusals, in the selection's order (checks are async).
    if (selection[0] === file) {
      setRefused([]);
      selectionOrder.current = new Map(selection.map((f, i) => [f.name, i]));
    }
    const check = await checkPlanUpload(file, {
      online: navigator.onLine,
      enabledCount: enabledCount + pending.current.length,
      existingNames: [...plans.map((p) => p.file_name), ...pending.current],
    });
    if (check) {
      // Each refused file with its own reason beside the area (several at once are all shown).
      const reason = t(check.key, check.params);
      const at = (name: string) => selectionOrder.current.get(name) ?? 0;
      setRefused((now) => [...now, { name: file.name, reason }].sort((a, b) => at(a.name) - at(b.name)));
      return Upload.LIST_IGNORE;
    }
    pending.current.push(file.name);
    return true;
  }

  function send({ file, onProgress, onSuccess, onError }: RequestOptions) {
    const chosen = file as File;
    const done = () => {
      pending.current = pending.current.filter((name) => name !== chosen.name);
    };
    upload
      .mutateAsync({ file: chosen, onProgress: (percent) => onProgress?.({ percent }) })
      .then((plan) => {
        done();
        onSuccess?.(plan);
        void message.success(t('teachplan.upload.done', { name: plan.file_name }));
      })
      .catch((error: Error) => {
        done();
        onError?.(error);
        void message.error(error.message);
      });
  }

  return (
    <>
      <Upload.Dragger
        accept={TEACH_PLAN_ACCEPT}
        multiple
        disabled={!canSelect}
        fileList={files}
        beforeUpload={beforeUpload}
        customRequest={send}
        // Finished uploads leave the list: the plan is in the table below by then.
        onChange={({ fileList }) => setFiles(fileList.filter((f) => f.status !== 'done'))}
        showUploadList={{ showRemoveIcon: false }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{t(canSelect ? 'teachplan.upload.title' : 'teachplan.upload.full', { max: TEACH_PLAN_MAX_ENABLED })}</p>
        <p className="ant-upload-hint">{t('teachplan.upload.hint')}</p>
      </Upload.Dragger>
      <RefusedFiles files={refused} onClose={() => setRefused([])} />
    </>
  );
}
