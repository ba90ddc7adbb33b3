/**
 * Where the home page leads (spec 000 §2 "Other links from the home", 001 §2): View All targets,
 * item links of each section, and the create buttons' destinations.
 */
import { EXTERNAL_LINKS, projectEditorUrl } from '@/lib/external-links';
import { portfolioPath } from '@/lib/paths';
import type { LearningHistory } from '@/types/content';
import type { ProjectPlatform, Team } from '@/types/manage';
import type { Studio } from '@/types/portfolio';

export const HOME_LINKS = {
  works: '/manage/project',
  learning: '/learnhistory',
  favorites: '/favorites',
  course: '/course',
  teams: '/manage/team',
  createTeam: '/manage/team?create=new&page=1',
  portfolios: '/manage/portfolio',
  ownPortfolios: '/manage/ownportfolio',
} as const;

/** /course/{course}/{unit or 0} or /project/{project}; null when the record names neither. */
export function historyLink(h: Pick<LearningHistory, 'resourcetype' | 'course' | 'unit' | 'project'>): string | null {
  if (h.resourcetype === 'CourseHistory' && h.course != null) return `/course/${h.course}/${h.unit ?? 0}`;
  if (h.resourcetype === 'CourseProjectHistory' && h.project != null) return `/project/${h.project}`;
  return null;
}

/** Personal collections open their works tab; team and regional portfolios their detail. */
export function portfolioLink(s: Pick<Studio, 'id' | 'kind'>): string {
  return portfolioPath(s);
}

export function teamLink(t: Pick<Team, 'code'>): string {
  return `/manage/team/${t.code}`;
}

export function teamCoursesLink(t: Pick<Team, 'code'>): string {
  return `/manage/team/${t.code}/?type=courseManage`;
}

export function teamDataLink(t: Pick<Team, 'code' | 'id'>): string {
  return `/manage/team/${t.code}/datacenter?id=${t.id}`;
}

/** Another user's recent learning, favourites and followed portfolios: the read-only pages of them. */
export function otherLearningLink(username: string): string {
  return `${HOME_LINKS.learning}?user=${encodeURIComponent(username)}`;
}

export function otherFavoritesLink(username: string): string {
  return `${HOME_LINKS.favorites}?user=${encodeURIComponent(username)}`;
}

/** The followed personal portfolios: the viewer's own (/account/follow), or another user's. */
export function followsLink(username: string | null): string {
  return username ? `/account/follow?user=${encodeURIComponent(username)}` : '/account/follow';
}

/** The personal data centre: the viewer's own, or the viewed user's. */
export function dataCenterLink(username: string | null): string {
  return username ? `/account/datacenter/${encodeURIComponent(username)}` : '/account/datacenter';
}

export function homeLink(username: string): string {
  return `/account/home/${encodeURIComponent(username)}`;
}

/** The creation platform a work was made on, opened on that work. */
export function workEditorUrl(id: number, platform: ProjectPlatform): string {
  return projectEditorUrl(id, platform);
}

/** A shared work's page on the works community. */
export function communityProjectUrl(projectId: number): string {
  return `${EXTERNAL_LINKS.worksCommunity}project/${projectId}`;
}
