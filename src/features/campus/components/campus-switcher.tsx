/**
 * The header's campus switcher (spec 000 §2, §4): shown only with more than one campus. Choosing
 * a campus selects it on the server, then opens the page that campus leads to.
 */
import { Badge, Button, Dropdown, type MenuProps } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { canSeeCampusSwitcher, selectedCampus } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import type { Campus, User } from '@/types/user';
import { useCampuses, useSelectCampus } from '@/api/campus';
import { afterCampusSelectRoute } from '../utils/campus-route';
import { CampusLogo } from './campus-logo';
import { useAppNotices } from '@/lib/app-notices';

/**
 * `compact` shows the campus's logo only (where the header is short of room; the name stays in
 * its accessible name and tooltip), `block` fills its row (the one-menu header's drawer).
 */
export function CampusSwitcher({
  user,
  compact = false,
  block = false,
}: {
  user: Pick<User, 'id' | 'campus_count' | 'campus_data'>;
  compact?: boolean;
  block?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = useAppNotices();
  const { data: campuses = user.campus_data } = useCampuses(user.id, user.campus_data);
  const select = useSelectCampus(user.id);

  if (!canSeeCampusSwitcher({ campus_count: user.campus_count, campus_data: campuses })) return null;
  const current = selectedCampus({ campus_data: campuses });

  const choose = (campus: Campus) => {
    if (campus.id === current?.id || select.isPending) return;
    select.mutate(campus.id, {
      onSuccess: () => {
        void message.success(t('campus.switcher.switched', { name: campus.name }));
        navigate(afterCampusSelectRoute(campus));
      },
    });
  };

  const items: MenuProps['items'] = campuses.map((campus) => ({
    key: String(campus.id),
    icon: <CampusLogo campus={campus} size={20} />,
    label: (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 200 }}>
        <span style={{ flex: 1 }}>{campus.name}</span>
        {campus.status !== '1' && <StatusTag tone="warning">{t('campus.switcher.pending')}</StatusTag>}
        {campus.unread_message > 0 && (
          <Badge count={campus.unread_message} overflowCount={99} size="small" title={t('campus.switcher.unread', { count: campus.unread_message })} />
        )}
        {campus.id === current?.id && <CheckOutlined aria-hidden style={{ color: '#1f5fe6' }} />}
      </span>
    ),
    onClick: () => choose(campus),
  }));

  const currentName = current?.name ?? t('campus.switcher.label');
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, selectable: true, selectedKeys: current ? [String(current.id)] : [] }}
      placement={block ? 'bottomLeft' : 'bottomRight'}
    >
      <Button
        type={block ? 'default' : 'text'}
        block={block}
        loading={select.isPending}
        title={compact ? currentName : undefined}
        aria-label={t('common.withDetail', { text: t('campus.switcher.label'), detail: t('campus.switcher.current', { name: currentName }) })}
        style={{ maxWidth: block ? undefined : 240, display: 'inline-flex', alignItems: 'center', justifyContent: block ? 'flex-start' : undefined, gap: 6 }}
      >
        {current && <CampusLogo campus={current} size={20} />}
        {(!compact || !current) && (
          <span style={{ flex: block ? 1 : undefined, textAlign: 'start', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{currentName}</span>
        )}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
