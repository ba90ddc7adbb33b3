/**
 * Finding the team a call is about, with the caller's right to it: a team outside the caller's
 * world answers 404 ("team not found", spec 002 §8), one they may open but not act on that way 403.
 */
import type { TeamRecord } from '../db/schema';
import type { Message } from '../messages/define';
import { teamMessages } from '../messages/teams';
import type { Identity } from '../rules/identity';
import { canOpenTeam, teamByIdOrCode } from '../rules/team-access';
import { errors, type Answer } from './http';

export type TeamLookup = { team: TeamRecord; refusal?: undefined } | { team?: undefined; refusal: Answer };

export function lookupTeam(
  me: Identity,
  idOrCode: string,
  allowed: (me: Identity, team: TeamRecord) => boolean = canOpenTeam,
  denied: Message = teamMessages.notYourTeam,
): TeamLookup {
  const team = teamByIdOrCode(idOrCode);
  if (!team || !canOpenTeam(me, team)) return { refusal: errors.notFound(teamMessages.teamNotFound) };
  return allowed(me, team) ? { team } : { refusal: errors.forbidden(denied) };
}
