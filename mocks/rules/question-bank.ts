/**
 * The question-bank hand-off (spec 000 §2, §6): a bank opens only when both the organisation
 * and the team have it on (platform value 2): the exam needs exam_platform 2, the judge
 * oj_platform 2. The team's values are those of the user's team_data (a student's team; for
 * staff, their campus's), as the home page's panel shows them.
 */
import type { Identity } from './identity';
import { teamData } from './user-view';

const PLATFORM_ON = 2;

export function questionBankOpen(me: Identity, kind: 'exam' | 'judge'): boolean {
  const field = kind === 'exam' ? 'exam_platform' : 'oj_platform';
  return me.campusStatus === '1' && me.org?.[field] === PLATFORM_ON && teamData(me)[field] === PLATFORM_ON;
}
