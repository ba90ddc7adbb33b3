/**
 * What differs between the three kinds of portfolio (spec 001 §5, §9; 002 §5, §9): the list a
 * route shows, the text limits of the form and the inline editor, and the page sizes of works,
 * the add-works picker, members and activity.
 */
import type { Check } from '@/lib/validators/check';
import { checkOwnCollectionDescription, checkOwnCollectionTitle, checkPortfolioDescription, checkPortfolioName, checkRegionalPortfolioDescription, checkRegionalPortfolioTitle, OWN_COLLECTION_DESCRIPTION_MAX, OWN_COLLECTION_TITLE_MAX, PORTFOLIO_DESCRIPTION_MAX, PORTFOLIO_NAME_MAX, REGIONAL_PORTFOLIO_DESCRIPTION_MAX, REGIONAL_PORTFOLIO_TITLE_MAX } from '@/lib/validators/portfolios';
import type { StudioKind } from '@/types/portfolio';

/** The /manage/{type} of each portfolio list. */
export type PortfolioListType = 'ownportfolio' | 'portfolio' | 'areaPortfolio';

export const KIND_OF_LIST: Readonly<Record<PortfolioListType, StudioKind>> = {
  ownportfolio: 'personal',
  portfolio: 'team',
  areaPortfolio: 'area',
};

export function listTypeOf(pathname: string): PortfolioListType {
  const type = /^\/manage\/([^/?#]+)/.exec(pathname)?.[1];
  return type === 'ownportfolio' || type === 'areaPortfolio' ? type : 'portfolio';
}

export interface TextRules {
  titleMax: number;
  descriptionMax: number;
  title: (value: string) => Check;
  description: (value: string) => Check;
}

/** Own collections 24/100 (001 §5); team-linked 15/200 (002 §5); regional 15/200 (001 §5). */
export const TEXT_RULES: Readonly<Record<StudioKind, TextRules>> = {
  personal: { titleMax: OWN_COLLECTION_TITLE_MAX, descriptionMax: OWN_COLLECTION_DESCRIPTION_MAX, title: checkOwnCollectionTitle, description: checkOwnCollectionDescription },
  team: { titleMax: PORTFOLIO_NAME_MAX, descriptionMax: PORTFOLIO_DESCRIPTION_MAX, title: checkPortfolioName, description: checkPortfolioDescription },
  area: { titleMax: REGIONAL_PORTFOLIO_TITLE_MAX, descriptionMax: REGIONAL_PORTFOLIO_DESCRIPTION_MAX, title: checkRegionalPortfolioTitle, description: checkRegionalPortfolioDescription },
};

/** 001 §9: works 18 a page (team collections and personal ones), 20 on regional portfolios. */
export const WORKS_PAGE_SIZE: Readonly<Record<StudioKind, number>> = { personal: 18, team: 18, area: 20 };

/** The add-works picker: 8 a page on personal collections (001 §7), 6 in the add-project dialog (002 §9). */
export const PICKER_PAGE_SIZE: Readonly<Record<StudioKind, number>> = { personal: 8, team: 6, area: 6 };

/** 002 §9: the selected-projects strip shows 4 a page. */
export const SELECTED_STRIP_SIZE = 4;

/** 002 §9 and 001 §9: regional member table 10 a page; team-linked list 20 (by works, most first); personal list 12 more each time. */
export const REGIONAL_MEMBERS_PAGE_SIZE = 10;
export const TEAM_MEMBERS_PAGE_SIZE = 20;
export const TEAM_MEMBERS_ORDER = '-project_num';
export const PERSONAL_MEMBERS_STEP = 12;

/** 001 §9: activity 8 or 10 a page, user-changeable: 10 on regional portfolios, 8 elsewhere. */
export const ACTIVITY_PAGE_SIZE: Readonly<Record<StudioKind, number>> = { personal: 8, team: 8, area: 10 };
export const ACTIVITY_PAGE_SIZES = [8, 10, 20, 50] as const;

/** The latest-activity panel beside the tabs. */
export const LATEST_ACTIVITY_COUNT = 5;

/** 001 §9: the return to the list after deleting (the undo window of a removal: UNDO_WINDOW_MS, lib/undo-queue). */
export const DELETE_REDIRECT_MS = 1000;

/** The team picker (002 §5): with an organisation the teams the viewer created; without one, their own teams. */
export function pickableTeams<T extends { is_now_create: boolean }>(teams: readonly T[], hasOrganization: boolean): T[] {
  return hasOrganization ? teams.filter((t) => t.is_now_create) : [...teams];
}
