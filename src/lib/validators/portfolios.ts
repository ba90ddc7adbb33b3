/**
 * Portfolios and collections (001 §5, 002 §5), and inviting a member or curator by user name.
 *
 * Shared by the forms and the mock server: import only `@/types/*`, this folder and the pure
 * modules it re-exports (docs/architecture.md).
 */
import { type Check, firstInvalid, invalid } from './check';
import { checkVisibleText, isBlank, tooLong } from './text';

export const REGIONAL_PORTFOLIO_TITLE_MAX = 15;
export const REGIONAL_PORTFOLIO_DESCRIPTION_MAX = 200;
export const OWN_COLLECTION_TITLE_MAX = 24;
export const OWN_COLLECTION_DESCRIPTION_MAX = 100;
export const PORTFOLIO_NAME_MAX = 15;
export const PORTFOLIO_DESCRIPTION_MAX = 200;

function checkTitle(value: string, max: number): Check {
  if (isBlank(value)) return invalid('validation.portfolio.name.required');
  const hidden = checkVisibleText(value);
  if (hidden) return hidden;
  return tooLong(value, max, 'validation.portfolio.name.max');
}

export function checkRegionalPortfolioTitle(value: string): Check {
  return checkTitle(value, REGIONAL_PORTFOLIO_TITLE_MAX);
}

export function checkRegionalPortfolioDescription(value: string | null | undefined): Check {
  return tooLong(value, REGIONAL_PORTFOLIO_DESCRIPTION_MAX, 'validation.portfolio.description.max');
}

export function checkOwnCollectionTitle(value: string): Check {
  return checkTitle(value, OWN_COLLECTION_TITLE_MAX);
}

export function checkOwnCollectionDescription(value: string | null | undefined): Check {
  return tooLong(value, OWN_COLLECTION_DESCRIPTION_MAX, 'validation.portfolio.description.max');
}

/** Create/modify form of spec 002: 'please enter portfolio name', max 15. */
export function checkPortfolioName(value: string): Check {
  return checkTitle(value, PORTFOLIO_NAME_MAX);
}

export function checkPortfolioDescription(value: string | null | undefined): Check {
  return tooLong(value, PORTFOLIO_DESCRIPTION_MAX, 'validation.portfolio.description.max');
}

export function checkPortfolioCover(cover: string | null | undefined): Check {
  return isBlank(cover) ? invalid('validation.portfolio.cover.required') : null;
}

/** Regional portfolios have no team field. */
export function checkPortfolioTeam(team: string | number | null | undefined, regional: boolean): Check {
  if (regional) return null;
  return team == null || team === '' ? invalid('validation.portfolio.team.required') : null;
}

export interface PortfolioDraft {
  name: string;
  team?: string | number | null;
  regional: boolean;
}

/** Save is disabled without a name, or without a team for a non-regional portfolio. */
export function canSavePortfolio(draft: PortfolioDraft): boolean {
  return (
    firstInvalid(checkPortfolioName(draft.name), checkPortfolioTeam(draft.team, draft.regional)) === null
  );
}

export function normaliseInviteUsername(raw: string): string {
  return raw.trim();
}

/** Invite a member / curator by user name (001 and 002). */
export function checkInviteUsername(raw: string): Check {
  return normaliseInviteUsername(raw) === '' ? invalid('validation.invite.username.required') : null;
}

export function canInvite(raw: string): boolean {
  return checkInviteUsername(raw) === null;
}
