/**
 * The favourites table (spec 001 §2 "Favourites"): name (the work on the community), author
 * (their home), favourited time and a delete action; paged, 8 a page, with the total text.
 */
import { Button, type TableColumnsType } from 'antd';
import { PagedTable } from '@/components/paged-table';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { Favorite } from '@/types/content';
import { paths } from '@/lib/paths';
import { communityProjectUrl } from '@/lib/external-links';

export function FavoritesTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  deleting,
  onPage,
  onDelete,
}: {
  rows: Favorite[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  deleting: number | null;
  onPage: (page: number) => void;
  /** without it (another user's favourites) there is no action column */
  onDelete?: (favorite: Favorite) => void;
}) {
  const t = useT();
  const columns: TableColumnsType<Favorite> = [
    {
      key: 'name',
      title: t('favorites.col.name'),
      dataIndex: 'title',
      render: (_, f) => (
        <a href={communityProjectUrl(f.project_id)} target="_blank" rel="noopener noreferrer">
          {f.title}
        </a>
      ),
    },
    {
      key: 'author',
      title: t('favorites.col.author'),
      dataIndex: 'name',
      render: (_, f) => (f.username ? <Link to={paths.userHome.href(f.username)}>{f.name || f.username}</Link> : f.name),
    },
    { key: 'time', title: t('favorites.col.time'), dataIndex: 'created_at', width: 180, render: (_, f) => formatDateTime(f.created_at) },
  ];
  if (onDelete) {
    columns.push({
      key: 'action',
      title: t('favorites.col.action'),
      width: 100,
      render: (_, f) => (
        <Button
          type="link"
          danger
          aria-label={t('favorites.delete.label', { title: f.title })}
          loading={deleting === f.project_id}
          onClick={() => onDelete(f)}
        >
          {t('favorites.delete')}
        </Button>
      ),
    });
  }
  return (
    <PagedTable<Favorite>
      columns={columns}
      rows={rows}
      loading={loading}
      page={page}
      pageSize={pageSize}
      total={total}
      totalText={(count) => t('favorites.total', { total: count })}
      onPage={onPage}
    />
  );
}
