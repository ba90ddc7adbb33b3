/** A validator of lib/validators as an antd Form rule, its message from the catalogue. */
import type { FormRule } from 'antd';
import type { Check } from '@/lib/validators';
import type { Translate } from '@/lib/i18n/i18n';

export function ruleOf(check: (value: string) => Check, t: Translate): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(t(problem.key, problem.params))) : Promise.resolve();
    },
  };
}
