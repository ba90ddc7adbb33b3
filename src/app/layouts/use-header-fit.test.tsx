import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fitKey, useHeaderFit } from './use-header-fit';

/** A row that needs these widths at levels 0, 1 and 2 (the header: full, icons, one menu). */
const NEEDS = [1400, 1100, 380];

/** The levels the row was drawn at, render by render. */
const drawn: number[] = [];

function Row({ contentKey = 'a' }: { contentKey?: string }) {
  const row = useRef<HTMLDivElement>(null);
  const level = useHeaderFit(row, NEEDS.length, contentKey);
  drawn.push(level);
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

/** The browser's first frame after a render: each observer's first report (after layout, before paint). */
function firstFrame() {
  act(() => {
    for (const callback of observers) callback([], {} as ResizeObserver);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observers.length = 0;
  drawn.length = 0;
  localStorage.clear();
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

  it('starts the next load where the last one settled, in a window of the same width (issue 31)', () => {
    vi.stubGlobal('innerWidth', 390);
    available = 360;
    layOut();
    const first = render(<Row />);
    expect(drawn).toEqual([0, 1, 2]);
    first.unmount();
    drawn.length = 0;
    // the next page load: drawn once, at the level it keeps
    render(<Row />);
    expect(drawn).toEqual([2]);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '2');
  });

  it('measures again in a window of another width or with other contents, and steps up when a kept level is too narrow', () => {
    vi.stubGlobal('innerWidth', 1024);
    available = 1000;
    layOut();
    render(<Row />).unmount();
    expect(drawn.at(-1)).toBe(2);
    drawn.length = 0;
    // other contents: from the full header
    render(<Row contentKey="b" />).unmount();
    expect(drawn[0]).toBe(0);
    drawn.length = 0;
    // another window width: from the full header
    vi.stubGlobal('innerWidth', 1920);
    available = 1900;
    render(<Row contentKey="b" />).unmount();
    expect(drawn).toEqual([0]);
    drawn.length = 0;
    // a kept level with more room now (same window width, a shorter campus name): steps up,
    // once the browser has laid the row out (the observer's first report, before that frame's paint)
    vi.stubGlobal('ResizeObserver', ObserverSpy);
    localStorage.setItem('tc.headerFit', JSON.stringify([{ key: fitKey('a'), viewport: 1920, level: 2, widths: [1400, 1100] }]));
    render(<Row />);
    expect(drawn).toEqual([2]);
    firstFrame();
    expect(drawn).toEqual([2, 1, 0]);
    // what is kept names no one: a hash of the contents
    expect(JSON.parse(localStorage.getItem('tc.headerFit')!)[0]).toMatchObject({ key: fitKey('a'), viewport: 1920, level: 0 });
    expect(fitKey('en-US|42|teacher')).toMatch(/^[0-9a-z]+$/);
  });

  it('starts at the kept level of the new contents when they change (the user arriving after the first render)', () => {
    vi.stubGlobal('innerWidth', 390);
    available = 360;
    layOut();
    const first = render(<Row contentKey="no user yet" />);
    first.rerender(<Row contentKey="teacher" />);
    expect(drawn).toEqual([0, 1, 2, 2, 0, 1, 2]);
    first.unmount();
    drawn.length = 0;
    // the next load: each contents drawn at its own kept level only, none of the wider ones
    // (the render that meets the new contents is run again at once, hence one more 2)
    const next = render(<Row contentKey="no user yet" />);
    next.rerender(<Row contentKey="teacher" />);
    expect(drawn).toEqual([2, 2, 2]);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '2');
  });

  it('checks a kept level at the first frame, without laying the page out inside the render (issue 31)', () => {
    vi.stubGlobal('ResizeObserver', ObserverSpy);
    vi.stubGlobal('innerWidth', 1024);
    available = 1000;
    layOut();
    render(<Row />).unmount();
    expect(drawn).toEqual([0, 1, 2]);
    drawn.length = 0;
    observers.length = 0;

    // the next load: drawn at the kept level, and nothing measured until the browser's layout
    const measured = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get');
    measured.mockClear();
    render(<Row />);
    expect(drawn).toEqual([2]);
    expect(measured).not.toHaveBeenCalled();
    firstFrame();
    expect(measured).toHaveBeenCalled();
    expect(drawn).toEqual([2]);
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '2');
  });

  it('steps down at the first frame when the kept level no longer fits (a longer campus name)', () => {
    vi.stubGlobal('ResizeObserver', ObserverSpy);
    vi.stubGlobal('innerWidth', 1024);
    available = 1000;
    layOut();
    localStorage.setItem('tc.headerFit', JSON.stringify([{ key: fitKey('a'), viewport: 1024, level: 0, widths: [] }]));
    render(<Row />);
    expect(drawn).toEqual([0]);
    firstFrame();
    expect(screen.getByTestId('row')).toHaveAttribute('data-level', '2');
    expect(drawn).toEqual([0, 1, 2]);
    expect(JSON.parse(localStorage.getItem('tc.headerFit')!)[0]).toMatchObject({ key: fitKey('a'), viewport: 1024, level: 2 });
  });

  it('keeps the last few contents only, and reads an older form of the storage as nothing kept', () => {
    vi.stubGlobal('innerWidth', 390);
    available = 360;
    layOut();
    localStorage.setItem('tc.headerFit', JSON.stringify({ key: fitKey('a'), viewport: 390, level: 2, widths: [] }));
    render(<Row />).unmount();
    expect(drawn).toEqual([0, 1, 2]);
    for (const name of ['b', 'c', 'd', 'e', 'f', 'g', 'h']) render(<Row contentKey={name} />).unmount();
    const kept = JSON.parse(localStorage.getItem('tc.headerFit')!) as { key: string }[];
    expect(kept.map((entry) => entry.key)).toEqual(['h', 'g', 'f', 'e', 'd', 'c'].map(fitKey));
  });
});
