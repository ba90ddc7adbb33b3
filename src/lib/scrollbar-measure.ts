/**
 * The scrollbar size of an element, measured once per kind of scrollbar (issue 31).
 *
 * antd's table measures the scrollbar of its body as it mounts, and the scroll lock of its
 * dialogs and drawers the page's, with `getTargetScrollBarSize` of @rc-component/util: each time
 * it inserts a stylesheet and a probe into the page, reads the probe's size (a layout of the whole
 * page, in the middle of React's commit) and takes both out again (two more style recalculations
 * of the whole page). On /manage/team that was about 80 ms of a load at the mobile test's CPU.
 *
 * What it measures depends only on the element's scrollbar styles (`scrollbar-width`,
 * `scrollbar-color`, the `::-webkit-scrollbar` size) and the browser's scrollbar at the page's
 * zoom; the build makes the library's function go through `measureOncePerStyle`
 * (`cachedScrollbarMeasure` in vite.config.ts), which measures once per such key.
 */
export interface ScrollbarSize {
  width: number;
  height: number;
}

const measured = new Map<string, ScrollbarSize>();

/**
 * What elements were measured as, by their class and inline style (and the zoom), kept across
 * visits: reading an element's scrollbar styles (scrollbarStyleKey) is itself a style
 * recalculation of the whole page in the middle of React's commit, about 160 ms of the student
 * list's load at the mobile test's CPU (issue 31). In this app an element's class and inline
 * style decide its scrollbar styles (the one inherited one, antd's table `scrollbar-color`, is
 * the same for every table). At most MAX_KEPT elements are kept.
 */
const KEPT_KEY = 'tc.scrollbar-sizes';
const MAX_KEPT = 40;
let kept: Record<string, ScrollbarSize> | null = null;

function keptSizes(): Record<string, ScrollbarSize> {
  if (kept) return kept;
  kept = {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEPT_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, size] of Object.entries(stored as Record<string, unknown>)) {
        const { width, height } = (size ?? {}) as Partial<ScrollbarSize>;
        if (typeof width === 'number' && typeof height === 'number') kept[key] = { width, height };
      }
    }
  } catch {
    // unreadable storage: measure
  }
  return kept;
}

function keep(key: string, size: ScrollbarSize) {
  const sizes = keptSizes();
  if (Object.keys(sizes).length >= MAX_KEPT) kept = {};
  keptSizes()[key] = { ...size };
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify(kept));
  } catch {
    // full or refused storage: kept for this visit
  }
}

/** What the measurement of an element depends on. */
export function scrollbarStyleKey(target: Element): string {
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  return [style.scrollbarWidth, style.scrollbarColor, webkit.width, webkit.height, window.devicePixelRatio].join('|');
}

const elementKey = (target: Element) => [target.getAttribute('class') ?? '', target.getAttribute('style') ?? '', window.devicePixelRatio].join('|');

/** `measure(target)`, or what it gave for an element with the same scrollbar styles. */
export function measureOncePerStyle(target: Element, measure: (target: Element) => ScrollbarSize): ScrollbarSize {
  const byElement = elementKey(target);
  const remembered = keptSizes()[byElement];
  if (remembered) return { ...remembered };
  const key = scrollbarStyleKey(target);
  const size = measured.get(key) ?? measure(target);
  measured.set(key, { ...size });
  keep(byElement, size);
  return { ...size };
}

/** Tests: forget every measurement. */
export function forgetScrollbarMeasures(): void {
  measured.clear();
  kept = null;
  try {
    localStorage.removeItem(KEPT_KEY);
  } catch {
    // nothing kept
  }
}
