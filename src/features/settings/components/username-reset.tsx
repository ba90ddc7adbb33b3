/**
 * The one-time reset of an auto-generated (aim_) username (spec 002 §2.10, §5, §9): required, at
 * most 20 characters, not all digits, not an official reserved word; the server refuses a second
 * reset, and its field messages show under the field.
 */
import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { checkUsernameReset, USERNAME_MAX } from '@/lib/validators/accounts';
import { useChangeUsername } from '../api/teacher-settings';
import { useSettingsReport } from './settings-answer';

interface Values {
  username: string;
}

export function UsernameReset() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const change = useChangeUsername();
  const { message } = useAppNotices();
  const { failed } = useSettingsReport();

  async function submit({ username }: Values) {
    try {
      const answer = await change.mutateAsync(username.trim());
      void message.success(answer.message || t('settings.usernameReset.changed'));
      setOpen(false);
    } catch (error) {
      const onField = error instanceof ApiError ? error.fieldErrors.username : undefined;
      if (onField) form.setFields([{ name: 'username', errors: [onField] }]);
      else failed(error);
    }
  }

  return (
    <>
      <Button size="small" onClick={() => (form.resetFields(), setOpen(true))}>
        {t('settings.usernameReset.action')}
      </Button>
      <Modal
        open={open}
        title={t('settings.usernameReset.title')}
        okText={t('settings.usernameReset.save')}
        cancelText={t('common.cancel')}
        confirmLoading={change.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Alert type="warning" showIcon title={t('settings.usernameReset.once')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
          <Form.Item name="username" label={t('settings.usernameReset.new')} rules={[ruleOf((v) => checkUsernameReset(v.trim()), t)]} extra={t('settings.usernameReset.rule')}>
            <Input maxLength={USERNAME_MAX} showCount autoComplete="off" autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
