/**
 * A student's login key with its type (spec 002 §3, §5): word or picture, shown as it will be
 * printed on the card, and a refresh link that asks the server for another one. Changing the
 * type draws a key of the new type.
 */
import { useEffect, useRef } from 'react';
import { Button, Form, Radio, Space, type FormInstance } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { generateSecret } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkSecretType, SECRET_TYPES } from '@/lib/validators/teams';
import type { SecretType } from '@/types/manage';

export interface SecretValues {
  secret_type: SecretType;
  secret: string;
  secret_image: string;
}

export function SecretField<T extends SecretValues>({ form, drawOnOpen }: { form: FormInstance<T>; drawOnOpen: boolean }) {
  const t = useT();
  const { message } = useAppNotices();
  const type = (Form.useWatch('secret_type', form) ?? 'word') as SecretType;
  const word = Form.useWatch('secret', form) as string | undefined;
  const image = Form.useWatch('secret_image', form) as string | undefined;
  const drawn = useRef(false);

  const draw = async (next: SecretType) => {
    try {
      const { secret } = await generateSecret(next);
      form.setFieldsValue({ secret: next === 'word' ? secret : '', secret_image: next === 'image' ? secret : '' } as Parameters<typeof form.setFieldsValue>[0]);
    } catch {
      message.error(t('manageCenter.operationFailed'));
    }
  };

  useEffect(() => {
    if (!drawOnOpen || drawn.current) return;
    drawn.current = true;
    void draw(type);
    // draws once, when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const current = type === 'image' ? image : word;
  return (
    <>
      <Form.Item name="secret_type" label={t('manageCenter.student.secretType')} rules={[ruleOf(checkSecretType, t)]}>
        <Radio.Group
          onChange={(event) => void draw(event.target.value as SecretType)}
          options={SECRET_TYPES.map((value) => ({ value, label: t(`manageCenter.student.secretType.${value}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('manageCenter.student.secret')}>
        <Space align="center">
          <output aria-live="polite" data-testid="secret-preview" style={{ minWidth: 80, fontSize: 16, fontWeight: 600 }}>
            {type === 'image' && current ? <img className="mc-secret-image" src={current} alt={t('manageCenter.student.secretPictureNew')} /> : (current ?? '')}
          </output>
          <Button type="link" icon={<ReloadOutlined aria-hidden />} onClick={() => void draw(type)}>
            {t('manageCenter.student.refreshSecret')}
          </Button>
        </Space>
      </Form.Item>
      <Form.Item name="secret" hidden>
        <input />
      </Form.Item>
      <Form.Item name="secret_image" hidden>
        <input />
      </Form.Item>
    </>
  );
}
