/**
 * The header's way into /manageCenter for managers of an organisation (spec 000 §6), coloured by
 * the service validity (000 §4): normal while valid, orange while expiring, red when not started
 * or expired; the tooltip says which, with the dates.
 */
import { Button, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { canSeeManageCentre } from '@/lib/access';
import { useT } from '@/lib/i18n/i18n';
import { manageCentreButtonTone, serviceValidityOf, type ButtonTone } from '@/lib/service-validity';
import type { User } from '@/types/user';
import { validityMessage } from '../utils/validity-text';
import { paths } from '@/lib/paths';

type ManageCentreUser = Pick<User, 'user_type' | 'organization_data' | 'courses_server_start' | 'courses_server_end_date'>;

const TONE_STYLE: Record<ButtonTone, { color?: string; background?: string; borderColor?: string }> = {
  normal: {},
  // AA contrast on white for the text; the border and tint carry the warning.
  orange: { color: '#ad4e00', background: '#fff7e6', borderColor: '#ffa940' },
  red: { color: '#b3261e', background: '#fff1f0', borderColor: '#ff7875' },
};

/**
 * `compact` leaves the icon only (where the header is short of room; the label stays its
 * accessible name and the tooltip), `block` fills its row (the one-menu header's drawer).
 */
export function ManageCentreButton({
  user,
  today = new Date(),
  compact = false,
  block = false,
}: {
  user: ManageCentreUser;
  today?: Date;
  compact?: boolean;
  block?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  if (!canSeeManageCentre(user)) return null;
  const validity = serviceValidityOf(user, today);
  const tone = manageCentreButtonTone(validity.category);
  const hint = validityMessage(validity, { start: user.courses_server_start, end: user.courses_server_end_date });
  const hintText = t(hint.key, hint.params);

  return (
    <Tooltip title={hintText}>
      <Button
        href={paths.manageCenter.href()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(paths.manageCenter.href());
        }}
        data-tone={tone}
        aria-label={`${t('campus.manageCentre')}: ${hintText}`}
        icon={<SettingOutlined aria-hidden />}
        style={TONE_STYLE[tone]}
        type={tone === 'normal' ? 'primary' : 'default'}
        ghost={tone === 'normal'}
        block={block}
      >
        {compact ? null : t('campus.manageCentre')}
      </Button>
    </Tooltip>
  );
}
