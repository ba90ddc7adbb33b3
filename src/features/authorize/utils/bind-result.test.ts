import { describe, expect, it } from 'vitest';
import { bindOutcomeOf, OUTCOME_MESSAGES } from './bind-result';

describe('bind result (spec 001 §4)', () => {
  it.each([
    [1, 'register'],
    [0, 'alreadyBound'],
    [2, 'failed'],
    [3, 'failed'],
    ['1', 'failed'],
    [undefined, 'failed'],
  ])('status %j → %s', (status, outcome) => {
    expect(bindOutcomeOf(status)).toBe(outcome);
  });

  it('says binding failed for 0 and 2, with the already-bound reason for 0', () => {
    expect(OUTCOME_MESSAGES.alreadyBound.title).toBe(OUTCOME_MESSAGES.failed.title);
    expect(OUTCOME_MESSAGES.alreadyBound.text).toBe('authorize.result.alreadyBound.text');
  });
});
