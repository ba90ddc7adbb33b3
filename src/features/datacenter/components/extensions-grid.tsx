/** Extensions the user has used, out of all (spec 000 §2); refreshed every 30 minutes. */
import { ChartCard } from '@/components/chart-card';
import { useT } from '@/lib/i18n/i18n';
import { useExtensions } from '../api/extensions';
import type { UserQuery } from '../api/keys';
import { cardStatus } from '../utils/card-status';

export function ExtensionsGrid({ query }: { query: UserQuery }) {
  const t = useT();
  const extensions = useExtensions(query);
  const list = extensions.data ?? [];
  const used = list.filter((e) => e.usable).length;
  return (
    <ChartCard
      title={t('datacenter.extensions.title')}
      note={extensions.data ? `${t('datacenter.extensions.summary', { count: used, total: list.length })} · ${t('datacenter.extensions.note')}` : t('datacenter.extensions.note')}
      status={cardStatus(extensions, (d) => d.length === 0)}
      onRetry={() => void extensions.refetch()}
    >
      <ul
        data-testid="extensions-grid"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}
      >
        {list.map((e) => (
          <li
            key={e.id}
            data-usable={e.usable}
            style={{ textAlign: 'center', padding: 8, borderRadius: 8, border: '1px solid #f0f0f0' }}
          >
            <img src={e.logo} alt="" width={40} height={40} style={e.usable ? undefined : { filter: 'grayscale(1)', opacity: 0.5 }} />
            <div style={{ fontSize: 13 }}>{e.name}</div>
            <div style={{ fontSize: 12, color: e.usable ? '#237804' : 'rgba(0,0,0,0.65)' }}>
              {e.usable ? t('datacenter.extensions.used') : t('datacenter.extensions.unused')}
            </div>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}
