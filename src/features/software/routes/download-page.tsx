/**
 * /downloadsoftware (spec 001 §2 "Software and accounts"): teaching software (software_type 1)
 * and other software (software_type 2), each with logo, name, version, remark and its buttons.
 */
import { Button } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import type { Software } from '@/types/content';
import { useSoftware } from '../api/software';
import { SoftwareCard } from '../components/software-card';
import '../components/software.css';

const GROUPS = [
  { type: 1, title: 'software.group.teaching' },
  { type: 2, title: 'software.group.other' },
] as const;

function Group({ id, title, items }: { id: string; title: string; items: Software[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sw-group__title">
        {title}
      </h2>
      <ul className="sw-grid">
        {items.map((software) => (
          <SoftwareCard key={software.id} software={software} />
        ))}
      </ul>
    </section>
  );
}

export default function DownloadPage() {
  const t = useT();
  const list = useSoftware();

  let body;
  if (list.isPending) body = <PageLoading />;
  else if (list.isError)
    body = (
      <div role="alert" className="sw-error">
        <EmptyState hint={`${t('software.loadFailed')} ${list.error.message}`} />
        <div style={{ textAlign: 'center' }}>
          <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  else if (list.data.results.length === 0) body = <EmptyState hint={t('software.empty')} />;
  else
    body = GROUPS.map(({ type, title }) => {
      const items = list.data.results.filter((s) => s.software_type === type);
      return items.length ? <Group key={type} id={`sw-group-${type}`} title={t(title)} items={items} /> : null;
    });

  return (
    <div className="sw-page">
      <header>
        <h1 className="sw-page__title">{t('software.title')}</h1>
        <p className="sw-page__intro">{t('software.intro')}</p>
      </header>
      {body}
    </div>
  );
}
