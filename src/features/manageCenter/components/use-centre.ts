/**
 * What every part of the management centre reads of the signed-in manager: the user, their
 * campus, whether the service period blocks the centre's actions (002 §4.6), and the tooltip
 * texts of a disabled action.
 */
import { useCurrentUser } from '@/api/users';
import { limitReachedAudience, organizationOf } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import type { BlockReason } from '@/lib/service-validity';
import { centreActionBlock } from '../utils/permissions';

/** Why an action is disabled: the service period, or a limit of the centre's own. */
export type CentreBlock = BlockReason | 'quota' | 'staff' | 'teamQuota' | 'self' | 'frozen';

export function useCentre(today: Date = new Date()) {
  const t = useT();
  const { data: user } = useCurrentUser();
  const org = user ? organizationOf(user) : null;
  const serviceBlock = user ? centreActionBlock(user, today) : null;
  const phone = EXTERNAL_LINKS.support.salesPhone;

  const blockText = (reason: CentreBlock): string => {
    switch (reason) {
      case 'expired':
        return t(`campus.blocked.expired.${user ? limitReachedAudience(user) : 'sales'}`, { phone });
      case 'not-started':
        return t('campus.blocked.not-started');
      case 'quota':
      case 'staff':
        return t('manageCenter.quotaFull', { phone });
      case 'teamQuota':
        return t('manageCenter.team.quotaFull', { phone });
      case 'self':
        return t('manageCenter.employee.deleteSelf');
      case 'frozen':
        return t('manageCenter.student.commentsWhileFrozen');
    }
  };

  return { user, org, serviceBlock, blockText };
}
