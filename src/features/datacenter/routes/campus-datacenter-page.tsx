/**
 * /manageCenter/datacenter (spec 002 §2.9): the data centre of the manager's campus, or with
 * ?view=report its printable one-page report. Campuses without the organisation data option
 * have no data centre (the server refuses it too).
 */
import { Alert, Button } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { organizationOf } from '@/lib/access';
import { today } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { useOrganizationAnalytics } from '../api/organization';
import { CampusCentre } from '../components/campus-centre';
import { CampusReport } from '../components/campus-report';
import { OrgTitle } from '../components/org-summary';
import '../components/datacenter.css';

function CampusDataCentre({ orgId, userId }: { orgId: number; userId: number }) {
  const t = useT();
  const [params] = useSearchParams();
  const analytics = useOrganizationAnalytics(orgId);
  if (analytics.isPending) return <PageLoading />;
  if (analytics.isError) {
    return (
      <div className="datacenter-page">
        <Alert
          type="error"
          showIcon
          title={t('campusData.loadFailed')}
          action={
            <Button size="small" onClick={() => void analytics.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (params.get('view') === 'report') return <CampusReport org={analytics.data} />;
  const report = new URLSearchParams(params);
  report.set('view', 'report');
  return (
    <div className="datacenter-page campus-page">
      <nav className="campus-page__nav" aria-label={t('campusData.nav')}>
        <Link to="/manageCenter">{t('campusData.back')}</Link>
        <Link to={`?${report.toString()}`}>
          <FileTextOutlined aria-hidden="true" /> {t('campusData.report.open')}
        </Link>
      </nav>
      <OrgTitle org={analytics.data} today={today()} />
      <CampusCentre org={analytics.data} userId={userId} />
    </div>
  );
}

export default function CampusDataCentrePage() {
  const t = useT();
  const { data: viewer } = useCurrentUser();
  if (!viewer) return <PageLoading />;
  const org = organizationOf(viewer);
  if (!org) return <Navigate to="/403" replace />;
  if (!org.overall_organization_data) {
    return (
      <div className="datacenter-page">
        <h1 style={{ fontSize: 22 }}>{t('campusData.title', { name: org.text_mark || org.name })}</h1>
        <EmptyState hint={t('campusData.notOpen')} />
      </div>
    );
  }
  return <CampusDataCentre orgId={org.id} userId={viewer.id} />;
}
