import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import type { User } from '@/types/user';
import { renderApp, signIn } from '@/test/render';
import { pageNavigation } from '../utils/question-bank';
import { loadModules } from '@/test/preload';
import { HOME_TWO_COLUMNS } from '../components/home-first-screen';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 120_000;

const section = (id: string) => screen.findByTestId(id);
const userId = (username: string) => db.users.findOne('username', username)!.id;

async function me(token: string): Promise<User> {
  const response = await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as User;
}

/** users/me answers this user (the signed-in one, changed). */
function serveMe(user: User) {
  server.use(http.get('*/api/v1/users/me/', () => HttpResponse.json(user)));
}

// Lazy chunks are transformed on first import: pay for it once, outside the timed queries.
beforeAll(async () => {
  // This page makes a dozen calls and renders six sections: on a shared 2-core machine under
  // load, the default 20 s wait is not always enough.
  configure({ asyncUtilTimeout: 60_000 });
  await Promise.all([import('./home-page'), import('@/app/layouts/header')]);
}, T);

afterEach(() => vi.restoreAllMocks());

describe('own home', () => {
  it("shows a teacher's profile, panels, data strip and every section", async () => {
    await signIn('teacher');
    const { router } = renderApp('/account/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Lin' })).toBeInTheDocument();
    expect(screen.getByTestId('org-badge')).toHaveTextContent('Sunshine');
    // the teacher has no student_name: no username line
    expect(screen.queryByText('teacher', { selector: '.tc-home-profile__username' })).not.toBeInTheDocument();

    // Sunshine and the teacher both have the exam and judge on
    expect(screen.getByRole('button', { name: 'Programming problems' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Objective problems' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Typing practice/ })).toBeInTheDocument();

    const strip = await section('home-data-strip');
    expect(within(strip).getByText('My data')).toBeInTheDocument();
    expect(await within(strip).findByText('Watched hours')).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/account/datacenter');

    for (const [id, title] of [
      ['home-works', 'My Works'],
      ['home-learning', 'Recent Learning'],
      ['home-portfolios', 'My Portfolios'],
      ['home-teams', 'My Teams'],
      ['home-favorites', 'My Favorites'],
    ]) {
      const s = await section(id);
      expect(within(s).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    }
    // 22 works: 18 tiles and a View More tile, with arrows
    const works = await section('home-works');
    await waitFor(() => expect(within(works).getAllByRole('listitem')).toHaveLength(19));
    expect(within(works).getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/manage/project');
    expect(within(works).getByRole('button', { name: 'My Works: scroll right' })).toBeInTheDocument();
    const teams = await section('home-teams');
    expect(await within(teams).findByText('Code Explorers')).toBeInTheDocument();
    expect(within(teams).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/manage/team');

    // the snap platform is on: the create button offers both platforms
    fireEvent.click(within(works).getByRole('button', { name: /Create project/ }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(await screen.findByText('Block-based platform'));
    expect(open).toHaveBeenCalledWith(EXTERNAL_LINKS.creation.blockPlatform, '_blank', 'noopener,noreferrer');

    const comments = await section('home-comments');
    expect(await within(comments).findByText(/comments$/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/home');
  }, T);

  it.each([
    ['wide window', true, { 'home-works': 6, 'home-learning': 6, 'home-portfolios': 5, 'home-teams': 0, 'home-favorites': 0 }],
    ['narrow window', false, { 'home-works': 0, 'home-learning': 0, 'home-portfolios': 0, 'home-teams': 0, 'home-favorites': 0 }],
  ])('%s: the covers of the first screen load at once, the others when they near the viewport (issue 31)', async (_, wide, eager) => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: wide && query === HOME_TWO_COLUMNS }));
    await signIn('teacher');
    renderApp('/account/home');
    for (const [id, count] of Object.entries(eager)) {
      const s = await section(id);
      await waitFor(() => expect(s.querySelectorAll('img.tc-home-tile__cover').length).toBeGreaterThan(count));
      const covers = [...s.querySelectorAll('img.tc-home-tile__cover')];
      // the first `count` tiles of the row, then every other one lazy
      expect(covers.map((img) => img.getAttribute('loading')), id).toEqual(covers.map((__, i) => (i < count ? 'eager' : 'lazy')));
    }
  }, T);

  it('shows the loading state, then a failed section with Retry while the others load', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/lms/projects/', async () => {
        await delay(300);
        return fail ? HttpResponse.json({ detail: 'Server exploded' }, { status: 500 }) : undefined;
      }),
    );
    await signIn('teacher');
    renderApp('/account/home');
    const works = await section('home-works');
    expect(works.querySelector('.ant-skeleton')).not.toBeNull();
    expect(await within(works).findByText('Failed to load')).toBeInTheDocument();
    // the global policy toasts the server's message
    expect((await screen.findAllByText('Server exploded')).length).toBeGreaterThan(0);
    expect(await within(await section('home-favorites')).findAllByRole('listitem')).not.toHaveLength(0);
    fail = false;
    fireEvent.click(within(works).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(works).getAllByRole('listitem')).toHaveLength(19));
  }, T);

  it("shows a student's name with the username under it, no teams, and logs panel clicks", async () => {
    await signIn('student');
    renderApp('/account/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Li Ming' })).toBeInTheDocument();
    expect(screen.getByText('student', { selector: '.tc-home-profile__username' })).toBeInTheDocument();

    // students do not see watched hours and courses
    const strip = await section('home-data-strip');
    expect(await within(strip).findByText('Online hours')).toBeInTheDocument();
    expect(within(strip).queryByText('Watched hours')).not.toBeInTheDocument();
    expect(within(strip).queryByText('Courses watched')).not.toBeInTheDocument();

    // students manage no teams
    expect(screen.queryByTestId('home-teams')).not.toBeInTheDocument();

    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(screen.getByRole('button', { name: /Typing practice/ }));
    expect(open).toHaveBeenCalledWith(EXTERNAL_LINKS.practice.typingPractice, '_blank', 'noopener,noreferrer');

    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Objective problems' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${EXTERNAL_LINKS.practice.objectiveExam}#.+`))));
    await waitFor(() =>
      expect(db.clickLogs.findBy('user_id', userId('student')).map((c) => `${c.kind}:${c.platform}`).sort()).toEqual(['exam:1', 'typing:1']),
    );
  }, T);

  it('gives a null-type user empty states and no create-project button, panels without the banks, no data strip', async () => {
    await signIn('visitor');
    renderApp('/account/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vicky Stone' })).toBeInTheDocument();
    expect(screen.queryByTestId('org-badge')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-data-strip')).not.toBeInTheDocument();
    expect(screen.queryByText('Question bank')).not.toBeInTheDocument();
    expect(screen.getByText('Other tools')).toBeInTheDocument();

    const works = await section('home-works');
    // no invitation to create without a create button (issue 29 point 13)
    expect(await within(works).findByText('No works yet')).toBeInTheDocument();
    expect(within(works).queryByText(/Create your first one/)).not.toBeInTheDocument();
    expect(within(works).queryByRole('button', { name: /Create project/ })).not.toBeInTheDocument();
    const portfolios = await section('home-portfolios');
    expect(await within(portfolios).findByTestId('empty-state')).toHaveTextContent(/^No portfolios yet$/);
    expect(within(portfolios).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-teams')).not.toBeInTheDocument();
  }, T);

  it('warns a cancelled student and asks for a team before creating a portfolio', async () => {
    const token = await signIn('student');
    const student = await me(token);
    serveMe({ ...student, student_name: '', super_team_count: 0 });
    server.use(http.get('*/api/v1/users/me/studios/', () => HttpResponse.json({ results: [], count: 0 })));
    renderApp('/account/home');
    expect(await screen.findByText(/Your account has been cancelled/)).toBeInTheDocument();
    const portfolios = await section('home-portfolios');
    fireEvent.click(await within(portfolios).findByRole('button', { name: 'Create portfolio' }));
    expect(await screen.findByText('Please create a team first, then create a portfolio')).toBeInTheDocument();
  }, T);

  it("leads a teacher's empty teams and portfolios to creating them", async () => {
    server.use(
      http.get('*/api/v1/teams/', () => HttpResponse.json({ results: [], count: 0 })),
      http.get('*/api/v1/users/me/studios/', () => HttpResponse.json({ results: [], count: 0 })),
    );
    await signIn('teacher');
    const { router } = renderApp('/account/home');
    const portfolios = await section('home-portfolios');
    // Where the button goes (the portfolio page then takes ?create=new out of the address, which
    // a busy machine may do before a check of the current address runs).
    const visited: string[] = [];
    const stop = router.subscribe((state) => visited.push(state.location.pathname + state.location.search));
    fireEvent.click(await within(portfolios).findByRole('button', { name: 'Create portfolio' }));
    await waitFor(() => expect(visited[0]).toBe('/manage/portfolio?create=new'));
    stop();

    await act(() => router.navigate('/account/home'));
    const teams = await section('home-teams');
    expect(await within(teams).findByText('No teams yet. Create a team to start teaching.')).toBeInTheDocument();
    fireEvent.click(within(teams).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/team'));
    expect(router.state.location.search).toBe('?create=new&page=1');
  }, T);

  it('opens the expired-service dialog instead of the data centre', async () => {
    await signIn('expired');
    renderApp('/account/home');
    const strip = await section('home-data-strip');
    fireEvent.click(await within(strip).findByRole('button', { name: /View All/ }));
    expect(await screen.findByText(/Please contact your campus administrator/)).toBeInTheDocument();
  }, T);
});

describe("another user's home", () => {
  it('is read-only with Ta titles, public works and the data centre link for a higher role', async () => {
    await signIn('teacher');
    const { router } = renderApp('/account/home/student');
    expect(await screen.findByRole('heading', { level: 1, name: 'Li Ming' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Li Ming' })).not.toBeInTheDocument();
    expect(screen.queryByText('Other tools')).not.toBeInTheDocument();
    expect(screen.queryByText('Question bank')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-portfolios')).not.toBeInTheDocument();
    expect(screen.queryByTestId('home-teams')).not.toBeInTheDocument();

    for (const [id, title] of [
      ['home-works', "Ta's Works"],
      ['home-learning', "Ta's Recent Learning"],
      ['home-favorites', "Ta's Favorites"],
    ]) {
      expect(within(await section(id)).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    }
    const works = await section('home-works');
    const publicCount = db.projects.findBy('owner_id', userId('student')).filter((p) => p.lms_public).length;
    await waitFor(() => expect(within(works).getAllByRole('listitem')).toHaveLength(Math.min(publicCount, 18)));
    expect(within(works).queryByRole('button', { name: /Create project/ })).not.toBeInTheDocument();

    const strip = await section('home-data-strip');
    expect(within(strip).getByText("Ta's data")).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/account/datacenter/student');
    expect(router.state.location.pathname).toBe('/account/home/student');
  }, T);

  it('keeps View All and, past 18 items, the View More tile on Works, Learning and Favorites', async () => {
    // Li Ming gets more than a home shows in each of the three lists.
    const student = userId('student');
    const now = Date.now();
    const at = (i: number) => new Date(now - i * 60_000).toISOString();
    const works = Array.from({ length: 20 }, (_, i) =>
      db.projects.insert({
        owner_id: student, title: `Shared game ${i}`, image: '', platform: 'scratch', lms_public: true,
        views: 0, loves: 0, favorites: 0, remixes: 0, shared_views: 0, created_at: at(i), updated_at: at(i),
      }),
    );
    works.forEach((p, i) => db.favorites.insert({ user_id: student, project_id: p.id, created_at: at(i) }));
    const course = db.courses.all()[0];
    for (let i = 0; i < 20; i++) {
      db.histories.insert({ user_id: student, resourcetype: 'CourseHistory', course: course.id, unit: null, project: null, updated_at: at(i) });
    }
    await signIn('teacher');
    renderApp('/account/home/student');
    const expected: [string, string, boolean][] = [
      ['home-works', 'https://community.teachingcloud.example/users/student/', true],
      ['home-learning', '/learnhistory?user=student', false],
      ['home-favorites', '/favorites?user=student', false],
    ];
    for (const [id, href, external] of expected) {
      const list = await section(id);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(19));
      const viewAll = within(list).getByRole('link', { name: /^View All/ });
      expect(viewAll).toHaveAttribute('href', href);
      const more = within(list).getByRole('link', { name: 'View More' });
      expect(more).toHaveAttribute('href', href);
      if (external) expect(more).toHaveAttribute('target', '_blank');
    }
  }, T);

  it('links to the followed portfolios: the own list on one’s home, Ta’s on another', async () => {
    await signIn('teacher');
    renderApp('/account/home');
    expect(await screen.findByRole('link', { name: 'My followed portfolios' })).toHaveAttribute('href', '/account/follow');
    cleanup();
    renderApp('/account/home/student');
    expect(await screen.findByRole('link', { name: "Ta's followed portfolios" })).toHaveAttribute('href', '/account/follow?user=student');
  }, T);

  it("gives a student no View All on a classmate's data: another user's data centre is a staff route", async () => {
    const classmate = db.users.get(db.teamStudents.findBy('team_id', db.teams.findOne('code', 'ABCDEF')!.id).find((s) => s.user_id !== userId('student'))!.user_id)!;
    await signIn('student');
    renderApp(`/account/home/${classmate.username}`);
    const strip = await section('home-data-strip');
    expect(await within(strip).findByText('Online hours')).toBeInTheDocument();
    expect(within(strip).queryByText('View All')).not.toBeInTheDocument();
  }, T);

  it("hides View All from a student viewing a teacher's data", async () => {
    await signIn('student');
    renderApp('/account/home/teacher');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sarah Lin' })).toBeInTheDocument();
    const strip = await section('home-data-strip');
    expect(await within(strip).findByText('Online hours')).toBeInTheDocument();
    expect(within(strip).queryByText('View All')).not.toBeInTheDocument();
  }, T);

  it('warns "no data for user" for an unknown username', async () => {
    await signIn('teacher');
    renderApp('/account/home/nobody-here');
    // the warning toast and the page's own empty state
    await waitFor(() => expect(screen.getAllByText('No data for user nobody-here')).toHaveLength(2));
    expect(screen.queryByTestId('home-works')).not.toBeInTheDocument();
  }, T);

  it('shows an error with Retry when the profile fails to load', async () => {
    server.use(
      http.get('*/api/v1/users/:id/', ({ params }) =>
        params.id === 'student' ? HttpResponse.json({ detail: 'Server exploded' }, { status: 500 }) : undefined,
      ),
    );
    await signIn('teacher');
    renderApp('/account/home/student');
    expect(await screen.findByText('The home page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  }, T);
});

describe('comments and anchors', () => {
  const threadsOf = (username: string) =>
    db.comments
      .findBy('target_user_id', userId(username))
      .filter((c) => c.parent_id === null && !c.deleted)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

  it('replaces the own username by /account/home, keeping the anchor, and opens the page of that comment', async () => {
    // a reply whose thread sits on page 2
    const thread = threadsOf('student')[10];
    const reply = db.comments.insert({
      target_user_id: userId('student'), author_id: userId('student'), parent_id: thread.id,
      content: 'A reply deep in the list', deleted: false, created_at: new Date().toISOString(),
    });
    await signIn('student');
    const { router } = renderApp(`/account/home/student#comments-${reply.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/home'));
    expect(router.state.location.hash).toBe(`#comments-${reply.id}`);
    const item = await screen.findByText('A reply deep in the list');
    expect(item.closest('li')).toHaveAttribute('data-highlighted', 'true');
    const comments = await section('home-comments');
    expect(comments.querySelector('.ant-pagination-item-active')).toHaveTextContent('2');
    // paging by hand still works; 10 threads a page
    fireEvent.click(comments.querySelector('.ant-pagination-item-1')!);
    await waitFor(() => expect(within(comments).getByText(threadsOf('student')[0].content)).toBeInTheDocument());
  }, T);

  it('warns when the anchored comment has been deleted', async () => {
    const deleted = db.comments.findBy('target_user_id', userId('student')).find((c) => c.deleted)!;
    await signIn('teacher');
    renderApp(`/account/home/student#comments-${deleted.id}`);
    expect(await screen.findByText('This comment has been deleted')).toBeInTheDocument();
    const comments = await section('home-comments');
    expect(await within(comments).findByText(threadsOf('student')[0].content)).toBeInTheDocument();
  }, T);
});
