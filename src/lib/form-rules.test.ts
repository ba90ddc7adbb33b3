import type { FormRule } from 'antd';
import { checkAgreement, checkPassword, checkPasswordConfirm, checkUsername } from './validators/accounts';
import { checkedRuleOf, ruleOf } from './form-rules';
import type { Translate } from './i18n/i18n';

const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

async function run(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function') throw new Error('a rule object was expected');
  try {
    await rule.validator?.(rule as never, value, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('ruleOf', () => {
  it('resolves for a valid value and rejects with the translated message otherwise', async () => {
    const rule = ruleOf(checkUsername, t);
    expect(await run(rule, 'li_ming')).toBeNull();
    expect(await run(rule, 'li ming')).toBe('validation.username.pattern');
    expect(await run(rule, 'a'.repeat(21))).toBe('validation.username.max {"max":20}');
  });

  it('checks an untouched field as empty text', async () => {
    expect(await run(ruleOf(checkUsername, t), undefined)).toBe('validation.username.required');
    expect(await run(ruleOf(checkPassword, t), null)).toBe('validation.password.required');
  });

  it('works inside a dependent rule (confirm password)', async () => {
    const confirm = ruleOf((value) => checkPasswordConfirm('secret1', value), t);
    expect(await run(confirm, 'secret1')).toBeNull();
    expect(await run(confirm, 'secret2')).toBe('validation.password.mismatch');
  });
});

describe('checkedRuleOf', () => {
  it('accepts only a ticked box', async () => {
    const rule = checkedRuleOf(checkAgreement, t);
    expect(await run(rule, true)).toBeNull();
    expect(await run(rule, false)).toBe('validation.agreement.required');
    expect(await run(rule, undefined)).toBe('validation.agreement.required');
  });
});
