/**
 * Moving students to another team of the same campus (spec 002 §2.5, §5, §8): one student from
 * its row ("change team"; no team chosen just closes), or, beyond the spec, several selected
 * ones at once (a selection of one included), moved or copied, with one confirmation and a
 * report of what moved.
 */
import { useState } from 'react';
import { Checkbox, Modal, Select, Space } from 'antd';
import { useTeams } from '@/api/teams';
import { useMoveStudent, useMoveStudents } from '@/api/team-students';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { StudentMoveReport, Team, TeamStudent } from '@/types/manage';
import { failureText, serverMessageOf } from '../utils/failure';

/** spec 002 §9: fetch-all calls use 9999 */
const ALL_TEAMS = 9999;

export function MoveStudentsDialog({
  team,
  students,
  fromSelection = false,
  onClose,
  onMoved,
}: {
  team: Pick<Team, 'code' | 'id'>;
  /** one: the row's "change team"; several: the selected rows */
  students: TeamStudent[];
  /** opened from the selection: moved or copied as several, even a selection of one */
  fromSelection?: boolean;
  onClose: () => void;
  onMoved: (ids: number[]) => void;
}) {
  const t = useT();
  const { message, modal } = useAppNotices();
  const teams = useTeams({ page: 1, page_size: ALL_TEAMS });
  const moveOne = useMoveStudent(team.code);
  const moveMany = useMoveStudents(team.code);
  const [target, setTarget] = useState<string | null>(null);
  const [copy, setCopy] = useState(false);
  const several = fromSelection || students.length > 1;
  const options = (teams.data?.results ?? []).filter((other) => other.id !== team.id).map((other) => ({ value: other.code, label: t('common.withDetail', { text: other.name, detail: other.code }) }));
  const targetName = options.find((o) => o.value === target)?.label ?? '';

  const failed = (error: unknown) => {
    const server = serverMessageOf(error);
    if (server) message.warning(server);
    else message.error(failureText(error, t, 'team.move.failed'));
  };

  function report(answer: StudentMoveReport) {
    onMoved(answer.moved.map((m) => m.id));
    void modal.info({
      title: t(copy ? 'team.move.report.copied' : 'team.move.report.moved', { count: answer.moved.length, team: targetName }),
      content: (
        <div>
          {answer.moved.length > 0 ? <p>{answer.moved.map((m) => m.name).join(t('team.listSeparator'))}</p> : null}
          {answer.failed.length > 0 ? (
            <>
              <p>{t('team.move.report.failed', { count: answer.failed.length })}</p>
              <ul>
                {answer.failed.map((f) => (
                  <li key={f.id}>
                    {f.name}: {f.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ),
    });
  }

  async function submit() {
    // spec 002 §5: changing a student's team without choosing a team just closes the dialog
    if (!target) return onClose();
    if (!several) {
      moveOne.mutate({ student: students[0], team: target }, {
        onSuccess: () => {
          message.success(t('team.move.done', { name: students[0].name, team: targetName }));
          onMoved([students[0].id]);
          onClose();
        },
        onError: failed,
      });
      return;
    }
    const confirmed = await modal.confirm({
      title: t(copy ? 'team.move.confirm.copy' : 'team.move.confirm.move', { count: students.length, team: targetName }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    moveMany.mutate({ ids: students.map((s) => s.id), team: target, copy }, {
      onSuccess: (answer) => {
        report(answer);
        onClose();
      },
      onError: failed,
    });
  }

  return (
    <Modal
      open
      title={several ? t('team.move.titleMany', { count: students.length }) : t('team.move.title', { name: students[0]?.name ?? '' })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={moveOne.isPending || moveMany.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <label htmlFor="move-target">{t('team.move.target')}</label>
        <Select<string>
          id="move-target"
          showSearch
          allowClear
          optionFilterProp="label"
          loading={teams.isPending}
          value={target ?? undefined}
          placeholder={t('team.move.placeholder')}
          options={options}
          onChange={(value) => setTarget(value ?? null)}
          style={{ width: '100%' }}
        />
        {several ? (
          <Checkbox checked={copy} onChange={(e) => setCopy(e.target.checked)}>
            {t('team.move.copy')}
          </Checkbox>
        ) : null}
        <p className="team-muted">{t(several ? 'team.move.noteMany' : 'team.move.note')}</p>
      </Space>
    </Modal>
  );
}
