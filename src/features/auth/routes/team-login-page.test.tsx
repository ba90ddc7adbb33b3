import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { server } from '@mocks/node';
import { renderApp } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

// The machine running these is shared and slow: lazy routes and antd need time.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

// Transform the lazily loaded pages once, before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([import('./team-login-page'), import('./login-page')]);
});

/** Skips user-event's pointer-events check: getComputedStyle over antd's many style tags is slow in jsdom. */
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

const cardList = () => screen.getByRole('list', { name: /Pick your card/ });

async function openCardsOf(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  await screen.findByRole('list', { name: /Pick your card/ });
  return within(cardList()).getAllByRole('button');
}

function wrongCard(cards: HTMLElement[]): HTMLElement {
  const wrong = cards.find((card) => card.textContent !== 'apple');
  if (!wrong) throw new Error('no wrong card');
  return wrong;
}

describe('/login/{code}', () => {
  it('signs Li Ming in with the keyboard alone: Tab to a name, Enter, Tab to a card, Enter', async () => {
    const user = setupUser();
    const { router } = renderApp('/login/abcdef');
    await screen.findByRole('heading', { name: 'Code Explorers' });
    const liMing = await screen.findByRole('button', { name: 'Li Ming' });
    for (let i = 0; i < 40 && document.activeElement !== liMing; i++) await user.tab();
    expect(liMing).toHaveFocus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Hi Li Ming! Pick your card' });
    await waitFor(() => expect(heading).toHaveFocus());
    const apple = within(cardList()).getByRole('button', { name: 'apple' });
    for (let i = 0; i < 12 && document.activeElement !== apple; i++) await user.tab();
    expect(apple).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/account/));
    expect(sessionStorage.getItem('tc.token')).toBeTruthy();
  });

  it('shows a wrong card inline, locks the name after 3 wrong cards in a row, and goes back to names', async () => {
    const user = setupUser();
    renderApp('/login/ABCDEF');
    const cards = await openCardsOf(user, 'Emma Wilson');
    const wrong = wrongCard(cards.filter((c) => c.textContent !== 'banana'));

    await user.click(wrong);
    expect(await screen.findByText('Wrong card, 2 tries left before this name is locked for 1 minute')).toBeInTheDocument();
    await user.click(wrong);
    expect(await screen.findByText('Wrong card, 1 try left before this name is locked for 1 minute')).toBeInTheDocument();
    await user.click(wrong);
    expect(
      await screen.findByText('Wrong card 3 times in a row: this name is locked for 1 minute, try again later'),
    ).toBeInTheDocument();
    await user.click(within(cardList()).getByRole('button', { name: 'banana' }));
    expect(await screen.findByText(/^Too many wrong cards: this name is locked, try again in \d+ seconds$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Back to names/ }));
    expect(await screen.findByRole('heading', { name: 'Pick your name' })).toHaveFocus();
  });

  it('shows a frozen account as a warning', async () => {
    server.use(
      http.post('*/api/v1/login/', () =>
        HttpResponse.json({ secret: ['This account is frozen, please contact your teacher'] }, { status: 400 }),
      ),
    );
    const user = setupUser();
    renderApp('/login/ABCDEF');
    await user.click((await openCardsOf(user, 'Li Ming'))[0]);
    const text = await screen.findByText('This account is frozen, please contact your teacher');
    expect(text.closest('.ant-message-notice')).toHaveClass('ant-message-notice-warning');
  });

  it('shows a `message` answer as an error and starts over after 2 seconds', async () => {
    server.use(
      http.post('*/api/v1/login/', () => HttpResponse.json({ message: 'No student with this name in the team' }, { status: 400 })),
    );
    const user = setupUser();
    renderApp('/login/ABCDEF');
    await user.click((await openCardsOf(user, 'Li Ming'))[0]);
    const text = await screen.findByText('No student with this name in the team');
    expect(text.closest('.ant-message-notice')).toHaveClass('ant-message-notice-error');
    expect(await screen.findByRole('heading', { name: 'Pick your name' })).toBeInTheDocument();
  });

  it.each([
    ['offline', () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false), 'Operation failed, try again later'],
    [
      'a 500',
      () => server.use(http.post('*/api/v1/login/', () => HttpResponse.json({ detail: 'server trouble' }, { status: 500 }))),
      'server trouble',
    ],
  ])('shows %s inline under the cards', async (_name, arrange, text) => {
    const user = setupUser();
    renderApp('/login/ABCDEF');
    const cards = await openCardsOf(user, 'Li Ming');
    arrange();
    await user.click(cards[0]);
    expect(await screen.findByText(text, { selector: '.ant-alert *' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('shows the lookup failure dialog for an unknown code and for a malformed one', async () => {
    const { unmount } = renderApp('/login/ZZZZZZ');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Get team info failed, check the 6 capital-letter code; students ask their teacher, teachers send the exclusive link.',
      ),
    ).toBeInTheDocument();
    unmount();
    document.body.innerHTML = '';

    const user = setupUser();
    const { router } = renderApp('/login/AB');
    await screen.findByRole('dialog');
    await user.click(screen.getAllByRole('button', { name: 'Use another team code' })[0]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=code'));
  });

  it('shows picture cards whose names do not give the picture away', async () => {
    const user = setupUser();
    renderApp('/login/PICTUR');
    const cards = await openCardsOf(user, 'Chloe Parker');
    expect(cards).toHaveLength(9);
    const images = within(cardList()).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(
      Array.from({ length: 9 }, (_, i) => `Picture card ${i + 1}`),
    );
    expect(images.every((img) => img.getAttribute('src')?.startsWith('/cards/'))).toBe(true);
  });

  it('has no serious or critical axe violation on the names and on the cards', async () => {
    const user = setupUser();
    const { container } = renderApp('/login/ABCDEF');
    await screen.findByRole('button', { name: 'Li Ming' });
    const check = async () => {
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await check()).toEqual([]);
    await openCardsOf(user, 'Li Ming');
    expect(await check()).toEqual([]);
  });
});
