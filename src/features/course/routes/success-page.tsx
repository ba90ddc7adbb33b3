/**
 * /successPage (spec 002 §2 public routes; no header or footer): shows that the authorisation
 * succeeded and posts the page's query back to the window that opened it (same origin only).
 */
import { useEffect } from 'react';
import { Button, Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import '@/components/content-layout.css';
import '../components/course.css';

export const AUTHORIZED_MESSAGE = 'tc:authorized';

export default function SuccessPage() {
  const t = useT();
  const [params] = useSearchParams();
  usePageTitle(t('course.success.title'));

  useEffect(() => {
    const opener = window.opener as Window | null;
    opener?.postMessage({ type: AUTHORIZED_MESSAGE, query: Object.fromEntries(params.entries()) }, window.location.origin);
  }, [params]);

  return (
    <div className="tc-success">
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t('course.success.title')}</h1>}
        subTitle={t('course.success.hint')}
        extra={
          <Button type="primary" onClick={() => window.close()}>
            {t('course.success.close')}
          </Button>
        }
      />
    </div>
  );
}
