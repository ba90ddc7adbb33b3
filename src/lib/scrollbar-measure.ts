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

/** What the measurement of an element depends on. */
export function scrollbarStyleKey(target: Element): string {
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  return [style.scrollbarWidth, style.scrollbarColor, webkit.width, webkit.height, window.devicePixelRatio].join('|');
}

/** `measure(target)`, or what it gave for an element with the same scrollbar styles. */
export function measureOncePerStyle(target: Element, measure: (target: Element) => ScrollbarSize): ScrollbarSize {
  const key = scrollbarStyleKey(target);
  const known = measured.get(key);
  if (known) return { ...known };
  const size = measure(target);
  measured.set(key, { ...size });
  return size;
}

/** Tests: forget every measurement. */
export function forgetScrollbarMeasures(): void {
  measured.clear();
}
