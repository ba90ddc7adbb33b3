/**
 * Linking a WeChat account (spec 002 §4.9, §8): the demo's chat app offers these accounts, and a
 * link request waits this long for its answer. One of them is already linked to the principal
 * (seed), so choosing it shows the cannot-link warning.
 */
import { db } from '../db/db';
import type { WechatBindRecord } from '../db/schema';

export const WECHAT_BIND_VALID_MINUTES = 5;

export interface DemoWechatAccount {
  open_id: string;
  nickname: string;
}

export const DEMO_WECHAT_ACCOUNTS: readonly DemoWechatAccount[] = [
  { open_id: 'wx_o6Jk2mSunnyDay', nickname: 'Sunny Day' },
  { open_id: 'wx_o6Jk2mBlueWhale', nickname: 'Blue Whale' },
  { open_id: 'wx_o6Jk2mPrincipal', nickname: 'Robert F.' },
];

/** The request and whether it can still be answered (answered once, within the time). */
export function wechatBindState(bindId: string): { bind: WechatBindRecord | undefined; open: boolean } {
  const bind = db.wechatBinds.findOne('bind_id', bindId);
  if (!bind || bind.bind_id !== bindId) return { bind: undefined, open: false };
  const age = Date.now() - new Date(bind.created_at).getTime();
  return { bind, open: bind.status === 'waiting' && age <= WECHAT_BIND_VALID_MINUTES * 60_000 };
}

/** Who else has this WeChat account linked (null: nobody but maybe `userId`). */
export function wechatOwner(openId: string, userId: number): number | null {
  return db.users.all().find((u) => u.open_id === openId && u.id !== userId)?.id ?? null;
}
