/**
 * The home's profile card (spec 000 §2 "Home page, left side"): avatar, display name, the
 * username under it when a student name is shown, description or its placeholder, the
 * organisation badge, the achievement totals and the followed personal portfolios (/account/follow,
 * or that user's). On the viewer's own page the avatar and the name lead to the profile editor;
 * on another user's page they are plain (spec 000 §6).
 */
import { Link } from 'react-router-dom';
import { organizationOf } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import type { PublicUser } from '@/types/user';
import { useAchievement } from '@/api/users';
import { displayName, orgBadgeText, orgLogoVariant, showsUsernameUnder } from '../utils/home-rules';
import { paths } from '@/lib/paths';

const PROFILE_EDITOR = paths.profile.href();

function Achievement({ username }: { username: string }) {
  const t = useT();
  const { data, isError } = useAchievement(username);
  if (isError) return null;
  const items = [
    ['home.achievement.works', data?.project_num],
    ['home.achievement.views', data?.views],
    ['home.achievement.loves', data?.loves],
    ['home.achievement.favorites', data?.favorites],
  ] as const;
  // Until the totals answer, the labels stand with empty values: the card keeps its height and
  // nothing under it moves when they arrive (issue 31).
  return (
    <dl className="tc-home-achievement" aria-busy={!data}>
      {items.map(([key, value]) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{value ?? '\u00a0'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function HomeProfileCard({ user, own }: { user: PublicUser; own: boolean }) {
  const t = useT();
  const name = displayName(user);
  const org = organizationOf(user);
  const avatar = <img className="tc-home-profile__avatar" src={user.avatar_url || '/avatars/panda.svg'} alt={t('home.profile.avatarAlt', { name })} />;
  return (
    <div className="tc-home-card tc-home-profile">
      {own ? (
        <Link to={PROFILE_EDITOR} title={t('home.profile.edit')}>
          {avatar}
        </Link>
      ) : (
        avatar
      )}
      <h1 className="tc-home-profile__name">
        {own ? (
          <Link to={PROFILE_EDITOR} title={t('home.profile.edit')} style={{ color: 'inherit' }}>
            {name}
          </Link>
        ) : (
          name
        )}
      </h1>
      {showsUsernameUnder(user) ? <div className="tc-home-profile__username">{user.username}</div> : null}
      {user.description ? (
        <p className="tc-home-profile__desc">{user.description}</p>
      ) : (
        <p className="tc-home-profile__desc tc-home-profile__desc--empty">{t('home.profile.noDescription')}</p>
      )}
      {org ? (
        <div className="tc-home-org" data-testid="org-badge">
          <img src={`/logos/${orgLogoVariant(org.org_type)}.svg`} alt={t('home.profile.orgLogoAlt', { name: org.name })} />
          <span>{orgBadgeText(org)}</span>
        </div>
      ) : null}
      <Achievement username={user.username} />
      <Link className="tc-home-profile__follows" to={paths.follow.href({ user: own ? null : user.username })}>
        {t(own ? 'home.profile.follows.mine' : 'home.profile.follows.other')}
      </Link>
    </div>
  );
}
