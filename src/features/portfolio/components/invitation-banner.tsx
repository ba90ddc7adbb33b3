/**
 * The invitation banner (spec 001 §4): an invited viewer sees it and accepts; they join as a
 * curator ("participant" on regional and team-linked portfolios, "assistant" on personal ones)
 * and the banner turns into a thank-you.
 */
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { ApiError } from '@/lib/api-error';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Studio } from '@/types/portfolio';
import { useAcceptInvitation, useInvitedState } from '../api/studio-members';
import { roleKey } from './role-label';

export function InvitationBanner({ studio }: { studio: Studio }) {
  const t = useT();
  const { message } = useAppNotices();
  const invited = useInvitedState(studio.id);
  const accept = useAcceptInvitation(studio.id);
  const [joined, setJoined] = useState(false);
  // The role inside a sentence: the catalogue chooses its words (English: with its article).
  const role = roleKey('curator', studio.kind) === 'portfolio.role.assistant' ? 'assistant' : 'participant';

  async function join() {
    if (!navigator.onLine) return void message.error(t('error.offline'));
    try {
      await accept.mutateAsync(studio.kind !== 'personal');
      setJoined(true);
    } catch (error) {
      void message.error(error instanceof ApiError && error.status !== null && error.status < 500 ? error.message : t('error.offline'));
    }
  }

  if (joined) return <Alert className="portfolio-banner" type="success" showIcon title={t('portfolio.invitation.thanks', { role })} />;
  if (!invited.data) return null;
  return (
    <Alert
      className="portfolio-banner"
      type="info"
      showIcon
      title={t('portfolio.invitation.text', { role })}
      action={
        <Button type="primary" loading={accept.isPending} onClick={() => void join()}>
          {t('portfolio.invitation.accept')}
        </Button>
      }
    />
  );
}
