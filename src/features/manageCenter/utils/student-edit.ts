/**
 * What "Edit info" of a campus student sends (issue 25: no save undoes a change it did not show):
 * only the fields the manager changed. The teams go as a whole list, so a change of them carries
 * the version the dialog read, and the server refuses it (409) when the student changed since.
 */
import type { OrgStudent, OrgStudentPatch } from '@/types/manage';

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/** The patch of the edit, or null when nothing changed. */
export function editPatch(editing: OrgStudent, values: { name: string; student_team_id: number[] }): OrgStudentPatch | null {
  const patch: OrgStudentPatch = {};
  const name = values.name.trim();
  if (name !== editing.name) patch.name = name;
  const teams = editing.student_team.map((team) => team.id);
  if (!sameIds(values.student_team_id, teams)) Object.assign(patch, { student_team_id: values.student_team_id, version: editing.version });
  return Object.keys(patch).length > 0 ? patch : null;
}
