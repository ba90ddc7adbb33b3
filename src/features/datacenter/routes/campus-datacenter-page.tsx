/**
 * /manageCenter/datacenter (spec 002 §2.9): the data centre of the manager's campus, or with
 * ?view=report its printable one-page report. Campuses without the organisation data option
 * have no data centre (the server refuses it too).
 */
import { FileTextOutlined } from '@ant-design/icons';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { TOUCH_TARGETS } from '@/components/touch-targets';
import { canOpenCampusDataCentre, organizationOf } from '@/lib/access';
import { today } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import type { OrganizationData } from '@/types/user';
import { useOrganizationAnalytics } from '../api/organization';
import { CampusCentre } from '../components/campus-centre';
import { CampusReport } from '../components/campus-report';
import { OrgTitle } from '../components/org-summary';
import '../components/datacenter.css';
import { LoadFailed } from '../components/load-failed';
import { paths } from '@/lib/paths';

function CampusDataCentre({ org, userId }: { org: OrganizationData; userId: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const analytics = useOrganizationAnalytics(org.id);
  if (params.get('view') === 'report') {
    if (analytics.data) return <CampusReport org={analytics.data} />;
    if (analytics.isError) return <CampusCentreFailed onRetry={() => void analytics.refetch()} />;
    return <PageLoading />;
  }
  const report = new URLSearchParams(params);
  report.set('view', 'report');
  return (
    <div className={`datacenter-page campus-page ${TOUCH_TARGETS}`}>
      <nav className="campus-page__nav" aria-label={t('campusData.nav')}>
        <Link to={paths.manageCenter.href()}>{t('campusData.back')}</Link>
        <Link to={`?${report.toString()}`}>
          <FileTextOutlined aria-hidden="true" /> {t('campusData.report.open')}
        </Link>
      </nav>
      {/* The campus's own record titles the page at once; its figures fill in the head when they arrive. */}
      {analytics.data ? (
        <OrgTitle org={analytics.data} today={today()} />
      ) : (
        <div className="campus-title">
          <h1 className="campus-title__name">{t('campusData.title', { name: org.text_mark || org.name })}</h1>
        </div>
      )}
      <CampusCentre org={org} userId={userId} />
    </div>
  );
}

function CampusCentreFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="datacenter-page">
      <LoadFailed onRetry={onRetry} />
    </div>
  );
}

export default function CampusDataCentrePage() {
  const t = useT();
  const { data: viewer } = useCurrentUser();
  if (!viewer) return <PageLoading />;
  const org = organizationOf(viewer);
  if (!org) return <Navigate to={paths.forbidden.href()} replace />;
  if (!canOpenCampusDataCentre(org)) {
    // The route has no app header (002 §2.8); a campus without the data centre still gets the
    // page's head and a way back, not a dead end.
    return (
      <div className="datacenter-page campus-page">
        <nav className="campus-page__nav" aria-label={t('campusData.nav')}>
          <Link to={paths.manageCenter.href()}>{t('campusData.back')}</Link>
        </nav>
        <div className="campus-title">
          <h1 className="campus-title__name">{t('campusData.title', { name: org.text_mark || org.name })}</h1>
        </div>
        <EmptyState hint={t('campusData.notOpen')} />
      </div>
    );
  }
  return <CampusDataCentre org={org} userId={viewer.id} />;
}
