import { Component, Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable, renewFailedLoads } from './preloadable';

/** A boundary whose button starts over with its children (as app/recovery's ErrorBoundary does). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <button onClick={() => (renewFailedLoads(), this.setState({ failed: false }))}>start over</button> : this.props.children;
  }
}

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

  it('renders after a failed download once its boundary starts over (React.lazy alone keeps the failure), not before', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      let attempt = 0;
      const Lazy = preloadable(() => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page })));
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Lazy />
          </Suspense>
        </Boundary>,
      );
      // React renders the failed tree once more before the boundary: not a second download.
      const startOver = await screen.findByRole('button', { name: 'start over' });
      expect(attempt).toBe(1);
      fireEvent.click(startOver);
      expect(await screen.findByText('the page')).toBeInTheDocument();
      expect(attempt).toBe(2);
    } finally {
      quiet.mockRestore();
    }
  });
});
