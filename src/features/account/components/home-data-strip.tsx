/**
 * The compact data strip (spec 000 §2): online hours, watched hours and courses watched of total
 * (not for students), creation hours, project count, extensions used of total. View All leads to
 * the data centre only with personal_data_center and an equal-or-higher role; once the service
 * has ended it opens an info dialog instead, worded by who can renew (spec 000 §8).
 */
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { canSeeCourseStats, limitReachedAudience } from '@/lib/access';
import { today } from '@/lib/dates';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { PublicUser, User } from '@/types/user';
import { usePersonalData } from '@/api/users';
import { paths } from '@/lib/paths';
import { dataStripViewAll, toHours } from '../utils/home-rules';
import { useAppNotices } from '@/lib/app-notices';

type Props = { viewer: User; viewed: PublicUser; own: boolean };

export function HomeDataStrip({ viewer, viewed, own }: Props) {
  const t = useT();
  const { modal } = useAppNotices();
  const { data, isPending, isError } = usePersonalData(viewed.username, true);
  const viewAll = dataStripViewAll(viewer, viewed, today(), own);
  const title = t(own ? 'home.data.title.mine' : 'home.data.title.other');

  const showExpired = () =>
    modal.info({
      title: t('home.data.expired.title'),
      content:
        limitReachedAudience(viewer) === 'sales'
          ? t('home.data.expired.sales', { phone: EXTERNAL_LINKS.support.salesPhone })
          : t('home.data.expired.admin'),
    });

  let body;
  if (isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (isError || !data) body = <div role="alert">{t('home.data.failed')}</div>;
  else {
    const hours = (seconds: number) => t('home.data.hours', { value: toHours(seconds) });
    const rows: [string, string][] = [[t('home.data.online'), hours(data.active_time)]];
    if (canSeeCourseStats(viewed)) {
      rows.push([t('home.data.watched'), hours(data.course_time)]);
      rows.push([t('home.data.courses'), t('home.data.ofTotal', { count: data.course_num, total: data.all_course_num })]);
    }
    rows.push([t('home.data.creation'), hours(data.creation_time)]);
    rows.push([t('home.data.projects'), String(data.project_num)]);
    rows.push([t('home.data.extensions'), t('home.data.ofTotal', { count: data.extend_num, total: data.all_extend_num })]);
    body = (
      <dl className="tc-home-strip">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section className="tc-home-card" aria-labelledby="home-data-title" data-testid="home-data-strip">
      <div className="tc-home-card__head">
        <h2 id="home-data-title">{title}</h2>
        {viewAll === 'link' ? (
          <Link to={paths.dataCenter.href(own ? null : viewed.username)} aria-label={t('home.viewAll.of', { section: title })}>
            {t('home.viewAll')}
          </Link>
        ) : null}
        {viewAll === 'expired' ? (
          <Button type="link" size="small" onClick={showExpired} aria-label={t('home.viewAll.of', { section: title })}>
            {t('home.viewAll')}
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
