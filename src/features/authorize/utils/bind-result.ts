/**
 * The bind result (spec 001 §4, §8): 1 goes to registration, 0 means already bound (the campus
 * teacher account is bound to another account; each account binds only one), 2 is a failure.
 * Any other answer is read as a failure too.
 */
import { paths } from '@/lib/paths';
export type BindOutcome = 'register' | 'alreadyBound' | 'failed';

export function bindOutcomeOf(status: unknown): BindOutcome {
  if (status === 1) return 'register';
  if (status === 0) return 'alreadyBound';
  return 'failed';
}

/** Where result 1 goes (spec 001 §4: "1 goes to registration"). */
export const REGISTRATION_PATH = paths.register.href();

/** Seconds the success result shows before it goes on to registration. */
export const REGISTER_REDIRECT_SECONDS = 3;

/** The message keys of each outcome: a title and the text under it. */
export const OUTCOME_MESSAGES: Readonly<Record<BindOutcome, { title: string; text: string }>> = {
  register: { title: 'authorize.result.register.title', text: 'authorize.result.register.text' },
  alreadyBound: { title: 'authorize.result.failed.title', text: 'authorize.result.alreadyBound.text' },
  failed: { title: 'authorize.result.failed.title', text: 'authorize.result.failed.text' },
};
