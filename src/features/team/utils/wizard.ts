/**
 * The creation wizard's state (spec 002 §4.2): step 0 info, step 1 the key type, step 2 done.
 * Next is disabled at step 0 until a name and a teacher are set and at step 1 until a key type
 * is chosen (the shared rule canAdvanceTeamWizard). Pure.
 */
import { canAdvanceTeamWizard } from '@/lib/validators/teams';
import type { SecretType, TeamCreatePayload } from '@/types/manage';

export type WizardStep = 0 | 1 | 2;

export interface WizardDraft {
  name: string;
  teacherIds: number[];
  description: string;
  cover: string;
  keyType: SecretType | null;
  /** question banks: on (2) or off (1) */
  oj: boolean;
  exam: boolean;
}

export function emptyDraft(teacherIds: number[], cover: string): WizardDraft {
  return { name: '', teacherIds, description: '', cover, keyType: null, oj: false, exam: false };
}

export function canGoOn(step: WizardStep, draft: WizardDraft): boolean {
  if (step === 2) return false;
  return canAdvanceTeamWizard(step, { name: draft.name, teacherIds: draft.teacherIds, keyType: draft.keyType });
}

export function createPayload(draft: WizardDraft, fromType?: string): TeamCreatePayload {
  return {
    name: draft.name.trim(),
    team_teacher: draft.teacherIds,
    description: draft.description.trim(),
    cover: draft.cover,
    key_type: draft.keyType ?? 'word',
    oj_platform: draft.oj ? 2 : 1,
    exam_platform: draft.exam ? 2 : 1,
    ...(fromType ? { from_type: fromType } : {}),
  };
}

/** Fields of step 0 that the server may refuse: an error on one of them sends the wizard back there. */
export const INFO_FIELDS = ['name', 'team_teacher', 'description', 'cover', 'oj_platform', 'exam_platform'] as const;
