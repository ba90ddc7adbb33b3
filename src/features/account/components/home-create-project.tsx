/**
 * The create-project button (spec 000 §4): opens the creation platform; when the organisation
 * has snap_platform 2, a dropdown offers the creation platform or the block-based platform.
 * Hidden for the null user type.
 */
import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { canSeeCreateProjectButton, canSeeSnapPlatform, organizationOf } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { User } from '@/types/user';

export function openCreationPlatform(): void {
  window.open(EXTERNAL_LINKS.creation.visualProgramming, '_blank', 'noopener,noreferrer');
}

function openBlockPlatform(): void {
  window.open(EXTERNAL_LINKS.creation.blockPlatform, '_blank', 'noopener,noreferrer');
}

export function HomeCreateProject({ viewer }: { viewer: Pick<User, 'user_type' | 'organization_data'> }) {
  const t = useT();
  if (!canSeeCreateProjectButton(viewer)) return null;
  if (!canSeeSnapPlatform(organizationOf(viewer))) {
    return (
      <Button type="primary" size="small" icon={<PlusOutlined />} onClick={openCreationPlatform}>
        {t('home.works.create')}
      </Button>
    );
  }
  const items = [
    { key: 'creation', label: t('home.works.platform.creation'), onClick: openCreationPlatform },
    { key: 'block', label: t('home.works.platform.block'), onClick: openBlockPlatform },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="primary" size="small" icon={<PlusOutlined />} aria-label={`${t('home.works.create')}: ${t('home.works.createOn')}`}>
        {t('home.works.create')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
