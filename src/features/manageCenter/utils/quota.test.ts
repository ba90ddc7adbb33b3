import { describe, expect, it } from 'vitest';
import { checkDedicatedQuota } from '@/lib/validators/teachers';
import { currentQuota, parseQuotaText, quotaLimits } from './quota';

const SUMMARY = { remaining_students: 120, remaining_team: 0, remaining_portfolio: 7 };
const DEDICATED = {
  student_nums: '30/80',
  team_nums: '4/5',
  studio_nums: '2/10',
  teacher_student_nums: 30,
  teacher_team_nums: 4,
  teacher_studio_nums: 2,
};
const SHARING = { ...DEDICATED, student_nums: 'all', team_nums: 'all', studio_nums: 'all' };

describe('quota text and bounds', () => {
  it.each([
    ['30/80', { used: 30, limit: 80 }],
    [' 0 / 0 ', { used: 0, limit: 0 }],
    ['all', null],
    ['', null],
  ])('%j reads %j', (text, expected) => {
    expect(parseQuotaText(text)).toEqual(expected);
  });

  it('adding: 0 to the campus remaining amount', () => {
    expect(quotaLimits('student_num', SUMMARY)).toEqual({ remaining: 120 });
    expect(quotaLimits('team_num', SUMMARY)).toEqual({ remaining: 0 });
    expect(quotaLimits('sample_reels', SUMMARY)).toEqual({ remaining: 7 });
  });

  it('modifying: at least the base count, at most remaining plus own allocation', () => {
    expect(quotaLimits('student_num', SUMMARY, DEDICATED)).toEqual({ remaining: 120, base: 30, own: 80 });
    expect(quotaLimits('team_num', SUMMARY, DEDICATED)).toEqual({ remaining: 0, base: 4, own: 5 });
    // a teacher who shares has no allocation of their own
    expect(quotaLimits('sample_reels', SUMMARY, SHARING)).toEqual({ remaining: 7, base: 2, own: 0 });
  });

  it.each([
    // team quota with campus remaining 0, a teacher with 4 created out of 5: 4..5
    [3, 'validation.quota.range'],
    [4, null],
    [5, null],
    [6, 'validation.quota.insufficient'],
  ])('team quota %i for the dedicated teacher → %s', (value, expected) => {
    expect(checkDedicatedQuota(value, quotaLimits('team_num', SUMMARY, DEDICATED))?.key ?? null).toBe(expected);
  });

  it('remaining 0 when adding: any value above 0 asks to choose sharing', () => {
    expect(checkDedicatedQuota(0, quotaLimits('team_num', SUMMARY))).toBeNull();
    expect(checkDedicatedQuota(1, quotaLimits('team_num', SUMMARY))?.key).toBe('validation.quota.insufficient');
  });

  it('current dedicated quota, 0 when shared', () => {
    expect(currentQuota('student_num', DEDICATED)).toBe(80);
    expect(currentQuota('student_num', SHARING)).toBe(0);
  });
});
