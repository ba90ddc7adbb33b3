/**
 * Adapters from the shared validators (src/lib/validators/: value → {key, params} | null) to
 * antd Form rules, translating the message through the catalogue. One rule per validator keeps
 * the form and the mock server on the same rule and the same wording.
 *
 *   rules={[ruleOf(checkUsername, t)]}
 *   rules={[({ getFieldValue }) => ruleOf((v) => checkPasswordConfirm(getFieldValue('password') ?? '', v), t)]}
 */
import type { FormRule } from 'antd';
import type { Check } from './validators/check';
import type { Translate } from './i18n/i18n';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

function toRule<T>(validator: (value: T) => Check, read: (raw: unknown) => T, t: Translate): RuleObject {
  return {
    validator: (_rule, raw: unknown) => {
      const problem = validator(read(raw));
      return problem ? Promise.reject(new Error(t(problem.key, problem.params))) : Promise.resolve();
    },
  };
}

/** A text field's rule: an untouched (undefined or null) field is checked as ''. */
export function ruleOf(validator: (value: string) => Check, t: Translate): RuleObject {
  return toRule(validator, (raw) => (raw == null ? '' : String(raw)), t);
}

/** A checkbox's rule (valuePropName="checked"): anything but true is unticked. */
export function checkedRuleOf(validator: (ticked: boolean) => Check, t: Translate): RuleObject {
  return toRule(validator, (raw) => raw === true, t);
}

/** A rule over the field's value as it is (a select's id or ids, a number input), undefined when untouched. */
export function valueRuleOf<T>(validator: (value: T | undefined) => Check, t: Translate): RuleObject {
  return toRule(validator, (raw) => (raw == null ? undefined : (raw as T)), t);
}
