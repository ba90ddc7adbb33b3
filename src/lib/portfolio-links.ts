/**
 * Where a portfolio lives (spec 001 §2 "Portfolios"): personal collections at
 * /manage/ownportfolio/{id}/project (members /manage, activity /activity); team-linked ones at
 * /manage/portfolio/{id}; regional ones with ?type=area; toMember=1 opens the member tab; the
 * activity table at /manage/portfolio/{id}/activity/?isArea=true|false. And the list each kind
 * belongs to, where the page returns after deleting one.
 */
import type { StudioKind } from '@/types/portfolio';

type Where = { id: number; kind: StudioKind };

export const PORTFOLIO_LIST_PATHS: Readonly<Record<StudioKind, string>> = {
  personal: '/manage/ownportfolio',
  team: '/manage/portfolio',
  area: '/manage/areaPortfolio',
};

export function portfolioPath({ id, kind }: Where, tab: 'works' | 'members' = 'works'): string {
  if (kind === 'personal') return `/manage/ownportfolio/${id}/${tab === 'members' ? 'manage' : 'project'}`;
  const query = [kind === 'area' ? 'type=area' : '', tab === 'members' ? 'toMember=1' : ''].filter(Boolean).join('&');
  return query ? `/manage/portfolio/${id}?${query}` : `/manage/portfolio/${id}`;
}

export function portfolioActivityPath({ id, kind }: Where): string {
  if (kind === 'personal') return `/manage/ownportfolio/${id}/activity`;
  return `/manage/portfolio/${id}/activity/?isArea=${kind === 'area'}`;
}
