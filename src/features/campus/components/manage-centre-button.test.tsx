import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { server } from '@mocks/node';
import type { User } from '@/types/user';
import { renderApp, signIn } from '@/test/render';
import { JUST_SIGNED_IN_KEY } from './expiry-tip';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

async function me(token: string): Promise<User> {
  const response = await fetch('http://localhost/api/v1/users/me/', { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as User;
}

const manageCentre = () => screen.findByLabelText(/^Manage centre:/);

describe('manage-centre button', () => {
  it('is normal for a manager with a valid service and absent for a teacher', async () => {
    await signIn('manager');
    const first = renderApp('/course');
    const button = await manageCentre();
    expect(button).toHaveAttribute('data-tone', 'normal');
    expect(button).toHaveAttribute('href', '/manageCenter');
    expect(button).toHaveAccessibleName(/Service valid until/);
    first.unmount();

    await signIn('teacher');
    renderApp('/course');
    expect(await screen.findByLabelText(/^Account menu for/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Manage centre:/)).not.toBeInTheDocument();
  }, 120_000);

  it('is orange while the service is expiring (Riverside ends in 5 days)', async () => {
    await signIn('expiring');
    renderApp('/course');
    const button = await manageCentre();
    expect(button).toHaveAttribute('data-tone', 'orange');
    expect(button).toHaveAccessibleName(/Service expires in 5 days/);
  }, 120_000);

  it('is red for a manager whose campus service has ended', async () => {
    const token = await signIn('manager');
    const user = await me(token);
    const ended = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    server.use(http.get('*/api/v1/users/me/', () => HttpResponse.json({ ...user, courses_server_end_date: ended })));
    renderApp('/course');
    const button = await manageCentre();
    expect(button).toHaveAttribute('data-tone', 'red');
    expect(button).toHaveAccessibleName(/Service expired on/);
  }, 120_000);
});

describe('expiry tip', () => {
  afterEach(() => vi.useRealTimers());

  it('shows for 10 seconds right after signing in during the final 10 days, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signIn('expiring');
    sessionStorage.setItem(JUST_SIGNED_IN_KEY, '1');
    renderApp('/course');
    expect(await screen.findByText(/Your service expires in 5 days\. To renew, call the sales line/)).toBeInTheDocument();
    expect(sessionStorage.getItem(JUST_SIGNED_IN_KEY)).toBeNull();

    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText(/Your service expires in 5 days/)).not.toBeInTheDocument();
  }, 120_000);

  it('does not show without a fresh sign-in', async () => {
    await signIn('expiring');
    renderApp('/course');
    expect(await manageCentre()).toBeInTheDocument();
    expect(screen.queryByText(/Your service expires in 5 days/)).not.toBeInTheDocument();
  }, 120_000);
});
