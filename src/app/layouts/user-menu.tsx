/**
 * The user menu (spec 000 §2): personal centre, my management, account settings (by role),
 * feedback, works community (after the sharing notice), language, log out; in mock mode also
 * "reset demo data". Restricted mode keeps only the personal centre, feedback, language and log
 * out enabled.
 */
import type { ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { PersonAvatar } from '@/components/person-avatar';
import {
  CheckOutlined,
  DownOutlined,
  GlobalOutlined,
  HomeOutlined,
  LogoutOutlined,
  MessageOutlined,
  ReloadOutlined,
  SettingOutlined,
  ShareAltOutlined,
  AppstoreOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { accountSettingsRoute } from '@/lib/access';
import { LOCALES, useI18n, useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';
import { useSignOut } from '@/features/auth/api/logout';
import { useOpenFeedback } from '../feedback-host';
import { RestrictedLabel } from './restricted-mode';
import { useShareNotice } from './share-notice';
import { useAppNotices } from '@/lib/app-notices';
import { paths } from '@/lib/paths';

type MenuItem = NonNullable<MenuProps['items']>[number];
type MenuUser = Pick<User, 'user_type' | 'organization_data' | 'username' | 'name' | 'student_name' | 'avatar_url'>;

/** Mock mode: no real API configured, the demo world runs in the browser. */
const MOCK_MODE = !import.meta.env.VITE_API_URL;

export function displayName(user: Pick<User, 'student_name' | 'name' | 'username'>): string {
  return user.student_name || user.name || user.username;
}

/**
 * The user menu's entries, its owner's name and the sharing notice's dialog (to render once):
 * the header's dropdown and the one-menu header's drawer show the same entries.
 */
export function useUserMenu(user: MenuUser, restricted: boolean): { items: MenuItem[]; name: string; dialog: ReactNode } {
  const { t, locale, setLocale } = useI18n();
  const navigate = useNavigate();
  const { modal } = useAppNotices();
  const openFeedback = useOpenFeedback();
  const signOut = useSignOut();
  const share = useShareNotice();
  const settings = accountSettingsRoute(user);
  const name = displayName(user);

  const restrictedItem = (key: string, label: string, icon: ReactNode, onClick: () => void): MenuItem => ({
    key,
    icon,
    disabled: restricted,
    label: <RestrictedLabel restricted={restricted}>{label}</RestrictedLabel>,
    onClick,
  });

  const items: MenuItem[] = [
    { key: 'home', icon: <HomeOutlined aria-hidden />, label: t('shell.user.personalCentre'), onClick: () => navigate(paths.accountHome.href()) },
    restrictedItem('manage', t('shell.user.myManagement'), <AppstoreOutlined aria-hidden />, () => navigate(paths.manage.href())),
    ...(settings ? [restrictedItem('settings', t('shell.user.accountSettings'), <SettingOutlined aria-hidden />, () => navigate(settings))] : []),
    { key: 'feedback', icon: <MessageOutlined aria-hidden />, label: t('shell.user.feedback'), onClick: openFeedback },
    restrictedItem('community', t('shell.user.worksCommunity'), <ShareAltOutlined aria-hidden />, share.openCommunity),
    {
      key: 'language',
      icon: <GlobalOutlined aria-hidden />,
      label: t('common.language'),
      children: LOCALES.map((value) => ({
        key: `language-${value}`,
        label: t(`common.language.${value}`),
        extra: value === locale ? <CheckOutlined aria-hidden /> : null,
        onClick: () => setLocale(value),
      })),
    },
    ...(MOCK_MODE
      ? [
          {
            key: 'reset-demo',
            icon: <ReloadOutlined aria-hidden />,
            label: t('demo.reset'),
            onClick: () =>
              void modal.confirm({
                title: t('demo.reset'),
                content: t('demo.resetConfirm'),
                okText: t('common.confirm'),
                cancelText: t('common.cancel'),
                okButtonProps: { danger: true },
                onOk: () => window.location.assign('/?resetDemo=1'),
              }),
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('shell.user.logout'), onClick: () => void signOut() },
  ];
  return { items, name, dialog: share.dialog };
}

export function UserAvatar({ user, name }: { user: Pick<User, 'avatar_url'>; name: string }) {
  return (
    <PersonAvatar size={30} name={name} src={user.avatar_url} style={{ background: '#1f5fe6' }} />
  );
}

/** The header's user menu; `compact` shows the avatar only (the name stays its accessible name). */
export function UserMenu({ user, restricted, compact = false }: { user: MenuUser; restricted: boolean; compact?: boolean }) {
  const t = useT();
  const { items, name, dialog } = useUserMenu(user, restricted);
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
        <Button type="text" aria-haspopup="menu" aria-label={t('shell.user.menu', { name })} style={{ height: 44, paddingInline: 8 }}>
          <UserAvatar user={user} name={name} />
          {!compact && <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>}
          <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {dialog}
    </>
  );
}
