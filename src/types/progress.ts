/** A team's progress grid (issue 32): its students × the units of its visible courses. */

/** One unit column of the grid. */
export interface ProgressUnit {
  id: number;
  title: string;
}

/** One course of the grid: its units, in the course's order. */
export interface ProgressCourse {
  id: number;
  title: string;
  units: ProgressUnit[];
}

/** A project a student submitted for a unit. */
export interface ProgressProject {
  id: number;
  title: string;
}

/** One cell: a student on a unit. Only units the student has a record of are sent. */
export interface ProgressCell {
  unit: number;
  /** the student opened the unit (a learning history or a viewing) */
  opened: boolean;
  /** seconds spent viewing the unit */
  seconds: number;
  /** ISO time of the last visit; null when never */
  last_visit: string | null;
  projects: ProgressProject[];
}

/** One row: a student of the team with their cells. */
export interface ProgressStudent {
  /** the student's user id */
  id: number;
  name: string;
  username: string;
  /** units opened, out of the grid's units */
  opened: number;
  cells: ProgressCell[];
}

/** GET /api/v1/team/{code}/progress/ */
export interface TeamProgress {
  team: { code: string; name: string };
  courses: ProgressCourse[];
  students: ProgressStudent[];
}
