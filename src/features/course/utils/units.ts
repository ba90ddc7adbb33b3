/** Units of a course as the detail pages walk them: chapters of sections, in order. */
import type { Course, CourseUnit } from '@/types/content';


export function allUnits(course: Pick<Course, 'units'>): CourseUnit[] {
  return course.units.flatMap((chapter) => chapter.units);
}

/** The unit a path names: unit 0 is the course's first unit (none for a course without units). */
export type UnitChoice = { unit: CourseUnit | null; known: boolean };

export function chooseUnit(course: Pick<Course, 'units'>, rawUnitId: string | undefined): UnitChoice {
  const units = allUnits(course);
  if (rawUnitId === undefined || rawUnitId === '0') return { unit: units[0] ?? null, known: true };
  const id = /^\d{1,10}$/.test(rawUnitId) ? Number(rawUnitId) : NaN;
  const unit = units.find((u) => u.id === id) ?? null;
  return { unit, known: unit !== null };
}

/** The units before and after one, for the previous/next buttons. */
export function neighbours(course: Pick<Course, 'units'>, unitId: number): { previous: CourseUnit | null; next: CourseUnit | null } {
  const units = allUnits(course);
  const at = units.findIndex((u) => u.id === unitId);
  return { previous: at > 0 ? units[at - 1] : null, next: at >= 0 && at < units.length - 1 ? units[at + 1] : null };
}
