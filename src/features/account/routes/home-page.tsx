/**
 * /account/home (the viewer's own home) and /account/home/{username} (another user's, read-only)
 * — spec 000 §2 "Personal area", "Home page", §4, §8. The own username in the path is replaced
 * by /account/home, keeping a #comments-{id} anchor; an unknown username gives the warning
 * "no data for user {username}". Panels, My Portfolios and My Teams are for the own page only;
 * My Teams for teachers and managers (the team list refuses students and null-type users).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Result } from 'antd';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { isCancelledStudent } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { useCurrentUser, useUser } from '@/api/users';
import { useT } from '@/lib/i18n/i18n';
import { ownHomeRedirect } from '@/lib/route-access';
import type { PublicUser, User } from '@/types/user';
import { HomeComments } from '../components/home-comments';
import { HomeDataStrip } from '../components/home-data-strip';
import { HomeFavoritesSection } from '../components/home-favorites-section';
import { HOME_TWO_COLUMNS, HomeFirstScreen } from '../components/home-first-screen';
import { HomeLearningSection } from '../components/home-learning-section';
import { HomePortfoliosSection } from '../components/home-portfolios-section';
import { HomePracticePanels } from '../components/home-practice-panels';
import { HomeProfileCard } from '../components/home-profile-card';
import { HomeTeamsSection } from '../components/home-teams-section';
import { HomeWorksSection } from '../components/home-works-section';
import { canSeeHomeTeams, showsDataStrip } from '../utils/home-rules';
import '../components/home.css';
import { useAppNotices } from '@/lib/app-notices';

function HomeLayout({ viewer, viewed, own }: { viewer: User; viewed: PublicUser; own: boolean }) {
  const t = useT();
  const username = viewed.username;
  // Beside the profile column, the first sections are on the first screen (read once: it only
  // decides which covers load first).
  const [twoColumns] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(HOME_TWO_COLUMNS).matches);
  return (
    <div className="tc-home">
      <aside className="tc-home__side" aria-label={t('home.profile.label')}>
        <HomeProfileCard user={viewed} own={own} />
        {own ? <HomePracticePanels viewer={viewer} /> : null}
        {showsDataStrip(viewer, viewed) ? <HomeDataStrip viewer={viewer} viewed={viewed} own={own} /> : null}
      </aside>
      <div className="tc-home__main">
        {own && isCancelledStudent(viewer) ? <Alert type="warning" showIcon role="alert" title={t('home.cancelled')} /> : null}
        <HomeFirstScreen value={twoColumns}>
          <HomeWorksSection viewer={viewer} own={own} username={username} />
          <HomeLearningSection own={own} username={username} />
          {own ? <HomePortfoliosSection viewer={viewer} /> : null}
        </HomeFirstScreen>
        {own && canSeeHomeTeams(viewer) ? <HomeTeamsSection viewer={viewer} /> : null}
        <HomeFavoritesSection own={own} username={username} />
        <HomeComments username={username} />
      </div>
    </div>
  );
}

function OtherHome({ viewer, username }: { viewer: User; username: string }) {
  const t = useT();
  const { message } = useAppNotices();
  const query = useUser(username);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const warned = useRef<string | null>(null);

  useEffect(() => {
    if (!notFound || warned.current === username) return;
    warned.current = username;
    void message.warning(t('home.noUser', { username }));
  }, [notFound, username, message, t]);

  if (query.isPending) return <PageLoading />;
  if (notFound) return <EmptyState hint={t('home.noUser', { username })} />;
  if (query.isError) {
    return (
      <Result
        status="error"
        title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('home.loadFailed')}</h1>}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t('home.retry')}</Button>}
      />
    );
  }
  return <HomeLayout viewer={viewer} viewed={query.data} own={false} />;
}

export default function HomePage() {
  const { username } = useParams<{ username: string }>();
  const { hash } = useLocation();
  const me = useCurrentUser();

  if (!me.data) return <PageLoading />;
  if (username) {
    const redirect = ownHomeRedirect(me.data.username, username, hash);
    if (redirect) return <Navigate to={redirect} replace />;
    return <OtherHome key={username} viewer={me.data} username={username} />;
  }
  return <HomeLayout viewer={me.data} viewed={me.data} own />;
}
