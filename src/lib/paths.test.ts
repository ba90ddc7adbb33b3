import { backLink, exclusiveLink, loginCardLink, rosterLink, teamDetailLink, teamReportLink, viewOf } from './paths';

const team = { code: 'ABCDEF', id: 1 };

describe('team links', () => {
  it.each([
    ['/manage/team/ABCDEF', '', 'manage', 'students'],
    ['/manage/team/ABCDEF', 'type=courseManage', 'manage', 'courses'],
    ['/manage/team/ABCDEF', 'courseManage', 'manage', 'courses'],
    ['/manage/team/ABCDEF', 'courseManage=1', 'manage', 'courses'],
    ['/manage/team/ABCDEF', 'type=students', 'manage', 'students'],
    ['/manageCenter/team/ABCDEF/detail', '', 'centre', 'students'],
    ['/manageCenter/team/courseManage/ABCDEF', '', 'centre', 'courses'],
  ])('%s?%s (the %s place) shows the %s view', (path, query, _place, view) => {
    expect(viewOf(path, new URLSearchParams(query))).toBe(view);
  });

  it.each([
    ['manage', 'students', '/manage/team/ABCDEF', '/manage/team/ABCDEF/logincode'],
    ['manage', 'courses', '/manage/team/ABCDEF?type=courseManage', '/manage/team/ABCDEF/logincode'],
    ['centre', 'students', '/manageCenter/team/ABCDEF/detail', '/manageCenter/team/ABCDEF/detail/logincode'],
    ['centre', 'courses', '/manageCenter/team/courseManage/ABCDEF', '/manageCenter/team/ABCDEF/detail/logincode'],
  ] as const)('%s %s → %s, cards at %s', (place, view, detail, cards) => {
    expect(teamDetailLink(team, place, view)).toBe(detail);
    expect(loginCardLink(team, place)).toBe(cards);
    expect(rosterLink(team, place)).toBe(`${cards}/roster`);
  });

  it('links the report with the centre marker and the exclusive link on the origin', () => {
    expect(teamReportLink(team, 'manage')).toBe('/manage/team/ABCDEF/datacenter?id=1');
    expect(teamReportLink(team, 'centre')).toBe('/manage/team/ABCDEF/datacenter?id=1&isManagerCenter=true');
    expect(exclusiveLink('https://cloud.example.edu/', team)).toBe('https://cloud.example.edu/login/ABCDEF');
  });

  it.each([
    ['centre', { back: '/manageCenter/team?page=3&search=robot' }, '/manageCenter/team?page=3&search=robot'],
    ['centre', { back: '/manageCenter/team' }, '/manageCenter/team'],
    ['centre', { back: 'https://evil.example/' }, '/manageCenter/team'],
    ['centre', { back: '/manage/team?page=2' }, '/manageCenter/team'],
    ['centre', null, '/manageCenter/team'],
    ['manage', { back: '/manage/team?page=2' }, '/manage/team?page=2'],
    ['manage', undefined, '/manage/team'],
  ] as const)('back from the %s with state %o → %s', (place, state, expected) => {
    expect(backLink(place, state)).toBe(expected);
  });
});
