import { describe, expect, it } from 'vitest';
import type { OrgStudent } from '@/types/manage';
import { editPatch } from './student-edit';

const STUDENT = {
  id: 5, name: 'Li Ming', username: 'student', secret_type: 'word', secret: 'apple', secret_image: '', is_freeze: false, allow_comments: true,
  is_set_password: true, created_at: '2025-01-01', version: 'v1', student_team: [{ id: 1, name: 'Code Explorers' }, { id: 3, name: 'Sprite Squad' }],
} satisfies OrgStudent;

describe('the edit-info patch of a campus student', () => {
  it('sends only the name when only the name changed: no team list read earlier goes back', () => {
    expect(editPatch(STUDENT, { name: ' Li Ming Jr ', student_team_id: [1, 3] })).toEqual({ name: 'Li Ming Jr' });
  });

  it('sends a changed team list with the version it read', () => {
    expect(editPatch(STUDENT, { name: 'Li Ming', student_team_id: [3] })).toEqual({ student_team_id: [3], version: 'v1' });
    expect(editPatch(STUDENT, { name: 'Ann', student_team_id: [3, 1, 4] })).toEqual({ name: 'Ann', student_team_id: [3, 1, 4], version: 'v1' });
  });

  it('sends nothing when nothing changed (the order of the teams aside)', () => {
    expect(editPatch(STUDENT, { name: 'Li Ming', student_team_id: [3, 1] })).toBeNull();
  });
});
