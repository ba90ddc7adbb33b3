/**
 * The inputs of a sign-in by SMS code: the mainland mobile number with its "+86" mark, and the
 * code with its send button beside it. The Form.Item around each gives the input its id, value
 * and aria.
 */
import type { ReactNode, Ref } from 'react';
import { Input, Space, type InputProps, type InputRef } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PHONE_LENGTH } from '@/lib/validators/accounts';

/** The mobile number; `prefixLabel` is the country code as shown ("+86"). */
export function MobileInput({ prefixLabel, ...input }: InputProps & { prefixLabel: string }) {
  return (
    <Input
      prefix={
        <span>
          <MobileOutlined aria-hidden /> {prefixLabel}
        </span>
      }
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={PHONE_LENGTH}
      aria-required
      {...input}
    />
  );
}

/** The SMS code with `button` (the send button) beside it. */
export function CodeInput({ button, ref, ...input }: InputProps & { button: ReactNode; ref?: Ref<InputRef> }) {
  return (
    <Space.Compact block>
      <Input {...input} ref={ref} prefix={<SafetyOutlined aria-hidden />} />
      {button}
    </Space.Compact>
  );
}
