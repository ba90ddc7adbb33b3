/**
 * The one-menu header (issue 28): where the header has no room, one Menu button opens a drawer
 * with everything the wide header shows: the navigation, the manage-centre button, the campus
 * switcher and the user menu. Its entries are menus (arrow keys, Enter) and buttons, reachable by
 * touch and by keyboard; choosing an entry closes the drawer.
 */
import { useState } from 'react';
import { Button, Drawer, Menu } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { CampusSwitcher } from '@/features/campus/components/campus-switcher';
import { ManageCentreButton } from '@/features/campus/components/manage-centre-button';
import { PreloadNavLinks, useNavMenuItems } from './header-menus';
import { UserAvatar, useUserMenu } from './user-menu';

/** The drawer's width, or the window's where that is narrower. */
const DRAWER_WIDTH = 320;

export function HeaderMenuDrawer({ user, restricted, showMenu }: { user: User; restricted: boolean; showMenu: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The drawer is mounted when it first opens: mounted closed on every page load of a narrow
  // window, antd's drawer set state as it mounted and React drew the header twice more in the
  // page's longest task (issue 31). Once mounted it stays, and closes with its animation.
  const [opened, setOpened] = useState(false);
  const navItems = useNavMenuItems(user, restricted);
  const { items: userItems, name, dialog } = useUserMenu(user, restricted);
  const close = () => setOpen(false);

  return (
    <>
      {showMenu && <PreloadNavLinks user={user} />}
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('shell.nav.menu')}
      </Button>
      {opened && (
        <Drawer
          open={open}
          onClose={close}
          placement="right"
          size={`min(${DRAWER_WIDTH}px, 100vw)`}
          title={t('shell.nav.menu')}
          closable={{ 'aria-label': t('common.close') }}
          styles={{ body: { padding: '8px 0' } }}
        >
          {showMenu && (
            <>
              <nav aria-label={t('shell.nav.label')}>
                <Menu mode="inline" selectable={false} items={navItems} onClick={close} style={{ borderInlineEnd: 0 }} />
              </nav>
              <div className="tc-header-drawer__campus">
                <ManageCentreButton user={user} block />
                <CampusSwitcher user={user} block />
              </div>
            </>
          )}
          <div className="tc-header-drawer__user">
            <UserAvatar user={user} name={name} />
            <span className="tc-header-drawer__name">{name}</span>
          </div>
          <Menu
            mode="inline"
            selectable={false}
            items={userItems}
            aria-label={t('shell.user.menu', { name })}
            onClick={({ key }) => {
              if (key !== 'reset-demo') close();
            }}
            style={{ borderInlineEnd: 0 }}
          />
        </Drawer>
      )}
      {dialog}
    </>
  );
}
