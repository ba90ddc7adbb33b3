/** Outstanding works (students only, spec 000 §2, §9): most popular (likes + favourites) and most influential (views). */
import { Link } from 'react-router-dom';
import { ChartCard } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import type { OutstandingWork } from '@/types/analytics';
import { useExcellentWorks } from '../api/works';
import type { RangedQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';
import { paths } from '@/lib/paths';

function WorkTile({ heading, hint, work }: { heading: string; hint: string; work: OutstandingWork | null }) {
  const t = useT();
  return (
    <article style={{ flex: '1 1 180px', border: '1px solid #f0f0f0', borderRadius: 8, padding: 12 }}>
      <h3 style={{ fontSize: 14, margin: 0 }}>{heading}</h3>
      <p style={{ margin: '2px 0 8px', color: 'rgba(0, 0, 0, 0.64)', fontSize: 12 }}>{hint}</p>
      {work ? (
        <Link to={paths.project.href(work.id)} style={{ display: 'block' }}>
          <img
            src={work.thumbnail_url}
            alt={t('datacenter.outstanding.cover', { title: work.title })}
            style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, background: '#fafafa' }}
          />
          <span style={{ display: 'block', marginTop: 6 }}>{work.title}</span>
        </Link>
      ) : (
        <p style={{ margin: 0 }}>{t('datacenter.outstanding.none')}</p>
      )}
    </article>
  );
}

export function OutstandingWorks({ query }: { query: RangedQuery }) {
  const t = useT();
  const excellent = useExcellentWorks(query);
  const data = excellent.data;
  return (
    <ChartCard
      title={t('datacenter.outstanding.title')}
      status={cardStatus(excellent, (d) => !d.most_popular_project && !d.most_influential_project)}
      emptyHint={t('datacenter.works.empty')}
      onRetry={() => void excellent.refetch()}
    >
      {data ? (
        <div data-testid="outstanding-works" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <WorkTile heading={t('datacenter.outstanding.popular')} hint={t('datacenter.outstanding.popularHint')} work={data.most_popular_project} />
          <WorkTile
            heading={t('datacenter.outstanding.influential')}
            hint={t('datacenter.outstanding.influentialHint')}
            work={data.most_influential_project}
          />
        </div>
      ) : null}
    </ChartCard>
  );
}
