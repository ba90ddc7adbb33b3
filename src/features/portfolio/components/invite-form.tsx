/**
 * Inviting a member by username (spec 001 §5, §8; 002 §5): the username is trimmed, the button
 * is disabled while the field is empty, a refusal shows the server's message under the field,
 * and success says "邀请该用户加入当前作品集成功".
 */
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { canInvite, normaliseInviteUsername } from '@/lib/validators/portfolios';
import { useInvite } from '../api/studio-members';

export function InviteForm({ studioId }: { studioId: number }) {
  const t = useT();
  const { message } = useAppNotices();
  const invite = useInvite(studioId);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!canInvite(username)) return;
    if (!navigator.onLine) return setError(t('error.offline'));
    try {
      await invite.mutateAsync(normaliseInviteUsername(username));
      setUsername('');
      setError(null);
      void message.success(t('portfolio.invite.success'));
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      setError(fields.user_name ?? (failure instanceof ApiError && failure.status !== null && failure.status < 500 ? failure.message : t('error.offline')));
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()} className="invite-form">
      <Form.Item label={t('portfolio.invite.label')} htmlFor="portfolio-invite" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Input
            id="portfolio-invite"
            value={username}
            placeholder={t('portfolio.invite.placeholder')}
            onChange={(e) => {
              setUsername(e.target.value);
              setError(null);
            }}
          />
          <Button type="primary" htmlType="submit" disabled={!canInvite(username)} loading={invite.isPending}>
            {t('portfolio.invite.submit')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
