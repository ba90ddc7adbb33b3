import { describe, expect, it } from 'vitest';
import { tagLabel, tagValues } from './tag-labels';

const t = (key: string) => ({ 'course.tag.Grade 1-2': '一二年级' })[key] ?? key;

describe('tag labels', () => {
  it('names a known value in the reader\'s words and shows an unknown one as it is', () => {
    expect(tagLabel(t, 'course.tag', 'Grade 1-2')).toBe('一二年级');
    expect(tagLabel(t, 'course.tag', 'Kindergarten')).toBe('Kindergarten');
  });

  it('splits joined values, dropping blanks', () => {
    expect(tagValues('Scratch| Snap ||')).toEqual(['Scratch', 'Snap']);
    expect(tagValues('')).toEqual([]);
  });
});
