import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HorizontalScroller, SCROLL_STEP_PX } from './horizontal-scroller';

const items = (n: number) => Array.from({ length: n }, (_, i) => <div role="listitem" key={i}>{`Item ${i}`}</div>);

describe('HorizontalScroller', () => {
  const original = HTMLElement.prototype.scrollBy;
  afterEach(() => {
    HTMLElement.prototype.scrollBy = original;
  });

  it('scrolls the strip by 780 px each way', () => {
    const scrollBy = vi.fn();
    HTMLElement.prototype.scrollBy = scrollBy as unknown as typeof HTMLElement.prototype.scrollBy;
    render(
      <HorizontalScroller showArrows prevLabel="Back" nextLabel="Forward" label="Works">
        {items(8)}
      </HorizontalScroller>,
    );
    expect(SCROLL_STEP_PX).toBe(780);
    fireEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 780, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -780, behavior: 'smooth' });
    expect(screen.getByRole('list', { name: 'Works' }).children).toHaveLength(8);
  });

  it('has no arrows when told so', () => {
    render(
      <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward">
        {items(3)}
      </HorizontalScroller>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('HorizontalScroller that hides items at this width', () => {
  /**
   * The strip's box as a narrow screen lays it out: `scrollWidth` px of items in `clientWidth` px.
   * `report()` delivers what the browser's ResizeObserver reports after a frame's layout, which
   * jsdom never makes: the strip reads what it hides there (and on scroll), not in React's commit.
   */
  function layOut(scrollWidth: number, clientWidth: number) {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
    const callbacks: ResizeObserverCallback[] = [];
    const observed: Element[] = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    return {
      observed,
      report: () => act(() => callbacks.forEach((callback) => callback([], {} as ResizeObserver))),
      restore: () => {
        window.ResizeObserver = original;
        scroll.mockRestore();
        client.mockRestore();
      },
    };
  }

  it('shows its arrows although the caller did not ask, once the browser has laid it out, the back arrow disabled at the start', () => {
    const { observed, report, restore } = layOut(1350, 1000);
    try {
      render(
        <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward" label="Favourites">
          {items(6)}
        </HorizontalScroller>,
      );
      const strip = screen.getByRole('list', { name: 'Favourites' });
      // the strip and each of its items are observed; nothing is read before the report
      expect(observed).toEqual([strip, ...strip.children]);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      report();
      expect(screen.getByRole('button', { name: 'Forward' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    } finally {
      restore();
    }
  });

  it('shows none when everything fits', () => {
    const { report, restore } = layOut(600, 1000);
    try {
      render(
        <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward">
          {items(6)}
        </HorizontalScroller>,
      );
      report();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('observes the items that arrive later', () => {
    const { observed, restore } = layOut(600, 1000);
    try {
      const { rerender } = render(
        <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward" label="Works">
          {items(2)}
        </HorizontalScroller>,
      );
      rerender(
        <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward" label="Works">
          {items(5)}
        </HorizontalScroller>,
      );
      const strip = screen.getByRole('list', { name: 'Works' });
      for (const item of strip.children) expect(observed).toContain(item);
    } finally {
      restore();
    }
  });
});
