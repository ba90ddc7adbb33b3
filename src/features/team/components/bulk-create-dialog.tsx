/**
 * Bulk create (spec 002 §5): one name per line, each cut to 15 characters, blank lines dropped;
 * Finish is disabled at 0 names, above 100, or above the quota left (minus the drafts already
 * waiting). Before Finish, each line the dialog can judge is marked: characters outside the name
 * rule, a repeat of an earlier line, a name the team already has, a line cut to 15. The names
 * become draft rows, saved with the others (the server's own verdicts come back per name).
 */
import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { BULK_CREATE_MAX, checkBulkCount } from '@/lib/validators/teams';
import { bulkLines } from '../utils/drafts';

export function BulkCreateDialog({
  open,
  room,
  teamNames,
  onClose,
  onFinish,
}: {
  open: boolean;
  room: number;
  /** the names the team and its drafts already have */
  teamNames: ReadonlySet<string>;
  onClose: () => void;
  onFinish: (names: string[]) => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const lines = bulkLines(text, teamNames);
  const names = lines.map((line) => line.name);
  const problem = checkBulkCount(names.length, room);
  const marked = lines.map((line, i) => ({ ...line, line: i + 1 })).filter((line) => line.problem !== null);
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('team.bulk.title')}
      okText={t('team.bulk.finish')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: problem !== null }}
      onCancel={close}
      onOk={() => {
        onFinish(names);
        setText('');
      }}
      destroyOnHidden
    >
      <p id="bulk-help">{t('team.bulk.help', { max: BULK_CREATE_MAX })}</p>
      <Input.TextArea
        value={text}
        rows={10}
        aria-label={t('team.bulk.names')}
        aria-describedby="bulk-help bulk-count bulk-check"
        placeholder={t('team.bulk.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <p id="bulk-count" className="team-bulk-count" aria-live="polite">
        {t('team.bulk.count', { count: names.length, room })}
      </p>
      {problem && names.length > 0 ? <Alert type="warning" showIcon title={t(problem.key, problem.params)} /> : null}
      {marked.length > 0 ? (
        <Alert
          id="bulk-check"
          className="team-bulk-check"
          type={marked.some((line) => line.problem !== 'cut') ? 'warning' : 'info'}
          showIcon
          title={t('team.bulk.checkTitle')}
          description={
            <ul aria-label={t('team.bulk.checkTitle')}>
              {marked.map((line) => (
                <li key={line.line}>{t('team.bulk.lineOf', { line: line.line, name: line.problem === 'cut' ? line.original : line.name, problem: t(`team.bulk.problem.${line.problem}`) })}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Modal>
  );
}
