/**
 * The service expiry tip (spec 000 §4, §9): right after signing in, a user whose service has
 * expired or is in its final 10 days sees a notice for 10 seconds. The sign-in flow marks a
 * fresh sign-in with sessionStorage 'tc.justSignedIn' = '1'; the tip consumes the mark, so a
 * reload or a later visit does not show it again.
 */
import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { limitReachedAudience } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import { SERVICE_TIP_DURATION_MS, serviceValidityOf, showExpiryTip } from '@/lib/service-validity';
import type { User } from '@/types/user';
import { expiryTipMessage } from '../utils/validity-text';

export const JUST_SIGNED_IN_KEY = 'tc.justSignedIn';

function readJustSignedIn(): boolean {
  try {
    return sessionStorage.getItem(JUST_SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}

function clearJustSignedIn(): void {
  try {
    sessionStorage.removeItem(JUST_SIGNED_IN_KEY);
  } catch {
    // storage unavailable: nothing was stored either
  }
}

type TipUser = Pick<User, 'user_type' | 'organization_data' | 'courses_server_start' | 'courses_server_end_date'>;

export function ExpiryTip({ user, today = new Date() }: { user: TipUser; today?: Date }) {
  const t = useT();
  // Read once, when the signed-in shell first shows the user; the effect below clears the mark.
  const [fresh] = useState(readJustSignedIn);
  const [open, setOpen] = useState(fresh);

  useEffect(() => {
    if (!fresh) return;
    clearJustSignedIn();
    const timer = window.setTimeout(() => setOpen(false), SERVICE_TIP_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [fresh]);

  const validity = serviceValidityOf(user, today);
  if (!open || !showExpiryTip(validity)) return null;
  const text = expiryTipMessage(validity, limitReachedAudience(user), EXTERNAL_LINKS.support.salesPhone);

  return (
    <div style={{ position: 'fixed', top: 72, insetInlineEnd: 24, zIndex: 1010, maxWidth: 380 }}>
      <Alert
        type={validity.category === 4 ? 'error' : 'warning'}
        showIcon
        closable={{ 'aria-label': t('common.close'), onClose: () => setOpen(false) }}
        title={t('campus.expiryTip.title')}
        description={t(text.key, text.params)}
        style={{ boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
      />
    </div>
  );
}
