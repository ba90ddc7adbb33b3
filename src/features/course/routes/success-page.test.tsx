import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { loadModules } from '@/test/preload';
import { AUTHORIZED_MESSAGE } from './success-page';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 120_000;
const FIRST = { timeout: 60_000 };

function fakeOpener() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true, writable: true });
  return postMessage;
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

describe('/successPage', () => {
  it('shows the success and posts the query to the opener, same origin only', { timeout: T }, async () => {
    const postMessage = fakeOpener();
    renderApp('/successPage?code=abc123&state=xyz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Authorisation successful' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close window' })).toBeInTheDocument();
    await waitFor(() => expect(postMessage).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({ type: AUTHORIZED_MESSAGE, query: { code: 'abc123', state: 'xyz' } }, window.location.origin);
  });

  it('shows the success without an opener, in Chinese', { timeout: T }, async () => {
    renderApp('/successPage?code=1', { locale: 'zh-CN' });
    expect(await screen.findByRole('heading', { level: 1, name: '授权成功' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭窗口' })).toBeInTheDocument();
  });
});
