/** The messages of the manage-centre tooltip and the expiry tip, as catalogue keys with parameters. */
import { formatDate } from '@/lib/dates';
import type { ServiceValidity } from '@/lib/service-validity';
import type { Params } from '@/lib/i18n/i18n';

export interface Message {
  key: string;
  params?: Params;
}

type Period = { start: string; end: string };

export function validityMessage(v: ServiceValidity, period: Period): Message {
  switch (v.category) {
    case 3:
      return { key: 'campus.validity.notStarted', params: { date: formatDate(period.start) } };
    case 4:
      return { key: 'campus.validity.expired', params: { date: formatDate(period.end) } };
    case 2:
      return v.daysLeft === 0
        ? { key: 'campus.validity.lastDay' }
        : { key: 'campus.validity.expiring', params: { days: v.daysLeft ?? 0, date: formatDate(period.end) } };
    default:
      return period.end ? { key: 'campus.validity.valid', params: { date: formatDate(period.end) } } : { key: 'campus.manageCentre' };
  }
}

/** The tip after login: expired, or in the final 10 days (showExpiryTip decides whether at all). */
export function expiryTipMessage(v: ServiceValidity, audience: 'sales' | 'campus-admin', phone: string): Message {
  if (v.category === 4) return { key: `campus.expiryTip.expired.${audience}`, params: { phone } };
  if (v.daysLeft === 0) return { key: `campus.expiryTip.lastDay.${audience}`, params: { phone } };
  return { key: `campus.expiryTip.expiring.${audience}`, params: { days: v.daysLeft ?? 0, phone } };
}
