import { bareCountedNouns } from './counted-nouns';

describe('bareCountedNouns: a number before a plural noun without a plural form', () => {
  it('finds a bare count before a plural noun, with or without one word before the noun', () => {
    expect(bareCountedNouns('{count} teams in total')).toEqual(['{count} teams']);
    expect(bareCountedNouns('At most {max} characters')).toEqual(['{max} characters']);
    expect(bareCountedNouns('You have {count} public works')).toEqual(['{count} public works']);
    expect(bareCountedNouns('At most {max} teaching plans can be enabled')).toEqual(['{max} teaching plans']);
    expect(bareCountedNouns('{created} students created, {skipped} rows skipped')).toEqual(['{created} students', '{skipped} rows']);
    expect(bareCountedNouns('{n} children and {m} people')).toEqual(['{n} children', '{m} people']);
    expect(bareCountedNouns('Enter {min}-{max} characters')).toEqual(['{max} characters']);
  });

  it('accepts counts in plural forms, and placeholders before verbs, units and other words', () => {
    expect(bareCountedNouns('{count, plural, one {# team} other {# teams}} in total')).toEqual([]);
    expect(bareCountedNouns('{shown} of {total, plural, one {# row} other {# rows}} shown')).toEqual([]);
    expect(bareCountedNouns('{name} is already a member; {actor} invites you; {username} has been invited')).toEqual([]);
    expect(bareCountedNouns('{actor} turned comments off; {name} left the team; Team {name} already has a student')).toEqual([]);
    expect(bareCountedNouns('{n}s before resend, {hours} h, {minutes} min, {max} MB, {count} selected')).toEqual([]);
    expect(bareCountedNouns('{id} is not in this campus, {start} to {end}, {name} class, {name} status')).toEqual([]);
    expect(bareCountedNouns('Wrong card 3 times in a row')).toEqual([]);
    expect(bareCountedNouns('{name} projects; {file} exceeds 5M; {product} adapter connects')).toEqual([]);
  });
});
