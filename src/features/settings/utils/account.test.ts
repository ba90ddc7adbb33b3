import { describe, expect, it } from 'vitest';
import { canResetUsername, isWechatBindResult, maskPhone, popupFeatures, wechatBindOutcome, WECHAT_BIND_MESSAGE } from './account';

describe('maskPhone', () => {
  it.each([
    ['13800000003', '138****0003'],
    ['13912345678', '139****5678'],
    [' 13912345678 ', '139****5678'],
    ['1234567', '1234567'],
    ['', ''],
  ])('%j → %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});

describe('canResetUsername', () => {
  it.each([
    ['aim_k7p2xq', false, true],
    ['aim_k7p2xq', true, false],
    ['ryan_foster', true, false],
    ['teacher', false, false],
  ])('%s (changed %s) → %s', (username, changed, expected) => {
    expect(canResetUsername({ username, changed_username: changed })).toBe(expected);
  });
});

describe('the chat app answer', () => {
  it('is recognised only in its own shape', () => {
    expect(isWechatBindResult({ type: WECHAT_BIND_MESSAGE, success: true, message: 'ok' })).toBe(true);
    expect(isWechatBindResult({ type: 'tc:authorized', success: true, message: 'ok' })).toBe(false);
    expect(isWechatBindResult({ type: WECHAT_BIND_MESSAGE, success: 'yes', message: 'ok' })).toBe(false);
    expect(isWechatBindResult(null)).toBe(false);
    expect(isWechatBindResult('tc:wechat-bind')).toBe(false);
  });

  it.each([
    [true, 'WeChat account linked', 'success'],
    [false, 'The selected WeChat account is already linked to another teaching cloud account', 'cannotLink'],
    [false, '所选微信账号已绑定其他教学云账号', 'cannotLink'],
    [false, 'A WeChat account is already linked: unlink it first', 'refused'],
  ] as const)('success %s, %j → %s', (success, message, outcome) => {
    expect(wechatBindOutcome({ success, message })).toBe(outcome);
  });
});

describe('popupFeatures', () => {
  it('centres a 480 × 640 window over the page', () => {
    expect(popupFeatures(100, 50, 1280, 800)).toBe('popup=yes,width=480,height=640,left=500,top=130');
    expect(popupFeatures(0, 0, 300, 300)).toBe('popup=yes,width=480,height=640,left=0,top=0');
  });
});
