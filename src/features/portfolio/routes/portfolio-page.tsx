/**
 * One portfolio (spec 001 §2 "Portfolios", 002 §2.4): /manage/portfolio/{id} (regional ones with
 * ?type=area; toMember=1 opens the members tab) and personal collections at
 * /manage/ownportfolio/{id}/project|manage (the tab from the last segment). A portfolio opened at
 * the other kind's address moves to its own; ?create=new opens the add-works dialog. A portfolio
 * that is gone shows "该作品集已被创建者删除" (the global policy also warns and steps back after
 * 3 seconds, 000 §8).
 */
import { Suspense, useEffect, useState } from 'react';
import { preloadable } from '@/lib/preloadable';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTouchStudio } from '@/api/studios';
import { useCurrentUser } from '@/api/users';
import { ManageShell } from '@/components/manage-tabs';
import { PageLoading } from '@/components/page-loading';
import { TabStrip } from '@/components/tab-strip';
import { navAccessRules } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { PORTFOLIO_LIST_PATHS, portfolioPath } from '@/lib/paths';
import type { Studio } from '@/types/portfolio';
import type { User } from '@/types/user';
import { ActivityPanel } from '../components/activity-panel';
import { InvitationBanner } from '../components/invitation-banner';
import { PortfolioHeader } from '../components/portfolio-header';
import { useStudioOfPage } from '../components/studio-of-page';
import { WorksTab } from '../components/works-tab';
import { canEditPortfolioInfo } from '../utils/permissions';
import '../components/portfolio.css';
import { paths } from '@/lib/paths';

type Tab = 'works' | 'members';

// The members tab (tables, the invite form) loads when it is opened.
const MembersTab = preloadable(() => import('../components/members-tab').then((m) => ({ default: m.MembersTab })));

/** The first visit of a new portfolio by someone who runs it: the guide is marked done and adding works opens. */
function useFirstVisit(studio: Studio): boolean {
  const touch = useTouchStudio();
  const [first] = useState(() => !studio.is_touch && canEditPortfolioInfo(studio.role));
  const mutate = touch.mutate;
  useEffect(() => {
    if (first) mutate(studio.id);
  }, [first, mutate, studio.id]);
  return first;
}

function Detail({ studio, viewer, tab, onTab }: { studio: Studio; viewer: User; tab: Tab; onTab: (tab: Tab) => void }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const firstVisit = useFirstVisit(studio);
  const wantsAdd = params.get('create') === 'new';
  const [openAdd] = useState(wantsAdd || firstVisit);
  useEffect(() => {
    if (!wantsAdd) return;
    const next = new URLSearchParams(params);
    next.delete('create');
    setParams(next, { replace: true });
  }, [wantsAdd, params, setParams]);

  return (
    <>
      {studio.kind !== 'area' || navAccessRules.areaPortfolioTab(viewer) ? (
        <Link to={PORTFOLIO_LIST_PATHS[studio.kind]} className="portfolio-back">
          <ArrowLeftOutlined aria-hidden /> {t(`portfolio.list.${studio.kind}`)}
        </Link>
      ) : null}
      <PortfolioHeader studio={studio} viewer={viewer} />
      <InvitationBanner studio={studio} />
      <div className="portfolio-body">
        <div className="portfolio-main">
          <TabStrip<Tab>
            label={t('portfolio.tabs')}
            activeKey={tab}
            onChange={onTab}
            items={[
              { key: 'works', label: t('portfolio.tab.works') },
              { key: 'members', label: t('portfolio.tab.members') },
            ]}
          >
            {tab === 'works' ? (
              <WorksTab studio={studio} viewer={viewer} openAddOnArrival={openAdd} />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <MembersTab studio={studio} viewerId={viewer.id} />
              </Suspense>
            )}
          </TabStrip>
        </div>
        <ActivityPanel studio={studio} />
      </div>
    </>
  );
}

function PortfolioOfPage({ id, own, type, viewer }: { id: number; own: boolean; type: string | undefined; viewer: User }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { studio, fallback } = useStudioOfPage(id);
  if (!studio) return fallback;

  const tab: Tab = own ? (type === 'manage' ? 'members' : 'works') : params.get('toMember') === '1' ? 'members' : 'works';
  // Each kind has its own address: a personal collection opened at /manage/portfolio/{id}
  // (a notification's link) moves to /manage/ownportfolio/{id}/…, and the other way round.
  if (own !== (studio.kind === 'personal')) {
    const create = params.get('create') === 'new' ? 'create=new' : '';
    const target = portfolioPath(studio, tab);
    return <Navigate to={create ? `${target}${target.includes('?') ? '&' : '?'}${create}` : target} replace />;
  }
  const onTab = (next: Tab) => {
    if (own) return navigate(portfolioPath(studio, next));
    const query = new URLSearchParams(params);
    if (next === 'members') query.set('toMember', '1');
    else query.delete('toMember');
    setParams(query);
  };
  return <Detail studio={studio} viewer={viewer} tab={tab} onTab={onTab} />;
}

export default function PortfolioPage() {
  const { id, type } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const me = useCurrentUser();
  const own = pathname.startsWith(`${paths.ownPortfolios.pattern}/`);
  if (!/^\d+$/.test(id ?? '') || (own && type !== 'project' && type !== 'manage')) return <Navigate to={paths.notFound.href()} replace />;
  return <ManageShell tab={params.get('type') === 'area' ? 'areaPortfolio' : undefined}>{me.data ? <PortfolioOfPage key={id} id={Number(id)} own={own} type={type} viewer={me.data} /> : null}</ManageShell>;
}
