/**
 * Import students from an .xlsx workbook (spec 002 §2.8, §5, §8): the template to fill in (the
 * server writes it in the reader's language, with the campus's teams), a file picker that takes
 * only .xlsx (anything else is warned, an offline browser refused), the upload's progress, and
 * the server's answer row by row: created, or skipped with its reason. A row is created whole or
 * not at all. The server parses the file, so no spreadsheet library comes to the browser.
 */
import { useState } from 'react';
import { Alert, Button, Modal, Progress, Radio, Table, Upload, type TableColumnsType } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { getImportTemplate, useImportOrgStudents } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { checkImportFile, checkOnline } from '@/lib/validators';
import type { ImportAnswer, ImportRowResult } from '@/types/manage';
import { saveBlob } from '@/lib/download';

const TEMPLATE_FILE = 'student-import-template.xlsx';
const RESULT_PAGE_SIZE = 10;

function ResultTable({ answer }: { answer: ImportAnswer }) {
  const t = useT();
  const [only, setOnly] = useState<'all' | 'skipped'>(answer.skipped > 0 ? 'skipped' : 'all');
  const rows = only === 'skipped' ? answer.rows.filter((r) => r.status === 'skipped') : answer.rows;
  const columns: TableColumnsType<ImportRowResult> = [
    { key: 'row', title: t('manageCenter.import.col.row'), dataIndex: 'row', width: 72 },
    { key: 'name', title: t('manageCenter.import.col.name'), dataIndex: 'name' },
    { key: 'team', title: t('manageCenter.import.col.team'), dataIndex: 'team' },
    {
      key: 'result',
      title: t('manageCenter.import.col.result'),
      render: (_, r) =>
        r.status === 'created' ? (
          <span style={{ color: '#135200' }}>{t('manageCenter.import.created')}</span>
        ) : (
          <span style={{ color: '#a8071a' }}>{t(`manageCenter.import.reason.${r.reason ?? 'name_required'}`)}</span>
        ),
    },
  ];
  return (
    <>
      <Alert
        type={answer.skipped > 0 ? 'warning' : 'success'}
        showIcon
        title={t('manageCenter.import.summary', { created: answer.created, skipped: answer.skipped })}
        style={{ marginBottom: 12 }}
      />
      <Radio.Group
        value={only}
        onChange={(event) => setOnly(event.target.value as 'all' | 'skipped')}
        optionType="button"
        size="small"
        options={[
          { value: 'skipped', label: t('manageCenter.import.showSkipped', { count: answer.skipped }) },
          { value: 'all', label: t('manageCenter.import.showAll', { count: answer.rows.length }) },
        ]}
        style={{ marginBottom: 8 }}
      />
      <Table<ImportRowResult>
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: RESULT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </>
  );
}

export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const upload = useImportOrgStudents();
  const [percent, setPercent] = useState<number | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);

  const downloadTemplate = async () => {
    try {
      saveBlob(await getImportTemplate(), TEMPLATE_FILE);
    } catch {
      message.error(t('manageCenter.operationFailed'));
    }
  };

  const start = async (file: File) => {
    const problem = checkOnline(navigator.onLine) ?? checkImportFile(file);
    if (problem) {
      message.warning(t(problem.key, problem.params));
      return;
    }
    setAnswer(null);
    setPercent(0);
    try {
      const result = await upload.mutateAsync({ file, onProgress: (fraction) => setPercent(Math.round(fraction * 100)) });
      setAnswer(result);
      if (result.skipped === 0) message.success(t('manageCenter.import.done'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) message.warning(error.message);
      else if (error instanceof ApiError && error.kind === 'offline') message.error(t('manageCenter.operationFailed'));
      else message.error(t('manageCenter.import.failed'));
    } finally {
      setPercent(null);
    }
  };

  const busy = upload.isPending;
  return (
    <Modal
      open
      title={t('manageCenter.import.title')}
      width={720}
      onCancel={onClose}
      mask={{ closable: !busy }}
      footer={
        <Button type="primary" onClick={onClose} disabled={busy}>
          {t(answer ? 'manageCenter.import.finish' : 'common.close')}
        </Button>
      }
    >
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
              void start(file);
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
      {busy && (
        <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
          <Progress percent={percent ?? 100} status="active" aria-label={t('manageCenter.import.progress')} />
          <span>{percent !== null && percent < 100 ? t('manageCenter.import.uploading', { percent }) : t('manageCenter.import.processing')}</span>
        </div>
      )}
      {answer && (
        <section aria-label={t('manageCenter.import.results')} style={{ marginTop: 16 }}>
          <ResultTable answer={answer} />
        </section>
      )}
    </Modal>
  );
}
