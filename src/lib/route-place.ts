/**
 * Which of the two places a page is served in: the team pages serve "My management"
 * (/manage/team, default) and the management centre (/manageCenter/team, no header). The route
 * table's entry says it (`place`), so a page never guesses from its address.
 */
import { useMatches } from 'react-router-dom';
import type { TeamPlace } from './paths';

export type RoutePlace = TeamPlace;

/** The place of the entry being shown (its route handle carries the entry, src/app/route-table.tsx). */
export function useRoutePlace(): RoutePlace {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as { entry?: { place?: RoutePlace } } | undefined;
  return handle?.entry?.place ?? 'manage';
}
