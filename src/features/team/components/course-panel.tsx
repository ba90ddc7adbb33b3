/**
 * The course management view of a team (spec 002 §2.5, §4.4, §6, §8): the team's bags (where the
 * campus allows them) and its own courses, 15 a page, searchable and sortable by title or
 * visibility; add and remove; with control_type 2 a visibility switch per course and open/close
 * for the selected rows. With bags allowed the fixed courses are an expandable extra. A course
 * add failure says so; remove, open and close failures are shown as success-style notices, as
 * the spec's catalogue has them.
 */
import { useState } from 'react';
import { Button, Collapse, Input, Space, Switch, Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { organizationOf } from '@/lib/access';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { TeamCourse } from '@/types/manage';
import type { User } from '@/types/user';
import {
  TEAM_COURSE_PAGE_SIZE,
  useAddTeamCourses,
  useOfferedCourses,
  useRemoveTeamCourses,
  useSetCoursesVisibility,
  useSwitchCourseVisibility,
  useTeamCourses,
  type TeamCourseParams,
} from '../api/team-courses';
import { failureText } from '../utils/failure';
import { canAssignCourseBags, canSwitchCourseVisibility, canUseCourseBags } from '../utils/permissions';
import { AddCoursesDialog } from './add-courses-dialog';
import { LoadError } from '@/components/load-error';
import { TeamBags } from './team-bags';
import { paths } from '@/lib/paths';

function TeamCourses({ user, code }: { user: User; code: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const [params, setParams] = useState<TeamCourseParams>({ page: 1 });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const courses = useTeamCourses(code, params);
  const offered = useOfferedCourses(code, adding);
  const add = useAddTeamCourses(code);
  const remove = useRemoveTeamCourses(code);
  const switchOne = useSwitchCourseVisibility(code);
  const switchMany = useSetCoursesVisibility(code);
  const visibility = canSwitchCourseVisibility(organizationOf(user));

  // spec 002 §8: these failures are shown as success-style notices
  const quietFailure = (fallback: string) => (error: unknown) => message.success(failureText(error, t, fallback));
  const removeCourses = (ids: number[]) =>
    remove.mutate({ course_id_list: ids }, {
      onSuccess: () => {
        setSelected((all) => all.filter((id) => !ids.includes(id)));
        message.success(t('team.courses.removed'));
      },
      onError: quietFailure('team.courses.removeFailed'),
    });
  const setMany = (visible: boolean) =>
    switchMany.mutate({ ids: selected, visible }, { onSuccess: () => message.success(t(visible ? 'team.courses.opened' : 'team.courses.closed')), onError: quietFailure(visible ? 'team.courses.openFailed' : 'team.courses.closeFailed') });

  const onTableChange = (pagination: TablePaginationConfig, _: unknown, sorter: SorterResult<TeamCourse> | SorterResult<TeamCourse>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const direction = one?.order === 'ascend' ? 'asc' : one?.order === 'descend' ? 'desc' : undefined;
    setParams((p) => ({
      page: pagination.current ?? 1,
      search_str: p.search_str,
      course_order: one?.columnKey === 'title' ? direction : undefined,
      visible_order: one?.columnKey === 'visible' ? direction : undefined,
    }));
  };

  const columns: TableColumnsType<TeamCourse> = [
    { key: 'title', title: t('team.courses.col.title'), sorter: true, render: (_, c) => <Link to={paths.course.href(c.id, c.unit_id)}>{c.title}</Link> },
    {
      key: 'visible',
      title: t('team.courses.col.visible'),
      sorter: true,
      width: 160,
      render: (_, c) =>
        visibility ? (
          <Switch
            size="small"
            checked={c.is_visible}
            aria-label={t('team.courses.visibleFor', { title: c.title })}
            loading={switchOne.isPending && switchOne.variables?.id === c.id}
            onChange={(visible) => switchOne.mutate({ id: c.id, visible }, { onError: quietFailure(visible ? 'team.courses.openFailed' : 'team.courses.closeFailed') })}
          />
        ) : (
          t(c.is_visible ? 'team.courses.shown' : 'team.courses.hidden')
        ),
    },
    {
      key: 'actions',
      title: t('team.col.actions'),
      width: 120,
      render: (_, c) => (
        <Button type="link" danger className="team-danger-link" size="small" aria-label={`${t('team.courses.remove')}: ${c.title}`} onClick={() => removeCourses([c.id])}>
          {t('team.courses.remove')}
        </Button>
      ),
    },
  ];

  let body;
  if (courses.isPending) body = null;
  else if (courses.isError) body = <LoadError title={t('team.list.loadFailed')} detail={courses.error.message} onRetry={() => void courses.refetch()} />;
  else if (courses.data.count === 0 && !params.search_str) body = <EmptyState hint={t('team.courses.empty')} actionLabel={t('team.courses.addButton')} onAction={() => setAdding(true)} />;
  else
    body = (
      // Scrolls sideways in its own box, not with antd's scroll.x (its hidden measuring row repeats the select-all checkbox).
      <div style={{ overflowX: 'auto' }}>
        <Table<TeamCourse>
          rowKey="id"
          columns={columns}
          dataSource={courses.data.results}
          loading={courses.isFetching && courses.isPlaceholderData}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          onChange={onTableChange}
          pagination={{ current: params.page, pageSize: TEAM_COURSE_PAGE_SIZE, total: courses.data.count, showSizeChanger: false, showTotal: (total) => t('team.courses.total', { total }) }}
        />
      </div>
    );

  return (
    <div>
      <div className="team-toolbar">
        <Space wrap>
          <Button type="primary" onClick={() => setAdding(true)}>
            {t('team.courses.addButton')}
          </Button>
          <Button disabled={selected.length === 0} onClick={() => removeCourses(selected)}>
            {t('team.courses.removeSelected', { count: selected.length })}
          </Button>
          {visibility ? (
            <>
              <Button disabled={selected.length === 0} onClick={() => setMany(true)}>
                {t('team.courses.open')}
              </Button>
              <Button disabled={selected.length === 0} onClick={() => setMany(false)}>
                {t('team.courses.close')}
              </Button>
            </>
          ) : null}
        </Space>
        <Input.Search allowClear aria-label={t('team.courses.search')} placeholder={t('team.courses.search')} onSearch={(value) => setParams((p) => ({ ...p, page: 1, search_str: value.trim() }))} style={{ width: 240 }} />
      </div>
      {courses.isPending ? <Table loading columns={columns} dataSource={[]} /> : body}
      {adding ? (
        <AddCoursesDialog
          title={t('team.courses.addButton')}
          options={offered.data?.results}
          loading={offered.isPending}
          saving={add.isPending}
          onClose={() => setAdding(false)}
          onAdd={(ids) =>
            add.mutate({ course_id_list: ids }, {
              onSuccess: () => {
                message.success(t('team.courses.added'));
                setAdding(false);
              },
              onError: (error) => message.error(failureText(error, t, 'team.courses.addFailed')),
            })
          }
        />
      ) : null}
    </div>
  );
}

export function CoursePanel({ user, code }: { user: User; code: string }) {
  const t = useT();
  if (!canUseCourseBags(user)) {
    return (
      <section className="team-panel" aria-label={t('team.view.courses')}>
        <TeamCourses user={user} code={code} />
      </section>
    );
  }
  return (
    <section className="team-panel" aria-label={t('team.view.courses')}>
      <TeamBags code={code} canAssign={canAssignCourseBags(user)} />
      <Collapse items={[{ key: 'fixed', label: t('team.courses.fixed'), children: <TeamCourses user={user} code={code} /> }]} />
    </section>
  );
}
