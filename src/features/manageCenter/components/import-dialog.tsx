/**
 * Import students from an .xlsx workbook (spec 002 §2.8, §5, §8), in two steps (beyond the spec):
 * the template to fill in (the server writes it in the reader's language, with the campus's teams;
 * saved under a name in that language), a file picker that takes only .xlsx (anything else is
 * warned, an offline browser refused), then a preview with nothing written — each row's verdict,
 * the places left and how many rows fit — and "Import N students" or cancel, with the option to
 * import nothing unless every row is valid. A whole-file refusal stays in the dialog. After the
 * import, the skipped rows can be downloaded with their reasons, ready to fix and import again.
 * The server parses the file and writes the workbooks, so no spreadsheet library comes to the browser.
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Progress, Space, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { downloadExcel } from '@/api/export';
import { getImportTemplate, useImportOrgStudents, type ImportOptions } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { saveBlob } from '@/lib/download';
import { useT } from '@/lib/i18n/i18n';
import { checkOnline } from '@/lib/validators/check';
import { checkImportContent, checkImportFile } from '@/lib/validators/students';
import type { ImportAnswer } from '@/types/manage';
import { skippedRowsExport } from '../utils/skipped-rows';
import { ImportResults } from './import-results';

type Step = { kind: 'choose'; fileError: string | null } | { kind: 'preview'; file: File; answer: ImportAnswer } | { kind: 'done'; answer: ImportAnswer };

export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const upload = useImportOrgStudents();
  const [percent, setPercent] = useState<number | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose', fileError: null });
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const downloadTemplate = async () => {
    try {
      saveBlob(await getImportTemplate(), t('manageCenter.import.template'));
    } catch {
      message.error(t('manageCenter.operationFailed'));
    }
  };

  /** Sends the file; a 400 is the file's (it stays in the dialog), anything else a notice. */
  const send = async (file: File, options: ImportOptions): Promise<ImportAnswer | null> => {
    setPercent(0);
    try {
      return await upload.mutateAsync({ file, options, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setStep({ kind: 'choose', fileError: error.message });
      else if (error instanceof ApiError && error.kind === 'offline') message.error(t('manageCenter.operationFailed'));
      else message.error(t('manageCenter.import.failed'));
      return null;
    } finally {
      setPercent(null);
    }
  };

  const check = async (file: File) => {
    const offline = checkOnline(navigator.onLine);
    if (offline) {
      message.warning(t(offline.key, offline.params));
      return;
    }
    // A workbook by its bytes too, not only by its name (issue 25); the server checks both again.
    // A refused file stays in the dialog, as the server's whole-file refusals do.
    const problem = checkImportFile(file) ?? (await checkImportContent(new Uint8Array(await file.arrayBuffer())));
    if (problem) {
      setStep({ kind: 'choose', fileError: t(problem.key, problem.params) });
      return;
    }
    setStep({ kind: 'choose', fileError: null });
    const answer = await send(file, { preview: true });
    if (answer) setStep({ kind: 'preview', file, answer });
  };

  const confirm = async (file: File) => {
    const problem = checkOnline(navigator.onLine);
    if (problem) {
      message.warning(t(problem.key, problem.params));
      return;
    }
    const answer = await send(file, { allOrNothing });
    if (!answer) return;
    setStep({ kind: 'done', answer });
    if (answer.written && answer.skipped === 0) message.success(t('manageCenter.import.done'));
  };

  const downloadSkipped = async (answer: ImportAnswer) => {
    setDownloading(true);
    try {
      await downloadExcel(skippedRowsExport(answer, t));
    } catch {
      message.error(t('manageCenter.operationFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const busy = upload.isPending;
  let footer;
  if (step.kind === 'preview') {
    const { file, answer } = step;
    footer = (
      <Space wrap>
        <Button onClick={() => setStep({ kind: 'choose', fileError: null })} disabled={busy}>
          {t('manageCenter.import.cancelPreview')}
        </Button>
        <Button type="primary" loading={busy} disabled={answer.fits === 0} onClick={() => void confirm(file)}>
          {t('manageCenter.import.confirm', { count: answer.fits })}
        </Button>
      </Space>
    );
  } else {
    footer = (
      <Button type="primary" onClick={onClose} disabled={busy}>
        {t(step.kind === 'done' ? 'manageCenter.import.finish' : 'common.close')}
      </Button>
    );
  }

  return (
    <Modal open title={t('manageCenter.import.title')} width={760} onCancel={onClose} mask={{ closable: !busy }} footer={footer}>
      {step.kind === 'choose' && (
        <ol style={{ paddingInlineStart: 20, display: 'grid', gap: 12 }}>
          <li>
            {t('manageCenter.import.step.template')}{' '}
            <Button type="link" icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadTemplate()} style={{ paddingInline: 4 }}>
              {t('manageCenter.import.template')}
            </Button>
          </li>
          <li>{t('manageCenter.import.step.fill')}</li>
          <li>
            {t('manageCenter.import.step.upload')}
            <Upload.Dragger
              accept=".xlsx"
              multiple={false}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                void check(file);
                return false;
              }}
              style={{ marginTop: 8 }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <p className="ant-upload-text">{t('manageCenter.import.drop')}</p>
              <p className="ant-upload-hint">{t('manageCenter.import.hint')}</p>
            </Upload.Dragger>
          </li>
        </ol>
      )}
      {step.kind === 'choose' && step.fileError && !busy ? (
        <Alert role="alert" type="error" showIcon title={t('manageCenter.import.fileError')} description={step.fileError} style={{ marginTop: 12 }} />
      ) : null}
      {busy && (
        <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
          <Progress percent={percent ?? 100} status="active" aria-label={t('manageCenter.import.progress')} />
          <span>
            {percent !== null && percent < 100
              ? t('manageCenter.import.uploading', { percent })
              : t(step.kind === 'preview' ? 'manageCenter.import.processing' : 'manageCenter.import.checking')}
          </span>
        </div>
      )}
      {step.kind === 'preview' && (
        <section aria-label={t('manageCenter.import.preview')} style={{ marginTop: 4 }}>
          <Alert
            type={step.answer.skipped > 0 ? 'warning' : 'info'}
            showIcon
            title={t('manageCenter.import.previewTitle', { fits: step.answer.fits, total: step.answer.rows.length, skipped: step.answer.skipped })}
            description={t('manageCenter.import.quotaLeft', { quota: step.answer.quota_left })}
            style={{ marginBottom: 12 }}
          />
          <Checkbox checked={allOrNothing} onChange={(event) => setAllOrNothing(event.target.checked)} style={{ marginBottom: 12 }}>
            {t('manageCenter.import.allOrNothing')}
          </Checkbox>
          <ImportResults answer={step.answer} />
        </section>
      )}
      {step.kind === 'done' && (
        <section aria-label={t('manageCenter.import.results')}>
          <Alert
            type={step.answer.written && step.answer.skipped === 0 ? 'success' : 'warning'}
            showIcon
            title={
              step.answer.written
                ? t('manageCenter.import.summary', { created: step.answer.created, skipped: step.answer.skipped })
                : t('manageCenter.import.nothingWritten', { skipped: step.answer.skipped })
            }
            action={
              step.answer.skipped > 0 ? (
                <Button size="small" icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => void downloadSkipped(step.answer)}>
                  {t('manageCenter.import.downloadSkipped')}
                </Button>
              ) : null
            }
            style={{ marginBottom: 12 }}
          />
          <ImportResults answer={step.answer} />
        </section>
      )}
    </Modal>
  );
}
