/**
 * The side panel of the authorize and bind pages (spec 001 §2, §5): the permissions the third
 * party receives, with checkboxes. The required ones are ticked and locked; the phone number is
 * optional.
 */
import { Checkbox, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { PERMISSIONS, type PermissionKey } from '../utils/permissions';

export function PermissionsPanel({
  granted,
  onToggle,
}: {
  granted: ReadonlySet<PermissionKey>;
  onToggle: (key: PermissionKey, on: boolean) => void;
}) {
  const t = useT();
  return (
    <section aria-labelledby="authorize-permissions-title" className="authorize-permissions">
      <Typography.Title level={2} id="authorize-permissions-title" style={{ fontSize: 16, marginTop: 0 }}>
        <SafetyCertificateOutlined aria-hidden /> {t('authorize.permissions.title')}
      </Typography.Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
        {PERMISSIONS.map(({ key, required }) => (
          <li key={key}>
            <Checkbox checked={granted.has(key)} disabled={required} onChange={(e) => onToggle(key, e.target.checked)}>
              {t(`authorize.permission.${key}`)}{' '}
              <Tag color={required ? 'default' : 'blue'} style={{ marginInlineStart: 4 }}>
                {t(required ? 'authorize.permission.required' : 'authorize.permission.optional')}
              </Tag>
            </Checkbox>
          </li>
        ))}
      </ul>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0, fontSize: 13 }}>
        {t('authorize.permissions.hint')}
      </Typography.Paragraph>
    </section>
  );
}
