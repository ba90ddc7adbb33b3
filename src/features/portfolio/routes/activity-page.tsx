/**
 * The full activity of a portfolio (spec 001 §2, §4, §9): /manage/portfolio/{id}/activity/?isArea=
 * and /manage/ownportfolio/{id}/activity. A back button, a table of every line (who, what, when),
 * 10 a page on regional portfolios and 8 elsewhere, the size the reader's to change.
 */
import { useState } from 'react';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ManageShell } from '@/components/manage-tabs';
import { useT } from '@/lib/i18n/i18n';
import { portfolioPath } from '@/lib/paths';
import type { Studio, StudioActivity } from '@/types/portfolio';
import { useStudioActivity } from '../api/studio-activity';
import { ActivityText, ActivityTime } from '../components/activity-line';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZES } from '../utils/portfolio-kind';
import { useStudioOfPage } from '../components/studio-of-page';
import '../components/portfolio.css';
import { paths } from '@/lib/paths';
import { wideTable } from '@/components/wide-table';

function ActivityTable({ studio, regional }: { studio: Studio; regional: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [page, setPage] = useState({ page: 1, page_size: ACTIVITY_PAGE_SIZE[regional ? 'area' : studio.kind] });
  const activity = useStudioActivity(studio.id, page);
  const columns: TableColumnsType<StudioActivity> = [
    { key: 'what', title: t('portfolio.activity.col.what'), render: (_, a) => <ActivityText activity={a} /> },
    { key: 'when', title: t('portfolio.activity.col.when'), width: 180, render: (_, a) => <ActivityTime at={a.created_at} /> },
  ];
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(portfolioPath(studio)));
  return (
    <section className="portfolio-main" aria-labelledby="portfolio-activity-title">
      <div className="portfolio-toolbar">
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {t('common.back')}
        </Button>
      </div>
      <Typography.Title level={1} id="portfolio-activity-title" style={{ fontSize: 20 }}>
        {t('portfolio.activity.title', { title: studio.title })}
      </Typography.Title>
      <Table<StudioActivity>
        rowKey="id"
        columns={columns}
        dataSource={activity.data?.results ?? []}
        {...wideTable()}
        loading={activity.isPending || (activity.isFetching && activity.isPlaceholderData)}
        locale={{ emptyText: activity.isError ? t('portfolio.activity.loadFailed') : t('portfolio.activity.empty') }}
        pagination={{
          current: page.page,
          pageSize: page.page_size,
          total: activity.data?.count ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ACTIVITY_PAGE_SIZES.map(String),
          showTotal: (count) => t('portfolio.activity.total', { total: count }),
          onChange: (next, size) => setPage({ page: size === page.page_size ? next : 1, page_size: size }),
        }}
      />
    </section>
  );
}

function ActivityOfPage({ id, regional }: { id: number; regional: boolean }) {
  const { studio, fallback } = useStudioOfPage(id);
  return studio ? <ActivityTable studio={studio} regional={regional || studio.kind === 'area'} /> : fallback;
}

export default function PortfolioActivityPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (!/^\d+$/.test(id ?? '')) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <ManageShell tab={params.get('isArea') === 'true' ? 'areaPortfolio' : undefined}>
      <ActivityOfPage key={id} id={Number(id)} regional={params.get('isArea') === 'true'} />
    </ManageShell>
  );
}
