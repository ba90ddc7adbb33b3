/**
 * A student's new login key (spec 002 §2.5, §4.3, §6): word or picture, drawn by the server and
 * different from the current one; drawing again gives another. The key is the account's: it
 * changes in every team the student is in.
 */
import { useState } from 'react';
import { Button, Modal, Radio, Space } from 'antd';
import { useChangeStudentKey } from '@/api/team-students';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { SecretType, TeamStudent } from '@/types/manage';
import { failureText } from '../utils/failure';
import { StudentKey } from './student-key';

export function ChangeKeyDialog({ code, student, onClose }: { code: string; student: TeamStudent | null; onClose: () => void }) {
  return student ? <Dialog key={student.id} code={code} student={student} onClose={onClose} /> : null;
}

function Dialog({ code, student, onClose }: { code: string; student: TeamStudent; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const change = useChangeStudentKey(code);
  const [type, setType] = useState<SecretType>(student.key_type);
  const [current, setCurrent] = useState(student);

  function draw() {
    change.mutate(
      { id: student.id, type },
      {
        onSuccess: (updated) => {
          setCurrent(updated);
          message.success(t('team.key.changed', { name: student.name }));
        },
        onError: (error) => message.error(failureText(error, t, 'team.key.failed')),
      },
    );
  }

  return (
    <Modal open title={t('team.key.title', { name: student.name })} onCancel={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>} destroyOnHidden>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          {t('team.key.current')} <StudentKey student={current} shown />
        </div>
        <Radio.Group value={type} onChange={(e) => setType(e.target.value as SecretType)} aria-label={t('team.key.type')}>
          <Radio.Button value="word">{t('team.keyType.word')}</Radio.Button>
          <Radio.Button value="image">{t('team.keyType.image')}</Radio.Button>
        </Radio.Group>
        <Button type="primary" loading={change.isPending} onClick={draw}>
          {t('team.key.draw')}
        </Button>
        <p className="team-muted">{t('team.key.note')}</p>
      </Space>
    </Modal>
  );
}
