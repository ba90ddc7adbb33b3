/**
 * The /manage shell (spec 002 §2.1): the tab strip of "my management" (projects always; regional
 * portfolios with an organisation and not for students; portfolios unless a null-type user has
 * none; teams for teachers) above the page of the tab. The tabs are the route table's items of
 * the 'manage' strip, shown by their rules (src/lib/route-nav.ts). Every /manage/{type} page
 * renders inside `ManageShell`, which also sends a user who may not see that tab back to
 * /manage/project (the spec's "non-teachers on /manage/team go to /manage/"). The tabs are links:
 * each is a route of its own, so they open in a new tab and keep the browser's history.
 */
import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/api/users';
import type { User } from '@/types/user';
import { useT } from '@/lib/i18n/i18n';
import { resolveManageType } from '@/lib/route-access';
import { useNavItems, type NavItem } from '@/lib/route-nav';
import { PageLoading } from './page-loading';
import './tab-strip.css';

/** The /manage tabs by their keys in the route table. */
export type ManageTab = 'project' | 'areaPortfolio' | 'portfolio' | 'team';

/** The first path segment after /manage: the page's type ('ownportfolio' for personal collections). */
export function manageTypeOf(pathname: string): string | undefined {
  return /^\/manage\/([^/?#]+)/.exec(pathname)?.[1];
}

/** The tab a /manage page belongs to: personal collections sit under the portfolio tab. */
export function activeManageTab(type: string | undefined): ManageTab | null {
  if (type === 'ownportfolio') return 'portfolio';
  return type === 'project' || type === 'areaPortfolio' || type === 'portfolio' || type === 'team' ? type : null;
}

export function ManageTabs({ tabs, active }: { tabs: readonly NavItem[]; active: ManageTab | null }) {
  const t = useT();
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('manageTabs.label')} style={{ ['--tab-strip-accent' as string]: token.colorPrimary }}>
      <div className="tab-strip__list">
        {tabs.map((tab) => (
          <Link key={tab.key} to={tab.href} className="tab-strip__tab" aria-current={tab.key === active ? 'page' : undefined}>
            {t(`manageTabs.${tab.key}`)}
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
  return (
    <ManageFrame user={me.data} type={type} tab={tab}>
      {children}
    </ManageFrame>
  );
}

function ManageFrame({ user, type, tab, children }: { user: User; type: string | undefined; tab?: ManageTab; children: ReactNode }) {
  const tabs = useNavItems('manage', user);
  const redirect = resolveManageType(type, tabs.map((item) => item.key));
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 16px 32px' }}>
      <ManageTabs tabs={tabs} active={tab ?? activeManageTab(type)} />
      {children}
    </div>
  );
}
