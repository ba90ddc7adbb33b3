/**
 * The create-project button (spec 000 §4, 002 §2.2): opens the creation platform; when the
 * organisation has snap_platform 2, a dropdown offers the creation platform or the block-based
 * platform. Hidden for the null user type.
 */
import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { canSeeCreateProjectButton, canSeeSnapPlatform, organizationOf } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function openCreationPlatform(): void {
  openInNewTab(EXTERNAL_LINKS.creation.visualProgramming);
}

export function CreateProjectButton({
  viewer,
  size,
}: {
  viewer: Pick<User, 'user_type' | 'organization_data'>;
  size?: 'small' | 'middle';
}) {
  const t = useT();
  if (!canSeeCreateProjectButton(viewer)) return null;
  if (!canSeeSnapPlatform(organizationOf(viewer))) {
    return (
      <Button type="primary" size={size} icon={<PlusOutlined aria-hidden />} onClick={openCreationPlatform}>
        {t('createProject.button')}
      </Button>
    );
  }
  const items = [
    { key: 'creation', label: t('createProject.platform.creation'), onClick: openCreationPlatform },
    { key: 'block', label: t('createProject.platform.block'), onClick: () => openInNewTab(EXTERNAL_LINKS.creation.blockPlatform) },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="primary" size={size} icon={<PlusOutlined aria-hidden />} aria-label={`${t('createProject.button')}: ${t('createProject.choose')}`}>
        {t('createProject.button')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
