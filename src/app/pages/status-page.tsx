/**
 * /403 and /404. The back-to-home button goes to /course, to /teachplan for a teacher, or to
 * /notification when the selected campus is not joined (spec 001 §2).
 */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { homeForErrorPage } from '@/lib/route-access';
import { useViewer } from '../viewer';

export function StatusPage({ status }: { status: 403 | 404 }) {
  const t = useT();
  const navigate = useNavigate();
  const viewer = useViewer();
  return (
    <div style={{ padding: '48px 16px' }}>
      <Result
        status={status === 403 ? '403' : '404'}
        title={<h1 style={{ margin: 0, fontSize: 40 }}>{t(`page.${status}.title`)}</h1>}
        subTitle={t(`page.${status}.subtitle`)}
        extra={
          <Button type="primary" onClick={() => navigate(homeForErrorPage(viewer))}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}


export default function NotFoundPage() {
  return <StatusPage status={404} />;
}
