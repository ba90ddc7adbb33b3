/**
 * The bar over the campus student table while students are selected (beyond the spec, issue 27):
 * how many are selected (across pages and searches), select every student the search and filter
 * find, clear, and the actions on all of them: freeze, unfreeze, forbid or allow comments, move to
 * a team, delete. The actions are disabled while the service is not running, with the reason.
 */
import { useState } from 'react';
import { Button, Modal, Select, Space } from 'antd';
import { Guarded } from '@/components/guarded';
import { useT } from '@/lib/i18n/i18n';
import { useCampusTeams } from './use-campus-teams';
import { useStudentBatch, type BatchSwitch } from './use-student-batch';

const SWITCHES: readonly BatchSwitch[] = ['freeze', 'unfreeze', 'forbidComments', 'allowComments'];

function MoveDialog({ count, busy, onMove, onClose }: { count: number; busy: boolean; onMove: (team: { id: number; name: string }) => void; onClose: () => void }) {
  const t = useT();
  const { teams, loading } = useCampusTeams();
  const [target, setTarget] = useState<number | null>(null);
  const chosen = teams.find((team) => team.id === target);
  return (
    <Modal
      open
      title={t('manageCenter.student.batch.moveTitle', { count })}
      okText={t('manageCenter.student.batch.move')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !chosen }}
      confirmLoading={busy}
      onOk={() => chosen && onMove({ id: chosen.id, name: chosen.name })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="mc-batch-team">{t('manageCenter.student.batch.moveTeam')}</label>
        <Select<number>
          id="mc-batch-team"
          showSearch
          optionFilterProp="label"
          loading={loading}
          value={target ?? undefined}
          placeholder={t('manageCenter.student.teams.placeholder')}
          options={teams.map((team) => ({ value: team.id, label: t('common.withDetail', { text: team.name, detail: team.code }) }))}
          onChange={setTarget}
          style={{ width: '100%' }}
        />
        <p className="mc-muted">{t('manageCenter.student.batch.moveNote')}</p>
      </Space>
    </Modal>
  );
}

export function StudentBatchBar({
  ids,
  found,
  canSelectAll,
  selectingAll,
  blocked,
  onSelectAll,
  onClear,
  onDeleted,
}: {
  /** the selected students' ids */
  ids: number[];
  /** how many students the search and the filter find */
  found: number;
  /** whether "select all found" is offered (not more than one call takes) */
  canSelectAll: boolean;
  selectingAll: boolean;
  /** why the actions are disabled (the service period), else null */
  blocked: string | null;
  onSelectAll: () => void;
  onClear: () => void;
  onDeleted: (ids: number[]) => void;
}) {
  const t = useT();
  const batch = useStudentBatch({ onDeleted });
  const [moving, setMoving] = useState(false);
  return (
    <section className="mc-batch" aria-label={t('manageCenter.student.batch.label')}>
      <Space wrap size={[8, 8]}>
        <strong aria-live="polite">{t('manageCenter.student.batch.count', { count: ids.length })}</strong>
        {canSelectAll && found > ids.length ? (
          <Button type="link" size="small" loading={selectingAll} onClick={onSelectAll}>
            {t('manageCenter.student.batch.selectAll', { count: found })}
          </Button>
        ) : null}
        <Button type="link" size="small" onClick={onClear}>
          {t('manageCenter.student.batch.clear')}
        </Button>
      </Space>
      <Space wrap size={[8, 8]}>
        {SWITCHES.map((action) => (
          <Guarded key={action} reason={blocked}>
            {(state) => (
              <Button size="small" {...state} disabled={state.disabled || batch.busy} onClick={() => void batch.toggle(action, ids)}>
                {t(`manageCenter.student.batch.${action}`)}
              </Button>
            )}
          </Guarded>
        ))}
        <Guarded reason={blocked}>
          {(state) => (
            <Button size="small" {...state} disabled={state.disabled || batch.busy} onClick={() => setMoving(true)}>
              {t('manageCenter.student.batch.move')}
            </Button>
          )}
        </Guarded>
        <Guarded reason={blocked}>
          {(state) => (
            <Button size="small" danger {...state} disabled={state.disabled || batch.busy} onClick={() => void batch.deleteAll(ids)}>
              {t('manageCenter.student.batch.delete', { count: ids.length })}
            </Button>
          )}
        </Guarded>
      </Space>
      {moving ? (
        <MoveDialog
          count={ids.length}
          busy={batch.moving}
          onClose={() => setMoving(false)}
          onMove={(team) =>
            void batch.moveTo(ids, team).then((answered) => {
              if (answered) setMoving(false);
            })
          }
        />
      ) : null}
    </section>
  );
}
