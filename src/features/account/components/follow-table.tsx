/**
 * The followed-portfolios table (spec 000 §2 "Follow page"): Name, Creator, Works count,
 * Follow date (YYYY/MM/DD) and, on the own list, Unfollow; pagination with a quick jumper and
 * the total text.
 */
import { Button, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { FollowedStudio } from '@/types/portfolio';
import { paths, portfolioPath } from '@/lib/paths';

export function FollowTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  own,
  unfollowing,
  onPage,
  onUnfollow,
}: {
  rows: FollowedStudio[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  own: boolean;
  unfollowing: number | null;
  onPage: (page: number) => void;
  onUnfollow: (studio: FollowedStudio) => void;
}) {
  const t = useT();
  const columns: TableColumnsType<FollowedStudio> = [
    {
      key: 'name',
      title: t('follow.col.name'),
      dataIndex: 'title',
      render: (_, s) => <Link to={portfolioPath({ id: s.id, kind: 'personal' })}>{s.title}</Link>,
    },
    {
      key: 'creator',
      title: t('follow.col.creator'),
      dataIndex: 'author_name',
      render: (_, s) => (s.user_name ? <Link to={paths.userHome.href(s.user_name)}>{s.author_name || s.user_name}</Link> : s.author_name),
    },
    { key: 'works', title: t('follow.col.works'), dataIndex: 'num_project', width: 120 },
    { key: 'date', title: t('follow.col.date'), dataIndex: 'follow_at', width: 140, render: (_, s) => formatDate(s.follow_at) },
  ];
  if (own) {
    columns.push({
      key: 'action',
      title: t('follow.col.action'),
      width: 120,
      render: (_, s) => (
        <Button
          type="link"
          danger
          aria-label={t('follow.unfollow.label', { title: s.title })}
          loading={unfollowing === s.id}
          onClick={() => onUnfollow(s)}
        >
          {t('follow.unfollow')}
        </Button>
      ),
    });
  }

  return (
    <PagedTable<FollowedStudio>
      columns={columns}
      rows={rows}
      loading={loading}
      page={page}
      pageSize={pageSize}
      total={total}
      totalText={(count) => t('follow.total', { total: count })}
      quickJumper
      onPage={onPage}
    />
  );
}
