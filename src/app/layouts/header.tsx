/**
 * The signed-in header (spec 000 §1, §2): the product mark, the navigation, the manage-centre
 * button, the campus switcher, the bell and the user menu. The authorize and binding pages hide
 * the menu (everything but the mark and the user menu, which still allows signing out). While
 * the user loads only the mark shows.
 *
 * It stays one line at every width (issue 28), in three forms measured against the room it has
 * (use-header-fit.ts): everything with its words; then the manage-centre button, the campus
 * switcher and the user menu as icons (their names stay their accessible names); then the mark,
 * the bell and one Menu button whose drawer holds the navigation, the manage centre, the campus
 * switcher and the user menu.
 */
import { memo, useRef } from 'react';
import { Skeleton } from 'antd';
import { isRestrictedMode } from '@/lib/access';
import { useI18n } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { CampusSwitcher } from '@/features/campus/components/campus-switcher';
import { ManageCentreButton } from '@/features/campus/components/manage-centre-button';
import { Brand } from './brand';
import { HeaderMenuDrawer } from './header-menu-drawer';
import { HeaderNav } from './header-menus';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';
import { useHeaderFit } from './use-header-fit';

/** full, icons for the actions, one menu */
const LEVELS = 3;

/**
 * Memoised: the shell draws again when its notices are known (the top notice's count has
 * answered), which drew the whole header again for nothing (issue 31).
 */
export const Header = memo(function Header({ user, showMenu }: { user: User | undefined; showMenu: boolean }) {
  const { locale } = useI18n();
  const row = useRef<HTMLDivElement>(null);
  const restricted = user ? isRestrictedMode(user) : false;
  const contentKey = [locale, user?.id, user?.user_type, user?.campus_count, user?.organization_data?.id, restricted, showMenu].join('|');
  const level = useHeaderFit(row, LEVELS, contentKey);
  const oneMenu = level === LEVELS - 1;
  const compact = level > 0;

  let actions;
  if (!user) {
    actions = <Skeleton.Button active size="small" style={{ width: 160 }} />;
  } else if (oneMenu) {
    actions = (
      <>
        {showMenu && <NotificationBell />}
        <HeaderMenuDrawer user={user} restricted={restricted} showMenu={showMenu} />
      </>
    );
  } else {
    actions = (
      <>
        {showMenu && (
          <>
            <ManageCentreButton user={user} compact={compact} />
            <CampusSwitcher user={user} compact={compact} />
            <NotificationBell />
          </>
        )}
        <UserMenu user={user} restricted={restricted} compact={compact} />
      </>
    );
  }

  return (
    <header className="tc-header">
      <div ref={row} className={oneMenu ? 'tc-header__inner tc-header__inner--menu' : 'tc-header__inner'} data-level={level}>
        <Brand />
        {user && showMenu && !oneMenu && <HeaderNav user={user} restricted={restricted} />}
        <div className="tc-header__actions">{actions}</div>
      </div>
    </header>
  );
});
