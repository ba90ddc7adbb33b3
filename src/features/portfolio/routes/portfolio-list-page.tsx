/**
 * The portfolio lists of the /manage shell (spec 002 §2.1, §2.3; 001 §2): /manage/portfolio
 * (team-linked), /manage/ownportfolio (own collections), /manage/areaPortfolio (regional). The
 * portfolio tab holds both of the first two, switched by the links above the list.
 */
import { theme } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { ManageShell } from '@/components/manage-tabs';
import { PageLoading } from '@/components/page-loading';
import { useT } from '@/lib/i18n/i18n';
import { PortfolioListView } from '../components/portfolio-list-view';
import { KIND_OF_LIST, listTypeOf } from '../utils/portfolio-kind';
import '../components/portfolio.css';
import { paths } from '@/lib/paths';

function SubNav({ active }: { active: 'portfolio' | 'ownportfolio' }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <nav className="portfolio-subnav" aria-label={t('portfolio.subnav')} style={{ ['--portfolio-accent' as string]: token.colorPrimary }}>
      <Link to={paths.portfolios.href()} aria-current={active === 'portfolio' ? 'page' : undefined}>
        {t('portfolio.list.team')}
      </Link>
      <Link to={paths.ownPortfolios.href()} aria-current={active === 'ownportfolio' ? 'page' : undefined}>
        {t('portfolio.list.personal')}
      </Link>
    </nav>
  );
}

function ListOfPage() {
  const t = useT();
  const { pathname } = useLocation();
  const me = useCurrentUser();
  const type = listTypeOf(pathname);
  const kind = KIND_OF_LIST[type];
  if (!me.data) return <PageLoading />;
  return (
    <>
      <h1 className="visually-hidden">{t(`portfolio.list.${kind}`)}</h1>
      {type === 'areaPortfolio' ? null : <SubNav active={type} />}
      <PortfolioListView key={kind} kind={kind} viewer={me.data} />
    </>
  );
}

export default function PortfolioListPage() {
  return (
    <ManageShell>
      <ListOfPage />
    </ManageShell>
  );
}
