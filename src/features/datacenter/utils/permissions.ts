/**
 * Who sees whose data center, and which sections it shows (spec 000 §2, §6). Built on the
 * role rules of lib/access.ts; the server checks the same again.
 */
import {
  canSeeManageCentre,
  canSeeOrgTeamReportLink,
  canSeeTeamReport,
  canSeeCourseStats,
  canSeeOutstandingWorks,
  canSeeUsageRankings,
  canViewDataCenterOf,
  isStaff,
  organizationOf,
  worksSeriesField,
} from '@/lib/access';
import type { TeamAnalytics, WorksSort } from '@/types/analytics';
import type { PublicUser, User } from '@/types/user';

type Viewer = Pick<User, 'username' | 'user_type' | 'organization_data'>;
type Viewed = Pick<PublicUser, 'username' | 'user_type' | 'organization_data'>;

export function isOwnDataCenter(viewer: Pick<User, 'username'>, username: string | undefined): boolean {
  return !username || username === viewer.username;
}

/**
 * Everyone opens their own. Another user's needs a teacher or manager of a campus with the
 * personal data center, the viewed user in the same campus, and an equal or higher role.
 * (Students never get here: /account/datacenter/:username is a staff route.)
 */
export function canOpenDataCenterOf(viewer: Viewer, viewed: Viewed): boolean {
  if (viewer.username === viewed.username) return true;
  const sameCampus = organizationOf(viewer)?.id != null && organizationOf(viewer)?.id === organizationOf(viewed)?.id;
  return isStaff(viewer) && sameCampus && canViewDataCenterOf(viewer, viewed.user_type);
}

export interface DataCenterSections {
  /** watched hours and courses watched in the stat bar */
  courseStats: boolean;
  courseRanking: boolean;
  extensionRanking: boolean;
  outstandingWorks: boolean;
  /** the works chart's series beside views: shared views for students, remixes for others */
  worksSeries: 'shared_views' | 'remixes';
}

export function sectionsFor(viewed: Pick<User, 'user_type'>): DataCenterSections {
  return {
    courseStats: canSeeCourseStats(viewed),
    courseRanking: canSeeUsageRankings(viewed),
    extensionRanking: canSeeUsageRankings(viewed),
    outstandingWorks: canSeeOutstandingWorks(viewed),
    worksSeries: worksSeriesField(viewed),
  };
}

/** The works ranking's sort choices; views first (the default, spec 002 §4.5). */
export function worksSortOptions(sections: Pick<DataCenterSections, 'worksSeries'>): WorksSort[] {
  return ['views', sections.worksSeries, 'loves', 'favorites'];
}

/**
 * The team data report (spec 002 §2.6, §6 "Team data report: same teacher rules"): from the
 * management centre, a manager of the team's campus when the campus has the organisation data
 * option; otherwise the teacher rules (on a campus, teams the viewer created; a standalone
 * teacher, all theirs).
 */
export function canOpenTeamReport(
  viewer: Pick<User, 'user_type' | 'organization_data'>,
  team: Pick<TeamAnalytics, 'is_now_create' | 'campus_id'>,
  fromManageCentre: boolean,
): boolean {
  if (fromManageCentre) {
    const org = organizationOf(viewer);
    return canSeeManageCentre(viewer) && canSeeOrgTeamReportLink(org) && org?.id === team.campus_id;
  }
  return canSeeTeamReport(viewer, team);
}
