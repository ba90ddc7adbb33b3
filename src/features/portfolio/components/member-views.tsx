/**
 * The three member views (spec 001 §9, 002 §7, §9), always owner, managers, curators:
 * - regional: a table, 10 a page, with a role filter (the roles call gives the counts);
 * - team-linked: cards, 20 a page, most works first (-project_num);
 * - personal: cards, 12 more with every "load more" (offset and limit).
 * A name search (beyond the spec) finds oneself in a long list.
 */
import { useState } from 'react';
import { Button, Pagination, Select, Table, type TableColumnsType } from 'antd';
import { PersonAvatar } from '@/components/person-avatar';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { Studio, StudioMember } from '@/types/portfolio';
import { useMemberList, useMemberPage, useRoleCounts } from '../api/studio-members';
import { PERSONAL_MEMBERS_STEP, REGIONAL_MEMBERS_PAGE_SIZE, TEAM_MEMBERS_ORDER, TEAM_MEMBERS_PAGE_SIZE } from '../utils/portfolio-kind';
import { MemberActions } from './member-actions';
import { RoleLabel, roleKey } from './role-label';
import { paths } from '@/lib/paths';
import { wideTable } from '@/components/wide-table';

interface ViewProps {
  studio: Studio;
  viewerId: number;
  search: string;
}

function MemberName({ member }: { member: StudioMember }) {
  const name = member.name || member.user_name;
  return (
    <Link to={paths.userHome.href(member.user_name)} className="member-name">
      <PersonAvatar size={32} name={name} src={member.avatar_url} />
      <span>{name}</span>
    </Link>
  );
}

function MemberCard({ studio, member, viewerId }: { studio: Studio; member: StudioMember; viewerId: number }) {
  const t = useT();
  return (
    <li className={`member-card${member.user_id === viewerId ? ' member-card--me' : ''}`}>
      <MemberName member={member} />
      <div className="member-card__meta">
        <RoleLabel role={member.role} kind={studio.kind} />
        <span>{t('portfolio.member.works', { count: member.project_num })}</span>
      </div>
      <MemberActions studio={studio} member={member} viewerId={viewerId} />
    </li>
  );
}

function NoMembers({ search }: { search: string }) {
  const t = useT();
  return <EmptyState hint={t(search ? 'portfolio.members.noMatch' : 'portfolio.members.empty')} />;
}

export function RegionalMemberTable({ studio, viewerId, search }: ViewProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<StudioMember['role'] | ''>('');
  const counts = useRoleCounts(studio.id);
  const members = useMemberPage(studio.id, { page, page_size: REGIONAL_MEMBERS_PAGE_SIZE, role: role || undefined, q: search });
  const columns: TableColumnsType<StudioMember> = [
    { key: 'name', title: t('portfolio.member.col.name'), width: 200, render: (_, m) => <MemberName member={m} /> },
    { key: 'username', title: t('portfolio.member.col.username'), dataIndex: 'user_name', width: 160 },
    { key: 'role', title: t('portfolio.member.col.role'), width: 120, render: (_, m) => <RoleLabel role={m.role} kind={studio.kind} /> },
    { key: 'works', title: t('portfolio.member.col.works'), dataIndex: 'project_num', width: 90 },
    { key: 'joined', title: t('portfolio.member.col.joined'), width: 120, render: (_, m) => formatDate(m.created_at) },
    { key: 'actions', title: t('portfolio.member.col.actions'), width: 200, render: (_, m) => <MemberActions studio={studio} member={m} viewerId={viewerId} /> },
  ];
  const total = counts.data?.reduce((n, r) => n + r.count, 0);
  return (
    <>
      <Select<StudioMember['role'] | ''>
        aria-label={t('portfolio.member.roleFilter')}
        value={role}
        style={{ width: 200, marginBottom: 12 }}
        onChange={(next) => {
          setRole(next);
          setPage(1);
        }}
        options={[
          { value: '', label: t('portfolio.member.allRoles', { count: total ?? '…' }) },
          ...(['owner', 'manager', 'curator'] as const).map((r) => ({
            value: r,
            label: t('common.withDetail', { text: t(roleKey(r, studio.kind)), detail: counts.data?.find((c) => c.role === r)?.count ?? '…' }),
          })),
        ]}
      />
      {members.isError ? (
        <LoadError title={t('portfolio.members.loadFailed')} detail={members.error.message} onRetry={() => void members.refetch()} />
      ) : (
        <Table<StudioMember>
          rowKey="id"
          columns={columns}
          dataSource={members.data?.results ?? []}
          loading={members.isPending || (members.isFetching && members.isPlaceholderData)}
          {...wideTable(columns)}
          rowClassName={(m) => (m.user_id === viewerId ? 'member-row--me' : '')}
          locale={{ emptyText: t(search ? 'portfolio.members.noMatch' : 'portfolio.members.empty') }}
          pagination={{
            current: page,
            pageSize: REGIONAL_MEMBERS_PAGE_SIZE,
            total: members.data?.count ?? 0,
            showSizeChanger: false,
            showTotal: (count) => t('portfolio.members.total', { total: count }),
            onChange: setPage,
          }}
        />
      )}
    </>
  );
}

export function TeamMemberGrid({ studio, viewerId, search }: ViewProps) {
  const t = useT();
  const [page, setPage] = useState(1);
  const members = useMemberPage(studio.id, { page, page_size: TEAM_MEMBERS_PAGE_SIZE, order_str: TEAM_MEMBERS_ORDER, q: search });
  if (members.isPending) return <PageLoading />;
  if (members.isError) return <LoadError title={t('portfolio.members.loadFailed')} detail={members.error.message} onRetry={() => void members.refetch()} />;
  if (members.data.count === 0) return <NoMembers search={search} />;
  return (
    <>
      <ul className="member-grid">
        {members.data.results.map((m) => (
          <MemberCard key={m.id} studio={studio} member={m} viewerId={viewerId} />
        ))}
      </ul>
      <Pagination align="center" current={page} pageSize={TEAM_MEMBERS_PAGE_SIZE} total={members.data.count} showSizeChanger={false} hideOnSinglePage onChange={setPage}
        showTotal={(count) => t('portfolio.members.total', { total: count })} />
    </>
  );
}

export function PersonalMemberList({ studio, viewerId, search }: ViewProps) {
  const t = useT();
  const members = useMemberList(studio.id, PERSONAL_MEMBERS_STEP, search);
  if (members.isPending) return <PageLoading />;
  if (members.isError) return <LoadError title={t('portfolio.members.loadFailed')} detail={members.error.message} onRetry={() => void members.refetch()} />;
  const loaded = members.data.pages.flatMap((p) => p.results);
  if (loaded.length === 0) return <NoMembers search={search} />;
  const total = members.data.pages[0].count;
  return (
    <>
      <ul className="member-grid">
        {loaded.map((m) => (
          <MemberCard key={m.id} studio={studio} member={m} viewerId={viewerId} />
        ))}
      </ul>
      <p className="member-more">
        <span>{t('portfolio.members.shown', { shown: loaded.length, total })}</span>
        {members.hasNextPage ? (
          <Button loading={members.isFetchingNextPage} onClick={() => void members.fetchNextPage()}>
            {t('portfolio.members.loadMore')}
          </Button>
        ) : null}
      </p>
    </>
  );
}
