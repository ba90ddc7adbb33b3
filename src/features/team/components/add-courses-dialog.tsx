/**
 * Adding courses or course bags to a team from what the campus offers the caller (spec 002 §2.5,
 * §4.4): a searchable checklist; what the team has already is ticked and fixed.
 */
import { useState } from 'react';
import { Checkbox, Empty, Input, Modal, Spin } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { CourseOption } from '@/types/manage';

export function AddCoursesDialog({
  title,
  options,
  loading,
  saving,
  onAdd,
  onClose,
}: {
  title: string;
  options: CourseOption[] | undefined;
  loading: boolean;
  saving: boolean;
  onAdd: (ids: number[]) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const needle = search.trim().toLowerCase();
  const shown = (options ?? []).filter((o) => o.title.toLowerCase().includes(needle));

  return (
    <Modal open title={title} okText={t('team.courses.add')} cancelText={t('common.cancel')} okButtonProps={{ disabled: chosen.length === 0 }} confirmLoading={saving} onOk={() => onAdd(chosen)} onCancel={onClose} destroyOnHidden>
      <Input.Search allowClear aria-label={t('common.search')} placeholder={t('common.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 12 }} />
      {loading ? (
        <Spin />
      ) : shown.length === 0 ? (
        <Empty description={t('common.empty')} />
      ) : (
        <div className="team-course-options" role="group" aria-label={title}>
          {shown.map((o) => (
            <Checkbox
              key={o.id}
              checked={o.in_team || chosen.includes(o.id)}
              disabled={o.in_team}
              onChange={(e) => setChosen((ids) => (e.target.checked ? [...ids, o.id] : ids.filter((id) => id !== o.id)))}
            >
              {o.title}
              {o.in_team ? <span className="team-muted"> · {t('team.courses.inTeam')}</span> : null}
            </Checkbox>
          ))}
        </div>
      )}
    </Modal>
  );
}
