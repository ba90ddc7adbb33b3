/**
 * The table of a portfolio list (spec 002 §2.3): cover and name (opening the portfolio), team
 * (team-linked), the person in charge, works, members, the viewer's role, created date, and the
 * row actions open, modify (owners and managers) and delete (who may, 001 §6). Data and actions
 * come from the caller, so the management centre's portfolio tab reuses it with its own scope.
 */
import type { ReactNode } from 'react';
import { Space, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { StatusTag } from '@/components/status-tag';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { portfolioPath } from '@/lib/paths';
import type { Studio, StudioKind } from '@/types/portfolio';
import { RoleLabel } from './role-label';
import './portfolio.css';
import { paths } from '@/lib/paths';
import { wideTable } from '@/components/wide-table';
import { RowAction } from '@/components/row-action';

export interface PortfolioTableProps {
  kind: StudioKind;
  rows: readonly Studio[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  /** the modify action, shown on rows the viewer may modify */
  onModify?: (studio: Studio) => void;
  canModify?: (studio: Studio) => boolean;
  onDelete?: (studio: Studio) => void;
  canDelete?: (studio: Studio) => boolean;
  /** what an empty page says (a search without results) */
  emptyText: ReactNode;
}

export function PortfolioCover({ studio, size = 'small' }: { studio: Pick<Studio, 'cover' | 'team_cover'>; size?: 'small' | 'large' }) {
  const src = studio.cover || studio.team_cover;
  const className = `portfolio-cover portfolio-cover--${size}`;
  return src ? <img className={className} src={src} alt="" /> : <span className={className} />;
}

export function PortfolioTable({ kind, rows, total, page, pageSize, loading, onPage, onModify, canModify, onDelete, canDelete, emptyText }: PortfolioTableProps) {
  const t = useT();
  const columns: TableColumnsType<Studio> = [
    {
      key: 'name',
      title: t('portfolio.col.name'),
      width: 260,
      render: (_, s) => (
        <Link className="portfolio-name" to={portfolioPath(s)}>
          <PortfolioCover studio={s} />
          <span>{s.title}</span>
        </Link>
      ),
    },
    ...(kind === 'team' ? [{ key: 'team', title: t('portfolio.col.team'), dataIndex: 'team_name', width: 150 }] : []),
    {
      key: 'owner',
      title: t(kind === 'area' ? 'portfolio.col.inCharge' : 'portfolio.col.creator'),
      width: 150,
      render: (_, s) => (s.user_name ? <Link to={paths.userHome.href(s.user_name)}>{s.author_name || s.user_name}</Link> : s.author_name),
    },
    { key: 'works', title: t('portfolio.col.works'), width: 90, render: (_, s) => s.stats.num_project },
    { key: 'members', title: t('portfolio.col.members'), width: 90, dataIndex: 'num_student' },
    {
      key: 'role',
      title: t('portfolio.col.role'),
      width: 110,
      render: (_, s) => (s.role && s.role !== 'visitor' ? <RoleLabel role={s.role} kind={s.kind} /> : <StatusTag tone="neutral">{t('portfolio.role.visitor')}</StatusTag>),
    },
    { key: 'created', title: t('portfolio.col.created'), width: 120, render: (_, s) => formatDate(s.created_at) },
    {
      key: 'actions',
      title: t('portfolio.col.actions'),
      width: 200,
      render: (_, s) => (
        <Space size={0} wrap>
          <Link className="portfolio-open" to={portfolioPath(s)} aria-label={t('portfolio.open.label', { title: s.title })}>
            {t('portfolio.open')}
          </Link>
          {onModify && canModify?.(s) ? (
            <RowAction aria-label={t('portfolio.modify.label', { title: s.title })} onClick={() => onModify(s)}>
              {t('portfolio.modify')}
            </RowAction>
          ) : null}
          {onDelete && canDelete?.(s) ? (
            <RowAction danger aria-label={t('portfolio.delete.label', { title: s.title })} onClick={() => onDelete(s)}>
              {t('portfolio.delete')}
            </RowAction>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Table<Studio>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      {...wideTable(columns)}
      locale={{ emptyText }}
      pagination={{
        current: page,
        pageSize,
        total,
        showQuickJumper: true,
        showSizeChanger: false,
        showTotal: (count) => t('portfolio.total', { total: count }),
        onChange: onPage,
      }}
    />
  );
}
