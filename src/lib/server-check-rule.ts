/**
 * An antd Form rule that asks the server on blur (registration's uniqueness and invitation-code
 * checks, spec 000 §5; the teacher-upgrade invitation code, 002 §4.9) and shows its refusal under the field. It also runs with the submit's
 * validation; the answer is cached briefly, so that costs no second call.
 */
import type { FormRule } from 'antd';
import { ApiError } from '@/lib/api-error';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/**
 * `ask` returns the server call for a value, or null when the value fails the local rules (which
 * then speak for themselves). A refusal for `field` rejects with its message; trouble reaching
 * the server does not block the form: the submit will say so.
 */
export function serverCheckRule<T>(
  field: string,
  ask: (value: string) => Promise<T> | null,
  onAccepted?: (answer: T) => void,
): RuleObject {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, raw: unknown) => {
      const call = ask(raw == null ? '' : String(raw));
      if (!call) return;
      try {
        // Awaited on its own line: `onAccepted?.(await call)` would skip the await without onAccepted.
        const answer = await call;
        onAccepted?.(answer);
      } catch (error) {
        const refusal = error instanceof ApiError ? error.fieldErrors[field] : undefined;
        if (refusal) throw new Error(refusal);
      }
    },
  };
}
