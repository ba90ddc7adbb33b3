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
