import { formatMessage, pluralChoices, pluralNames, pluralNoun } from './format-message';

const TEAMS = '{count, plural, =0 {No teams} one {# team in total} other {# teams in total}}';

describe('formatMessage', () => {
  it('fills placeholders as before', () => {
    expect(formatMessage('Hello {name}, {n} left', { name: 'Li', n: 3 }, 'en-US')).toBe('Hello Li, 3 left');
    expect(formatMessage('Hello {name}', undefined, 'en-US')).toBe('Hello {name}');
    expect(formatMessage('Hello {missing}', { name: 'Li' }, 'en-US')).toBe('Hello {missing}');
  });

  it.each([
    [0, 'No teams'],
    [1, '1 team in total'],
    [2, '2 teams in total'],
    [21, '21 teams in total'],
  ])('picks the English form for %i', (count, text) => {
    expect(formatMessage(TEAMS, { count }, 'en-US')).toBe(text);
  });

  it('has one form in Chinese', () => {
    const zh = '共 {count, plural, other {# 个班级}}';
    expect(formatMessage(zh, { count: 1 }, 'zh-CN')).toBe('共 1 个班级');
    expect(formatMessage(zh, { count: 5 }, 'zh-CN')).toBe('共 5 个班级');
  });

  it('fills placeholders inside a choice and around it', () => {
    const template = '{name}: {count, plural, one {# card of {team}} other {# cards of {team}}}!';
    expect(formatMessage(template, { name: 'A', count: 1, team: 'ABCDEF' }, 'en-US')).toBe('A: 1 card of ABCDEF!');
    expect(formatMessage(template, { name: 'A', count: 30, team: 'ABCDEF' }, 'en-US')).toBe('A: 30 cards of ABCDEF!');
  });

  it('takes two plurals in one message', () => {
    const template = '{a, plural, one {# sheet} other {# sheets}}, {b, plural, one {# camera} other {# cameras}}';
    expect(formatMessage(template, { a: 30, b: 1 }, 'en-US')).toBe('30 sheets, 1 camera');
  });

  it('leaves a plural without its number as written', () => {
    expect(formatMessage(TEAMS, { other: 1 }, 'en-US')).toBe(TEAMS);
  });

  it('reads the choices and names of a plural', () => {
    expect([...(pluralChoices(' one {# a} other {# b}') ?? new Map()).keys()]).toEqual(['one', 'other']);
    expect(pluralChoices(' one {# a}')).toBeNull();
    expect(pluralChoices(' one # a} other {b}')).toBeNull();
    expect(pluralNames(`${TEAMS} and {x, plural, other {#}}`)).toEqual(['count', 'x']);
  });

  it('selects by a word: English articles', () => {
    const template = 'Become {role, select, assistant {an assistant} other {a participant}} of {name}';
    expect(formatMessage(template, { role: 'assistant', name: 'X' }, 'en-US')).toBe('Become an assistant of X');
    expect(formatMessage(template, { role: 'participant', name: 'X' }, 'en-US')).toBe('Become a participant of X');
    expect(pluralNames(template)).toEqual(['role']);
  });

  it.each([
    ['sheet', 30, 'sheets'],
    ['sheet', 1, 'sheet'],
    ['camera', 15, 'cameras'],
    ['box', 2, 'boxes'],
    ['battery', 4, 'batteries'],
    ['key', 2, 'keys'],
    ['张', 30, '张'],
  ])('counts %j × %i as %j in English', (noun, count, plural) => {
    expect(pluralNoun(noun, count, 'en-US')).toBe(plural);
  });

  it('leaves a counted noun as it is in Chinese', () => {
    expect(pluralNoun('sheet', 30, 'zh-CN')).toBe('sheet');
  });
});
