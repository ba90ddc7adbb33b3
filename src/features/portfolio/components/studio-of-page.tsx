/**
 * The portfolio a page is about, with its states: loading, gone ("该作品集已被创建者删除", 001 §8;
 * the global policy also warns and steps back after 3 seconds, 000 §8) and failed.
 */
import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { useStudio } from '@/api/studios';
import { LoadError } from '@/components/load-error';
import { PageLoading } from '@/components/page-loading';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';

export function StudioGone() {
  const t = useT();
  return (
    <Result
      status="warning"
      title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('error.studioDeleted')}</h1>}
      extra={
        <Link to={paths.portfolios.href()}>
          <Button>{t('portfolio.backToList')}</Button>
        </Link>
      }
    />
  );
}

/** The studio of the page, with its loading, gone and error states. */
export function useStudioOfPage(id: number) {
  const t = useT();
  const studio = useStudio(id);
  let fallback = null;
  if (studio.isPending) fallback = <PageLoading />;
  else if (studio.error instanceof ApiError && studio.error.status === 404) fallback = <StudioGone />;
  else if (studio.isError) fallback = <LoadError title={t('portfolio.loadFailed')} detail={studio.error.message} onRetry={() => void studio.refetch()} />;
  return { studio: studio.data, fallback };
}
