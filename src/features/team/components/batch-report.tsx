/**
 * What the last "Save all" did, when not every name was created: the created names and each
 * refused one with the server's reason (the refused stay in the table as drafts to correct).
 */
import { Alert } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { BatchCreateReport } from '@/types/manage';

export function BatchReport({ report, onClose }: { report: BatchCreateReport; onClose: () => void }) {
  const t = useT();
  const separator = t('team.listSeparator');
  return (
    <Alert
      type={report.created.length > 0 ? 'warning' : 'error'}
      showIcon
      className="team-batch-report"
      role="status"
      title={t('team.students.report.title', { created: report.created.length, failed: report.failed.length })}
      closable={{ 'aria-label': t('team.students.report.close'), onClose }}
      description={
        <>
          {report.created.length > 0 ? (
            <p>
              <strong>{t('team.students.report.created')}: </strong>
              {report.created.map((s) => s.name).join(separator)}
            </p>
          ) : null}
          <p>
            <strong>{t('team.students.report.refused')}</strong>
          </p>
          <ul aria-label={t('team.students.report.refused')}>
            {report.failed.map((f) => (
              <li key={f.index}>
                {f.name || '—'}: {f.message}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
