/**
 * The student management view of a team (spec 002 §2.5, §4.3): add a student, bulk create, add a
 * student of this campus, save or cancel the drafts, the student table with the key toggle, move
 * one or several, change keys, delete, the exclusive link, the login cards and deleting the team.
 * Shown only to whom the team's students belong (canSeeTeamStudents).
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useUpdateTeam } from '@/api/teams';
import { useChangeStudentKeys, useDeleteStudent, useDeleteStudents, useTeamStudents } from '@/api/team-students';
import { Guarded } from '@/components/guarded';
import { PageLoading } from '@/components/page-loading';
import { organizationOf, studentsLeft } from '@/lib/access';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Team, TeamStudent } from '@/types/manage';
import type { User } from '@/types/user';
import { bulkRoom } from '../utils/drafts';
import { failureText } from '../utils/failure';
import { canChangeSecretKey, canPrintLoginCards } from '../utils/permissions';
import { loginCardLink, type TeamPlace } from '@/lib/paths';
import type { TeamBlocks } from '../utils/use-team-blocks';
import { AddCampusStudentDialog } from './add-campus-student-dialog';
import { BatchReport } from './batch-report';
import { BulkCreateDialog } from './bulk-create-dialog';
import { ChangeKeyDialog } from './change-key-dialog';
import { DeleteTeamButton } from './delete-team-button';
import { ExclusiveLink } from './exclusive-link';
import { LoadError } from '@/components/load-error';
import { MoveStudentsDialog } from './move-students-dialog';
import { STUDENT_TABLE_PAGE_SIZE, StudentTable, type StudentRow } from './student-table';
import { useDraftStudents } from './use-draft-students';
import { RouterButton } from '@/components/router-button';

type Dialog = 'bulk' | 'campus' | 'link' | null;

/** The saved students whose name holds the search (letter case ignored); all of them without one. */
function matching(students: readonly TeamStudent[], search: string): readonly TeamStudent[] {
  const wanted = search.toLowerCase();
  return wanted ? students.filter((s) => s.name.toLowerCase().includes(wanted)) : students;
}

/** The card page for only the chosen students (membership ids). */
function selectedCardsLink(cards: string, ids: readonly number[]): string {
  return `${cards}?students=${ids.join(',')}`;
}

export function StudentPanel({ user, team, place, fromType, blocks, listLink }: { user: User; team: Team; place: TeamPlace; fromType: string; blocks: TeamBlocks; listLink: string }) {
  const t = useT();
  const { message, modal } = useAppNotices();
  const students = useTeamStudents(team.code);
  const drafts = useDraftStudents(team.code);
  const update = useUpdateTeam(team.code);
  const remove = useDeleteStudent(team.code);
  const removeMany = useDeleteStudents(team.code);
  const rekey = useChangeStudentKeys(team.code);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [keyFor, setKeyFor] = useState<TeamStudent | null>(null);
  const [moving, setMoving] = useState<{ students: TeamStudent[]; fromSelection: boolean } | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(STUDENT_TABLE_PAGE_SIZE);
  const [search, setSearch] = useState('');

  const saved = useMemo(() => students.data?.results ?? [], [students.data]);
  const rows: StudentRow[] = useMemo(
    () => [
      ...drafts.drafts.map((draft) => ({ kind: 'draft' as const, key: draft.randomKey, draft })),
      ...matching(saved, search).map((student) => ({ kind: 'saved' as const, key: `s${student.id}`, student })),
    ],
    [drafts.drafts, saved, search],
  );
  const teamNames = useMemo(() => new Set([...saved.map((s) => s.name), ...drafts.drafts.map((d) => d.name.trim())]), [saved, drafts.drafts]);
  const createBlock = blocks.createStudent;
  const room = bulkRoom(studentsLeft(user), drafts.drafts);

  async function removeStudent(student: TeamStudent) {
    const others = student.other_teams.map((o) => o.name).join(t('team.listSeparator'));
    const sure = await modal.confirm({
      title: t('team.students.deleteTitle', { name: student.name }),
      content: others ? t('team.students.deleteKeeps', { teams: others }) : t('team.students.deleteAccount'),
      okText: t('team.students.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    remove.mutate(student.id, {
      onSuccess: (answer) => {
        setSelected((ids) => ids.filter((id) => id !== student.id));
        message.success(t(answer.account_deleted ? 'team.students.deletedAccount' : 'team.students.deletedFromTeam', { name: student.name }));
      },
      onError: (error) => message.error(failureText(error, t, 'team.students.deleteFailed')),
    });
  }

  async function removeSelected() {
    const ids = selected;
    const sure = await modal.confirm({
      title: t('team.students.deleteSelectedTitle', { count: ids.length }),
      content: t('team.students.deleteSelectedBody'),
      okText: t('team.students.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    removeMany.mutate(ids, {
      onSuccess: (answer) => {
        setSelected([]);
        message.success(t('team.students.deletedSelected', { count: answer.deleted.length }));
      },
      onError: (error) => message.error(failureText(error, t, 'team.students.deleteFailed')),
    });
  }

  async function rekeySelected() {
    const ids = selected;
    const type = team.key_type === 'image' ? 'image' : 'word';
    const sure = await modal.confirm({
      title: t('team.students.rekeySelectedTitle', { count: ids.length }),
      content: t('team.students.rekeySelectedBody'),
      okText: t('team.students.changeKey'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    rekey.mutate(
      { ids, type },
      {
        onSuccess: (answer) => message.success(t('team.students.rekeyedSelected', { count: answer.changed.length })),
        onError: (error) => message.error(failureText(error, t, 'team.students.keysFailed')),
      },
    );
  }

  const toggleKeys = () => update.mutate({ show_key: !team.show_key }, { onError: (error) => message.error(failureText(error, t, 'team.students.keysFailed')) });

  const createButton = (label: string, onClick: () => void, primary = false) => (
    <Guarded reason={createBlock}>
      {(guard) => (
        <Button type={primary ? 'primary' : 'default'} {...guard} onClick={onClick}>
          {label}
        </Button>
      )}
    </Guarded>
  );

  let table;
  if (students.isPending) table = <PageLoading />;
  else if (students.isError) table = <LoadError title={t('team.list.loadFailed')} detail={students.error.message} onRetry={() => void students.refetch()} />;
  else
    table = (
      <StudentTable
        rows={rows}
        showKeys={team.show_key}
        onToggleKeys={toggleKeys}
        togglingKeys={update.isPending}
        savingKeys={drafts.saving}
        selected={selected}
        onSelect={setSelected}
        page={page}
        pageSize={pageSize}
        onPage={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
        blocked={blocks.change}
        actions={{
          renameDraft: drafts.rename,
          saveDraft: drafts.saveOne,
          cancelDraft: drafts.cancel,
          changeKey: canChangeSecretKey(user, team) ? setKeyFor : undefined,
          move: (student) => setMoving({ students: [student], fromSelection: false }),
          remove: (student) => void removeStudent(student),
        }}
      />
    );

  return (
    <section aria-label={t('team.view.students')} className="team-panel">
      <div className="team-toolbar">
        <Space wrap>
          {createButton(t('team.students.add'), () => {
            drafts.add();
            setPage(1);
          }, true)}
          {createButton(t('team.students.bulk'), () => setDialog('bulk'))}
          {organizationOf(user) ? createButton(t('team.campusStudent.title'), () => setDialog('campus')) : null}
          <Guarded reason={blocks.change}>
            {(guard) => (
              <Button {...guard} disabled={guard.disabled || selected.length === 0} onClick={() => setMoving({ students: saved.filter((s) => selected.includes(s.id)), fromSelection: true })}>
                {t('team.students.moveSelected', { count: selected.length })}
              </Button>
            )}
          </Guarded>
          {canChangeSecretKey(user, team) ? (
            <Guarded reason={blocks.change}>
              {(guard) => (
                <Button {...guard} loading={rekey.isPending} disabled={guard.disabled || selected.length === 0} onClick={() => void rekeySelected()}>
                  {t('team.students.rekeySelected', { count: selected.length })}
                </Button>
              )}
            </Guarded>
          ) : null}
          <Guarded reason={blocks.change}>
            {(guard) => (
              <Button {...guard} danger loading={removeMany.isPending} disabled={guard.disabled || selected.length === 0} onClick={() => void removeSelected()}>
                {t('team.students.deleteSelected', { count: selected.length })}
              </Button>
            )}
          </Guarded>
        </Space>
        <Space wrap>
          <Button onClick={() => setDialog('link')}>{t('team.link.button')}</Button>
          {canPrintLoginCards(user, team) ? (
            <RouterButton disabled={selected.length === 0} to={selectedCardsLink(loginCardLink(team, place), selected)}>
              {t('team.students.printSelected', { count: selected.length })}
            </RouterButton>
          ) : null}
          {canPrintLoginCards(user, team) ? <RouterButton to={loginCardLink(team, place)}>{t('team.action.printCards')}</RouterButton> : null}
          <DeleteTeamButton user={user} team={team} listLink={listLink} blocked={blocks.change} />
        </Space>
      </div>
      {drafts.drafts.length > 0 ? (
        <Alert
          type="info"
          showIcon
          className="team-drafts-bar"
          title={t('team.students.drafts', { count: drafts.drafts.length })}
          action={
            <Space>
              <Button size="small" type="primary" loading={drafts.savingAll} onClick={drafts.saveAll}>
                {t('team.students.saveAll')}
              </Button>
              <Button size="small" onClick={drafts.cancelAll}>
                {t('team.students.cancelAll')}
              </Button>
            </Space>
          }
        />
      ) : null}
      {drafts.report ? <BatchReport report={drafts.report} onClose={drafts.closeReport} /> : null}
      <div className="team-student-search">
        <Input.Search
          allowClear
          aria-label={t('team.students.search')}
          placeholder={t('team.students.search')}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 280 }}
        />
        {selected.length > 0 ? (
          <span className="team-muted" aria-live="polite">
            {t('team.students.selectedCount', { count: selected.length })}{' '}
            <Button type="link" size="small" onClick={() => setSelected([])}>
              {t('team.students.clearSelection')}
            </Button>
          </span>
        ) : null}
      </div>
      {table}
      <BulkCreateDialog
        open={dialog === 'bulk'}
        room={room}
        teamNames={teamNames}
        onClose={() => setDialog(null)}
        onFinish={(names) => {
          drafts.addMany(names);
          setDialog(null);
        }}
      />
      {organizationOf(user) ? <AddCampusStudentDialog code={team.code} fromType={fromType} open={dialog === 'campus'} onClose={() => setDialog(null)} /> : null}
      <Modal open={dialog === 'link'} title={t('team.link.title')} footer={null} onCancel={() => setDialog(null)} destroyOnHidden>
        <p>{t('team.link.help', { code: team.code })}</p>
        <ExclusiveLink team={team} />
      </Modal>
      <ChangeKeyDialog code={team.code} student={keyFor} onClose={() => setKeyFor(null)} />
      {moving ? (
        <MoveStudentsDialog team={team} students={moving.students} fromSelection={moving.fromSelection} onClose={() => setMoving(null)} onMoved={(ids) => setSelected((all) => all.filter((id) => !ids.includes(id)))} />
      ) : null}
    </section>
  );
}
