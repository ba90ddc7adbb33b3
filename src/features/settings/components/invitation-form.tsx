/**
 * The teacher-upgrade invitation code (spec 002 §2.10, §4.9, §5, §8), for users without an
 * organisation: required, at most 20 characters, checked against the server on blur; activating
 * sets the teacher-permission period. Server refusals show under the field.
 */
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { invitationCheckQueryOptions, useActivateInvitationCode } from '@/api/invitation-codes';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/dates';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { serverCheckRule } from '@/lib/server-check-rule';
import { checkTeacherInvitationCode, normaliseInvitationCode } from '@/lib/validators/accounts';
import type { User } from '@/types/user';
import { useSettingsReport } from './settings-answer';

const BLUR = ['onBlur', 'onSubmit'];

interface Values {
  invitation_code: string;
}

export function InvitationForm({ user }: { user: Pick<User, 'username' | 'courses_server_start' | 'courses_server_end_date'> }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const activate = useActivateInvitationCode();
  const { message } = useAppNotices();
  const { failed } = useSettingsReport();
  const [days, setDays] = useState<number | null>(null);

  const usable = serverCheckRule(
    'invitation_code',
    (value) => {
      const code = normaliseInvitationCode(value);
      if (checkTeacherInvitationCode(code)) return null;
      return queryClient.query(invitationCheckQueryOptions(code, user.username));
    },
    (answer) => setDays(answer.days),
  );

  async function submit({ invitation_code }: Values) {
    try {
      const answer = await activate.mutateAsync(normaliseInvitationCode(invitation_code));
      void message.success(answer.message || t('settings.invitation.activated'));
      form.resetFields();
      setDays(null);
    } catch (error) {
      const onField = error instanceof ApiError ? error.fieldErrors.invitation_code : undefined;
      if (onField) form.setFields([{ name: 'invitation_code', errors: [onField] }]);
      else failed(error);
    }
  }

  const period = user.courses_server_end_date
    ? t('settings.invitation.period', { start: formatDate(user.courses_server_start), end: formatDate(user.courses_server_end_date) })
    : t('settings.invitation.none');

  return (
    <>
      <p className="st-card__intro">{t('settings.invitation.intro')}</p>
      <p className="st-period" data-testid="teacher-period">
        {period}
      </p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)} style={{ maxWidth: 420 }}>
        <Form.Item
          name="invitation_code"
          label={t('settings.invitation.code')}
          normalize={(value: string) => normaliseInvitationCode(value ?? '')}
          validateTrigger={BLUR}
          rules={[ruleOf(checkTeacherInvitationCode, t), usable]}
          extra={days && days > 0 ? t('settings.invitation.days', { days }) : undefined}
        >
          <Input placeholder={t('settings.invitation.placeholder')} autoComplete="off" onChange={() => setDays(null)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={activate.isPending}>
          {t('settings.invitation.activate')}
        </Button>
      </Form>
    </>
  );
}
