import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeaderFit } from './use-header-fit';

/** A row that needs these widths at levels 0, 1 and 2 (the header: full, icons, one menu). */
const NEEDS = [1400, 1100, 380];

function Row({ contentKey = 'a' }: { contentKey?: string }) {
  const row = useRef<HTMLDivElement>(null);
  const level = useHeaderFit(row, NEEDS.length, contentKey);
  return (
    <div ref={row} data-testid="row" data-level={level}>
      level {level}
    </div>
  );
}

let available = 0;
/** What the browser would measure: the room the row has, and what its content at its level needs. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => available);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    const level = Number(this.dataset.level ?? 0);
    return Math.max(available, NEEDS[level]);
  });
}

/** Captures the ResizeObserver callbacks, so a test can resize the window. */
const observers: ResizeObserverCallback[] = [];
class ObserverSpy {
  constructor(callback: ResizeObserverCallback) {
    observers.push(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observers.length = 0;
});

describe('useHeaderFit', () => {
  it.each([
    [1920, 0],
    [1366, 1],
    [1024, 2],
    [360, 2],
  ])('at %i px the row settles at level %i before it is painted', (width, level) => {
    available = width;
    layOut();
    render(<Row />);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', String(level));
  });

  it('steps back up when the window grows again, and starts over with other contents', () => {
    vi.stubGlobal('ResizeObserver', ObserverSpy);
    available = 1024;
    layOut();
    const { rerender } = render(<Row />);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '2');

    available = 1200;
    act(() => observers.at(-1)?.([], {} as ResizeObserver));
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '1');
    available = 1920;
    act(() => observers.at(-1)?.([], {} as ResizeObserver));
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '0');

    available = 1366;
    rerender(<Row contentKey="b" />);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '1');
  });

  it('decides nothing without a layout (no width yet)', () => {
    available = 0;
    layOut();
    render(<Row />);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '0');
  });
});
