/**
 * The team tab remembers each user's last team in local storage (spec 002 §2.9), so a manager
 * who comes back finds the same team; a team that is gone (or a choice never made) falls back
 * to the first of the list.
 */
const keyOf = (userId: number) => `tc.campusData.team.${userId}`;

export function rememberedTeam(userId: number): number | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function rememberTeam(userId: number, teamId: number): void {
  try {
    localStorage.setItem(keyOf(userId), String(teamId));
  } catch {
    // storage unavailable (private mode): the choice holds for this visit only
  }
}

/** The remembered team when it is still in the list, else the first team; null without teams. */
export function chosenTeam<T extends { id: number }>(teams: readonly T[], remembered: number | null): T | null {
  return teams.find((t) => t.id === remembered) ?? teams[0] ?? null;
}
