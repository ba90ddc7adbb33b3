import { describe, expect, it } from 'vitest';
import type { TeachingAid } from '@/types/content';
import { calculateAids, clampedGroupInput, initialAidInputs } from './aids';

const aid = (calculate_way: 0 | 1, number: number): TeachingAid => ({ id: number, name: 'kit', url: '', remark: '', number, unit: 'set', calculate_way });
const PER_GROUP = aid(0, 2);
const PER_STUDENT = aid(1, 3);
const quantities = (students: string, groupSize: string) => calculateAids([PER_GROUP, PER_STUDENT], { students, groupSize }).rows.map((r) => r.quantity);

describe('teaching-aids calculator', () => {
  it('gives ceil(students / group size) × number per group and students × number per student', () => {
    expect(quantities('30', '4')).toEqual([Math.ceil(30 / 4) * 2, 30 * 3]);
    expect(quantities('30', '3')).toEqual([20, 90]);
    expect(quantities('1', '1')).toEqual([2, 3]);
  });

  it('clamps the group size to the student count', () => {
    expect(quantities('5', '8')).toEqual([2, 15]);
    expect(clampedGroupInput({ students: '5', groupSize: '8' })).toBe('5');
    expect(clampedGroupInput({ students: '5', groupSize: '3' })).toBe('3');
    expect(clampedGroupInput({ students: '', groupSize: '8' })).toBe('8');
    expect(clampedGroupInput({ students: '5', groupSize: ' ' })).toBe('');
  });

  it('leaves quantities open while an input they need is empty', () => {
    expect(quantities('', '4')).toEqual([null, null]);
    expect(quantities('30', '')).toEqual([null, 90]);
  });

  it.each(['0', '-3', '2.5', 'ten', '07', '1e2'])('refuses %s as a count, and computes nothing from it', (bad) => {
    const calc = calculateAids([PER_GROUP, PER_STUDENT], { students: bad, groupSize: bad });
    expect(calc.studentsError).toEqual({ key: 'validation.aid.positiveInteger' });
    expect(calc.groupSizeError).toEqual({ key: 'validation.aid.positiveInteger' });
    expect(calc.rows.map((r) => r.quantity)).toEqual([null, null]);
  });

  it('accepts empty inputs and surrounding spaces', () => {
    const calc = calculateAids([PER_GROUP], { students: ' 12 ', groupSize: '' });
    expect([calc.studentsError, calc.groupSizeError]).toEqual([null, null]);
  });

  it('starts from the course\'s class and group sizes', () => {
    expect(initialAidInputs({ student_numbers: 30, group_number: 3 })).toEqual({ students: '30', groupSize: '3' });
    expect(initialAidInputs({ student_numbers: 0, group_number: 0 })).toEqual({ students: '', groupSize: '' });
  });
});
