import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { createTeamStudent } from '@mocks/rules/student-accounts';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const members = (code: string) => db.teamStudents.findBy('team_id', db.teams.findOne('code', code)!.id);
const screenCards = () => screen.getAllByRole('article').filter((card) => !card.closest('.card-print-root'));

async function open(path = '/manage/team/ABCDEF/logincode', username = 'teacher') {
  await signIn(username);
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: /Login cards/ }, FIRST);
  await waitFor(() => expect(screenCards().length).toBeGreaterThan(0), FIRST);
  return view;
}

describe('login cards', () => {
  it('shows 8 vertical cards a page with the word, name, code, team and link; 9 horizontal ones', { timeout: T }, async () => {
    const { router } = await open();
    expect(screenCards()).toHaveLength(8);
    const first = screen.getByRole('article', { name: 'Login card of Li Ming' });
    for (const text of ['apple', 'Li Ming', 'ABCDEF', 'Code Explorers', `${window.location.origin}/login/ABCDEF`]) expect(first).toHaveTextContent(text);
    expect(screen.getByText(`${members('ABCDEF').length} cards in total`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the students/ })).toHaveAttribute('href', '/manage/team/ABCDEF');
    fireEvent.click(screen.getByRole('radio', { name: 'Horizontal' }));
    await waitFor(() => expect(screenCards()).toHaveLength(9));
    expect(router.state.location.search).toBe('?layout=horizontal');
    expect(document.querySelector('.login-card--horizontal')).not.toBeNull();
  });

  it('puts the three steps on each card, the name on lines that never cut a word, and links the roster', { timeout: T }, async () => {
    await open('/manage/team/ABCDEF/logincode?page=3');
    const grace = screen.getByRole('article', { name: 'Login card of Grace Mitchell' });
    const steps = within(grace).getByRole('list', { name: 'How to sign in' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Open the link or scan the code', 'Find your name', 'Pick your word']);
    const lines = Array.from(grace.querySelectorAll('.login-card__name > span')).map((span) => span.textContent);
    expect(lines).toEqual(['Grace', 'Mitchell']);
    expect(grace.querySelector('.login-card__word')?.getAttribute('style')).toContain('--chars: 8');
    expect(screen.getByRole('link', { name: 'Roster' })).toHaveAttribute('href', '/manage/team/ABCDEF/logincode/roster');
  });

  it('shows the picture of a picture team', { timeout: T }, async () => {
    await open('/manage/team/PICTUR/logincode');
    const first = members('PICTUR')[0];
    const card = screen.getByRole('article', { name: `Login card of ${first.name}` });
    expect(within(card).getByRole('img', { name: first.secret_image.split('/').pop()!.replace('.svg', '') })).toHaveAttribute('src', first.secret_image);
    expect(card).toHaveTextContent('Pick your picture');
  });

  it('prints every card, nine to a page, and one card on its own', { timeout: T }, async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), FIRST);
    const sheets = Array.from(document.querySelectorAll('.card-print-root .card-sheet'));
    const count = members('ABCDEF').length;
    expect(sheets.map((s) => s.querySelectorAll('.login-card').length)).toEqual([9, 9, count - 18]);
    expect(document.querySelector('.card-print-root style')?.textContent).toContain('size: A4 portrait');
    fireEvent.click(screen.getByRole('button', { name: 'Print the card of Emma Wilson' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelectorAll('.card-print-root .login-card')).toHaveLength(1);
    expect(document.querySelector('.card-print-root')).toHaveTextContent('Emma Wilson');
    print.mockRestore();
  });

  it('exports the class’s logins as xlsx through the export call', { timeout: T }, async () => {
    let sent: { headers_name: string[]; data: Record<string, string>[]; filename: string } | null = null;
    server.use(
      http.post('*/api/v1/export/excel/', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return new HttpResponse(new Uint8Array([80, 75]), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export logins (xlsx)' }));
    await waitFor(() => expect(sent).not.toBeNull(), FIRST);
    expect(sent!.headers_name).toEqual(['Name', 'Team code', 'Login link', 'Login key']);
    expect(sent!.data).toHaveLength(members('ABCDEF').length);
    expect(sent!.data[0]).toEqual({ name: 'Li Ming', team: 'ABCDEF', link: `${window.location.origin}/login/ABCDEF`, key: 'apple' });
    expect(sent!.filename).toBe('Code Explorers ABCDEF logins');
  });

  it('says "fetch login cards failed" when the cards do not load', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teams/:team/login_cards/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    await signIn('teacher');
    renderApp('/manage/team/ABCDEF/logincode', { locale: 'zh-CN' });
    expect((await screen.findAllByText('获取登录卡出错', {}, FIRST)).length).toBeGreaterThan(0);
  });

  it('serves the centre’s managers without the header, back to the centre’s team page', { timeout: T }, async () => {
    await open('/manageCenter/team/ABCDEF/detail/logincode', 'manager');
    expect(screen.getByRole('link', { name: /Back to the students/ })).toHaveAttribute('href', '/manageCenter/team/ABCDEF/detail');
    expect(document.querySelector('.tc-header')).toBeNull();
  });

  it('says a team over 999 prints in parts, and prints the second part on its own (issue 27)', { timeout: T }, async () => {
    await signIn('teacher');
    const newbie = db.teams.findOne('code', 'NEWBIE')!;
    for (let i = 0; i < 1000; i += 1) createTeamStudent(newbie, `Big Class ${i}`);
    const total = members('NEWBIE').length;
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/v1/teams/:team/login_cards/', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return undefined;
      }),
    );
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await open('/manage/team/NEWBIE/logincode');
    expect(screen.getByText(`This team has ${total} students; one print takes at most 999 cards.`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/^Part 1: cards 1–999/)).toBeInTheDocument();
    const second = screen.getByText(new RegExp(`^Part 2: cards 1000–${total}`)).closest('li')!;
    fireEvent.click(within(second).getByRole('button', { name: /Print this part/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), FIRST);
    expect(document.querySelectorAll('.card-print-root .login-card')).toHaveLength(total - 999);
    expect(asked.some((q) => q.get('page') === '2' && q.get('page_size') === '999')).toBe(true);
    print.mockRestore();
  });
});
