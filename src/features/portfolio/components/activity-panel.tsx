/** The latest-activity panel beside the tabs (spec 001 §2): the newest lines and a link to all of them. */
import { Card, Empty } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { portfolioActivityPath } from '@/lib/paths';
import type { Studio } from '@/types/portfolio';
import { useStudioActivity, useStudioActivityCount } from '../api/studio-activity';
import { LATEST_ACTIVITY_COUNT } from '../utils/portfolio-kind';
import { ActivityText, ActivityTime } from './activity-line';

export function ActivityPanel({ studio }: { studio: Studio }) {
  const t = useT();
  const latest = useStudioActivity(studio.id, { page: 1, page_size: LATEST_ACTIVITY_COUNT });
  const count = useStudioActivityCount(studio.id);
  return (
    <Card
      size="small"
      title={<h2 className="portfolio-panel__title">{t('portfolio.activity.latest')}</h2>}
      extra={<Link to={portfolioActivityPath(studio)}>{t('portfolio.activity.all', { count: count.data ?? latest.data?.count ?? 0 })}</Link>}
      loading={latest.isPending}
    >
      {latest.isError ? (
        <p role="alert">{t('portfolio.activity.loadFailed')}</p>
      ) : latest.data && latest.data.results.length > 0 ? (
        <ol className="activity-list">
          {latest.data.results.map((a) => (
            <li key={a.id}>
              <ActivityText activity={a} />
              <ActivityTime at={a.created_at} />
            </li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portfolio.activity.empty')} />
      )}
    </Card>
  );
}
