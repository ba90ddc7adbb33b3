/**
 * The signed-in header (spec 000 §1, §2): the product mark, the navigation, the manage-centre
 * button, the campus switcher, the bell and the user menu. The authorize and binding pages hide
 * the menu (everything but the mark and the user menu, which still allows signing out). While
 * the user loads only the mark shows.
 */
import { Skeleton } from 'antd';
import { isRestrictedMode } from '@/lib/access';
import type { User } from '@/types/user';
import { CampusSwitcher } from '@/features/campus/components/campus-switcher';
import { ManageCentreButton } from '@/features/campus/components/manage-centre-button';
import { Brand } from './brand';
import { HeaderNav } from './header-menus';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

export function Header({ user, showMenu }: { user: User | undefined; showMenu: boolean }) {
  const restricted = user ? isRestrictedMode(user) : false;
  return (
    <header className="tc-header">
      <div className="tc-header__inner">
        <Brand />
        {user && showMenu && <HeaderNav user={user} restricted={restricted} />}
        <div className="tc-header__actions">
          {user ? (
            <>
              {showMenu && (
                <>
                  <ManageCentreButton user={user} />
                  <CampusSwitcher user={user} />
                  <NotificationBell />
                </>
              )}
              <UserMenu user={user} restricted={restricted} />
            </>
          ) : (
            <Skeleton.Button active size="small" style={{ width: 160 }} />
          )}
        </div>
      </div>
    </header>
  );
}
