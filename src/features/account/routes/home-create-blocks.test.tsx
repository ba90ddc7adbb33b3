/**
 * The home page's create buttons and team links follow the service period and the quota (spec
 * 000 §4, §6, 002 §4.6) for every staff role: disabled in validity 3 (not started) and 4
 * (expired) and at quota 0, with the role's tooltip (the sales line for managers and standalone
 * teachers, the campus administrator for organisation teachers).
 */
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { dayFrom } from '@mocks/db/random';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 120_000;

beforeAll(async () => {
  configure({ asyncUtilTimeout: 60_000 });
  await import('./home-page');
}, T);

type Role = 'manager' | 'principal' | 'teacher' | 'solo';
type Case = 'not started' | 'expired' | 'quota 0';

const user = (username: string) => db.users.findOne('username', username)!;
const sunshine = () => db.organizations.all().find((o) => o.name === 'Sunshine Coding School')!;
const day = (offset: number) => dayFrom(new Date(), offset);

/** Puts the role's service period or quota in the case. */
function arrange(role: Role, which: Case): void {
  if (role === 'solo') {
    const solo = user('solo');
    if (which === 'not started') db.users.update(solo.id, { courses_server_start: day(5), courses_server_end_date: day(300) });
    if (which === 'expired') db.users.update(solo.id, { courses_server_start: day(-300), courses_server_end_date: day(-1) });
    if (which === 'quota 0') db.users.update(solo.id, { max_team: 0, max_team_studios_num: 0 });
    return;
  }
  const org = sunshine();
  if (which === 'not started') db.organizations.update(org.id, { start_date: day(5), end_date: day(300) });
  if (which === 'expired') db.organizations.update(org.id, { start_date: day(-300), end_date: day(-1) });
  if (which === 'quota 0') {
    db.organizations.update(org.id, { max_team: 0, max_team_studios_num: 0 });
    for (const e of db.employees.findBy('org_id', org.id)) db.employees.update(e.id, { team_num: 0, sample_reels: 0 });
  }
}

const SALES = '400-000-0000';
const TOOLTIPS: Record<Case, Record<'sales' | 'admin', [team: string, portfolio: string]>> = {
  'not started': {
    sales: ['The cloud service has not started yet, please wait', 'The cloud service has not started yet, please wait'],
    admin: ['The cloud service has not started yet, please wait', 'The cloud service has not started yet, please wait'],
  },
  expired: {
    sales: [`The cloud service has expired; call the sales line ${SALES} to renew it`, `The cloud service has expired; call the sales line ${SALES} to renew it`],
    admin: ['The cloud service has expired; please tell your campus administrator', 'The cloud service has expired; please tell your campus administrator'],
  },
  'quota 0': {
    sales: [`The team limit has been reached; call the sales line ${SALES} to raise it`, `The portfolio limit has been reached; call the sales line ${SALES} to raise it`],
    admin: ['The team limit has been reached; please contact your campus administrator', 'The portfolio limit has been reached; please contact your campus administrator'],
  },
};
const AUDIENCE: Record<Role, 'sales' | 'admin'> = { manager: 'sales', principal: 'sales', teacher: 'admin', solo: 'sales' };

/** Both lists empty, so each section shows its empty state with the create button. */
function emptyLists(): void {
  const empty = () => HttpResponse.json({ results: [], count: 0 });
  server.use(http.get('*/api/v1/teams/', empty), http.get('*/api/v1/users/me/studios/', empty));
}

async function createButton(sectionId: string, name: string) {
  const section = await screen.findByTestId(sectionId);
  return within(section).findByRole('button', { name });
}

describe('create buttons on the home page', () => {
  const cases: [Role, Case][] = (['manager', 'principal', 'teacher', 'solo'] as const).flatMap((role) =>
    (['not started', 'expired', 'quota 0'] as const).map((which): [Role, Case] => [role, which]),
  );

  it.each(cases)('%s, %s: create team and create portfolio are disabled with the role’s tooltip', async (role, which) => {
    await signIn(role);
    arrange(role, which);
    emptyLists();
    renderApp('/account/home');
    const [teamTip, portfolioTip] = TOOLTIPS[which][AUDIENCE[role]];
    const team = await createButton('home-teams', 'Create team');
    expect(team).toBeDisabled();
    expect(team.closest('.tc-disabled-reason')).toHaveAccessibleDescription(teamTip);
    const portfolio = await createButton('home-portfolios', 'Create portfolio');
    expect(portfolio).toBeDisabled();
    expect(portfolio.closest('.tc-disabled-reason')).toHaveAccessibleDescription(portfolioTip);
  }, T);

  it.each(['manager', 'principal', 'teacher', 'solo'] as const)('%s with a valid service and quota left: both buttons work', async (role) => {
    await signIn(role);
    emptyLists();
    renderApp('/account/home');
    const team = await createButton('home-teams', 'Create team');
    expect(team).toBeEnabled();
    expect(team.closest('.tc-disabled-reason')).toBeNull();
    expect(await createButton('home-portfolios', 'Create portfolio')).toBeEnabled();
  }, T);
});

describe('team management links on the home page', () => {
  it('do not open while the service has expired, with the tooltip; they do once it is valid', async () => {
    await signIn('teacher');
    arrange('teacher', 'expired');
    renderApp('/account/home');
    const teams = await screen.findByTestId('home-teams');
    const courses = await within(teams).findAllByText('Courses');
    expect(within(teams).queryAllByRole('link', { name: /Courses/ })).toHaveLength(0);
    expect(courses[0].closest('.tc-disabled-reason')).toHaveAccessibleDescription('The cloud service has expired; please tell your campus administrator');
    // the tiles themselves do not lead to team management either
    expect(teams.querySelector('a[href^="/manage/team/"]')).toBeNull();
  }, T);

  it('open with a valid service', async () => {
    await signIn('teacher');
    renderApp('/account/home');
    const teams = await screen.findByTestId('home-teams');
    expect((await within(teams).findAllByRole('link', { name: 'Courses' }))[0]).toHaveAttribute('href', expect.stringMatching(/^\/manage\/team\/[A-Z]{6}\?type=courseManage$/));
  }, T);
});
