/**
 * The /manage shell (spec 002 §2.1): the tab strip of "my management" (projects always; regional
 * portfolios with an organisation and not for students; portfolios unless a null-type user has
 * none; teams for teachers) above the page of the tab. Every /manage/{type} page renders inside
 * `ManageShell`, which also sends a user who may not see that tab back to /manage/project (the
 * spec's "non-teachers on /manage/team go to /manage/"). The tabs are links: each is a route of
 * its own, so they open in a new tab and keep the browser's history.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import { manageTabs, type ManageTab } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { resolveManageType } from '@/lib/route-access';
import { PageLoading } from './page-loading';
import './tab-strip.css';
import { paths } from '@/lib/paths';

/** The first path segment after /manage: the page's type ('ownportfolio' for personal collections). */
export function manageTypeOf(pathname: string): string | undefined {
  return /^\/manage\/([^/?#]+)/.exec(pathname)?.[1];
}

/** The tab a /manage page belongs to: personal collections sit under the portfolio tab. */
export function activeManageTab(type: string | undefined): ManageTab | null {
  if (type === 'ownportfolio') return 'portfolio';
  return type === 'project' || type === 'areaPortfolio' || type === 'portfolio' || type === 'team' ? type : null;
}

export const MANAGE_TAB_PATHS: Readonly<Record<ManageTab, string>> = {
  project: paths.manageProject.href(),
  areaPortfolio: paths.areaPortfolios.href(),
  portfolio: paths.portfolios.href(),
  team: paths.teams.href(),
};

export function ManageTabs({ tabs, active }: { tabs: readonly ManageTab[]; active: ManageTab | null }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('manageTabs.label')} style={{ ['--tab-strip-accent' as string]: token.colorPrimary }}>
      <div className="tab-strip__list">
        {tabs.map((tab) => (
          <Link key={tab} to={MANAGE_TAB_PATHS[tab]} className="tab-strip__tab" aria-current={tab === active ? 'page' : undefined}>
            {t(`manageTabs.${tab}`)}
          </Link>
        ))}
      </div>
    </nav>
  );
}

/**
 * The frame of every /manage/{type} page: the tab strip of the signed-in user, then the page.
 * Waits for the user (the tabs depend on it) and redirects a user who may not see this type.
 */
export function ManageShell({ children, tab }: { children: ReactNode; /** the tab a page belongs to, when its path does not say (a regional portfolio's page) */ tab?: ManageTab }) {
  const { pathname } = useLocation();
  const me = useCurrentUser();
  const type = manageTypeOf(pathname);
  if (!me.data) return <PageLoading />;
  const redirect = resolveManageType(me.data, type);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 16px 32px' }}>
      <ManageTabs tabs={manageTabs(me.data)} active={tab ?? activeManageTab(type)} />
      {children}
    </div>
  );
}
