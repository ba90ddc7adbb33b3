/**
 * antd's password field with its show/hide eye named in the reader's language: antd's own eye
 * is an icon that names itself in English ("eye-invisible").
 */
import type { ReactNode, Ref } from 'react';
import type { InputRef } from 'antd';
import Password, { type PasswordProps } from 'antd/es/input/Password';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';

export function PasswordInput(props: PasswordProps & { ref?: Ref<InputRef> }): ReactNode {
  const t = useT();
  const iconRender = (visible: boolean) =>
    visible ? <EyeOutlined aria-label={t('common.password.hide')} /> : <EyeInvisibleOutlined aria-label={t('common.password.show')} />;
  return <Password iconRender={iconRender} {...props} />;
}
