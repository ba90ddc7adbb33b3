import { beforeEach, describe, expect, it } from 'vitest';
import { chosenTeam, rememberedTeam, rememberTeam } from './team-choice';

describe('the remembered team (spec 002 §2.9)', () => {
  beforeEach(() => localStorage.clear());
  const teams = [{ id: 3 }, { id: 7 }, { id: 9 }];

  it('is per user', () => {
    rememberTeam(1, 7);
    rememberTeam(2, 9);
    expect(rememberedTeam(1)).toBe(7);
    expect(rememberedTeam(2)).toBe(9);
    expect(rememberedTeam(3)).toBeNull();
  });

  it('falls back to the first team when none was chosen, or the chosen one is gone', () => {
    expect(chosenTeam(teams, null)).toEqual({ id: 3 });
    expect(chosenTeam(teams, 7)).toEqual({ id: 7 });
    expect(chosenTeam(teams, 42)).toEqual({ id: 3 });
    expect(chosenTeam([], 7)).toBeNull();
  });

  it('ignores a stored value that is not a team id', () => {
    localStorage.setItem('tc.campusData.team.1', 'abc');
    expect(rememberedTeam(1)).toBeNull();
  });
});
