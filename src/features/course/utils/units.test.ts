import { describe, expect, it } from 'vitest';
import type { Course, CourseUnit } from '@/types/content';
import { paths } from '@/lib/paths';
import { allUnits, chooseUnit, neighbours } from './units';

const unit = (id: number): CourseUnit => ({ id, title: `Unit ${id}`, content: '', ppt_furl: '', download_url: '', is_down: false, previewvideo: '' });
const COURSE: Pick<Course, 'units'> = { units: [{ id: 1, title: 'One', units: [unit(11), unit(12)] }, { id: 2, title: 'Two', units: [unit(21)] }] };

describe('units of a course', () => {
  it('walks the chapters in order', () => {
    expect(allUnits(COURSE).map((u) => u.id)).toEqual([11, 12, 21]);
    expect(paths.course.href(5, 0)).toBe('/course/5/0');
  });

  it('reads unit 0 as the first unit, and knows unknown units', () => {
    expect(chooseUnit(COURSE, '0')).toEqual({ unit: unit(11), known: true });
    expect(chooseUnit(COURSE, '21')).toEqual({ unit: unit(21), known: true });
    for (const bad of ['99', 'x', '-1', '1.5']) expect(chooseUnit(COURSE, bad)).toEqual({ unit: null, known: false });
    expect(chooseUnit({ units: [] }, '0')).toEqual({ unit: null, known: true });
  });

  it('finds the previous and next unit across chapters', () => {
    expect(neighbours(COURSE, 12)).toEqual({ previous: unit(11), next: unit(21) });
    expect(neighbours(COURSE, 11).previous).toBeNull();
    expect(neighbours(COURSE, 21).next).toBeNull();
  });
});
