import { describe, expect, it } from 'vitest';
import { regenerationPollMs, REGENERATION_POLL_MS, teachPlanKeys } from './teach-plans';

describe('teaching-plan calls', () => {
  it.each([
    [undefined, false],
    [{ status: 'idle', msg: '' }, false],
    [{ status: 'running', msg: '' }, REGENERATION_POLL_MS],
    [{ status: 'success', msg: '' }, false],
    [{ status: 'failed', msg: 'no bags' }, false],
  ] as const)('polls %j every %s ms', (state, ms) => {
    expect(regenerationPollMs(state)).toBe(ms);
  });

  it('polls every 10 s (spec 001 §9)', () => {
    expect(REGENERATION_POLL_MS).toBe(10_000);
  });

  it('keys a search by its trimmed text, under the lists every change refreshes', () => {
    expect(teachPlanKeys.list('-created_at', '  rules ')).toEqual(['teachPlans', 'list', { sort: '-created_at', search: 'rules' }]);
    expect(teachPlanKeys.list('file_name', '').slice(0, 2)).toEqual(teachPlanKeys.lists());
  });
});
