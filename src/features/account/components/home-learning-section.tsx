/** Recent Learning / Ta's Recent Learning: courses and course projects the user opened lately. */
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { useT } from '@/lib/i18n/i18n';
import { useLearnHistory } from '@/api/history';
import { paths } from '@/lib/paths';
import { historyLink } from '../utils/history-link';
import { stripCoverPrefix } from '@/lib/covers';
import { HOME_LIST_PAGE_SIZE } from '../utils/home-rules';
import { HomeSection } from './home-section';
import { HomeTile } from './home-tile';

export function HomeLearningSection({ own, username }: { own: boolean; username: string }) {
  const t = useT();
  const navigate = useNavigate();
  const query = useLearnHistory({ page: 1, page_size: HOME_LIST_PAGE_SIZE, ...(own ? {} : { username }) });
  return (
    <HomeSection
      id="home-learning"
      title={t(own ? 'home.learning.mine' : 'home.learning.other')}
      query={query}
      itemKey={(h) => h.id}
      viewAllTo={own ? paths.learnHistory.href() : paths.learnHistory.href({ user: username })}
      renderItem={(h, tile) => (
        <HomeTile
          eager={tile.eager}
          title={h.title}
          cover={stripCoverPrefix(h.cover)}
          to={historyLink(h)}
          meta={t(h.resourcetype === 'CourseHistory' ? 'home.learning.course' : 'home.learning.project')}
        />
      )}
      empty={
        <EmptyState
          compact
          hint={t(own ? 'home.learning.empty.mine' : 'home.learning.empty.other')}
          actionLabel={own ? t('home.learning.goCourses') : undefined}
          onAction={own ? () => navigate(paths.courses.href()) : undefined}
        />
      }
    />
  );
}
