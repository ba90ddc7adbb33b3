/**
 * /manageCenter/portfolio (spec 002 §2.8, §2.3): every portfolio of the campus, team-linked or
 * regional (?kind=area), with their actions: the portfolio area's list composed in the centre's
 * frame (scope 'org': the server lists the whole campus to its managers).
 */
import { Segmented } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { CentreShell } from '@/features/manageCenter/components/centre-shell';
import { PortfolioListView } from '@/features/portfolio/components/portfolio-list-view';
import '@/features/portfolio/components/portfolio.css';

type CentreKind = 'team' | 'area';

export default function CentrePortfolioPage() {
  const t = useT();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const kind: CentreKind = params.get('kind') === 'area' ? 'area' : 'team';
  const choose = (next: CentreKind) => {
    // Another kind is another list: its page and search start afresh.
    const out = new URLSearchParams();
    if (next === 'area') out.set('kind', 'area');
    setParams(out);
  };
  return (
    <CentreShell tab="portfolio">
      <Segmented<CentreKind>
        className="mc-kinds"
        aria-label={t('portfolio.subnav')}
        value={kind}
        onChange={choose}
        options={[
          { value: 'team', label: t('portfolio.list.team') },
          { value: 'area', label: t('portfolio.list.area') },
        ]}
      />
      {me.data ? <PortfolioListView key={kind} kind={kind} viewer={me.data} scope="org" /> : <PageLoading />}
    </CentreShell>
  );
}
