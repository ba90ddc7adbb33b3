import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Page() {
  return <p>the page</p>;
}

describe('preloadable', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('suspends like React.lazy when the code is not loaded yet, and loads it once', async () => {
    let loads = 0;
    const Lazy = preloadable(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await act(() => Lazy.preload());
    expect(loads).toBe(1);
  });

  it('tries again after a failed download', async () => {
    let attempt = 0;
    const Lazy = preloadable(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page })));
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(attempt).toBe(2);
  });
});
