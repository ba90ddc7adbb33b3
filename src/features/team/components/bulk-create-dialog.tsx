/**
 * Bulk create (spec 002 §5): one name per line, each cut to 15 characters, blank lines dropped;
 * Finish is disabled at 0 names, above 100, or above the quota left (minus the drafts already
 * waiting). The names become draft rows, saved with the others.
 */
import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import { BULK_CREATE_MAX, checkBulkCount, parseBulkNames } from '@/lib/validators';

export function BulkCreateDialog({ open, room, onClose, onFinish }: { open: boolean; room: number; onClose: () => void; onFinish: (names: string[]) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const names = parseBulkNames(text);
  const problem = checkBulkCount(names.length, room);
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
        aria-describedby="bulk-help bulk-count"
        placeholder={t('team.bulk.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <p id="bulk-count" className="team-bulk-count" aria-live="polite">
        {t('team.bulk.count', { count: names.length, room })}
      </p>
      {problem && names.length > 0 ? <Alert type="warning" showIcon title={t(problem.key, problem.params)} /> : null}
    </Modal>
  );
}
