/**
 * Pure rules of the teacher account settings page (spec 002 §2.10, §4.9, §8).
 */
import { isGeneratedUsername } from '@/lib/validators/accounts';
import type { User } from '@/types/user';

/** The phone shows its first 3 and last 4 digits; the rest are stars. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length <= 7) return digits;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** An auto-generated (aim_) name that has not been reset yet: the one-time reset is offered. */
export function canResetUsername(user: Pick<User, 'username' | 'changed_username'>): boolean {
  return isGeneratedUsername(user.username) && !user.changed_username;
}

/** What the chat-app window posts back to the settings page (same origin only). */
export const WECHAT_BIND_MESSAGE = 'tc:wechat-bind';

export interface WechatBindResult {
  type: typeof WECHAT_BIND_MESSAGE;
  success: boolean;
  message: string;
}

export function isWechatBindResult(data: unknown): data is WechatBindResult {
  if (!data || typeof data !== 'object') return false;
  const d = data as Record<string, unknown>;
  return d.type === WECHAT_BIND_MESSAGE && typeof d.success === 'boolean' && typeof d.message === 'string';
}

/** The phrase of the server's "the selected account is linked to another account" answer, in its two languages. */
const SELECTED_ACCOUNT_PHRASES = ['selected WeChat account', '所选微信账号'];

/**
 * Spec 002 §8: a link answer whose message contains the selected-account phrase is a cannot-link
 * warning; any other refusal is a warning too; everything else is the success.
 */
export function wechatBindOutcome(result: Pick<WechatBindResult, 'success' | 'message'>): 'success' | 'cannotLink' | 'refused' {
  if (SELECTED_ACCOUNT_PHRASES.some((phrase) => result.message.includes(phrase))) return 'cannotLink';
  return result.success ? 'success' : 'refused';
}

/** Size and place of the chat-app window (centred over the page). */
export function popupFeatures(screenLeft: number, screenTop: number, outerWidth: number, outerHeight: number): string {
  const width = 480;
  const height = 640;
  const left = Math.max(0, Math.round(screenLeft + (outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screenTop + (outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}
