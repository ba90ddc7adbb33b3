import { fireEvent, screen } from '@testing-library/react';
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
  /** The strip's box as a narrow screen lays it out: `scrollWidth` px of items in `clientWidth` px. */
  function layOut(scrollWidth: number, clientWidth: number) {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
    return () => {
      scroll.mockRestore();
      client.mockRestore();
    };
  }

  it('shows its arrows although the caller did not ask, the back arrow disabled at the start', () => {
    const restore = layOut(1350, 1000);
    try {
      render(
        <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward" label="Favourites">
          {items(6)}
        </HorizontalScroller>,
      );
      expect(screen.getByRole('button', { name: 'Forward' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    } finally {
      restore();
    }
  });

  it('shows none when everything fits', () => {
    const restore = layOut(600, 1000);
    try {
      render(
        <HorizontalScroller showArrows={false} prevLabel="Back" nextLabel="Forward">
          {items(6)}
        </HorizontalScroller>,
      );
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
