/**
 * How much of the header fits on one line (issue 28: it never wraps or overlaps, at any width,
 * in either language, with any campus name). The header tries its fullest form first and steps
 * down a level while its row overflows: measured, not guessed from breakpoints, because what it
 * holds depends on the role, the language and the campus names. Each level's width is
 * remembered when it overflowed, so the header steps back up once the row has that room again.
 * Runs in a layout effect: the level is settled before the browser paints.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** 0 the full header; each higher level is narrower; `levels - 1` is the one-menu header. */
export function useHeaderFit(row: RefObject<HTMLElement | null>, levels: number, contentKey: string): number {
  const [level, setLevel] = useState(0);
  /** the row's width each level needed when it overflowed, for these contents */
  const needed = useRef<{ key: string; widths: number[] }>({ key: contentKey, widths: [] });
  const [key, setKey] = useState(contentKey);
  if (key !== contentKey) {
    // Other contents (a user, a language, a campus): every level is measured again, widest first.
    setKey(contentKey);
    setLevel(0);
  }

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    if (needed.current.key !== key) needed.current = { key, widths: [] };
    const widths = needed.current.widths;
    const fit = () => {
      const available = element.clientWidth;
      // Nothing laid out (a hidden tab, jsdom): nothing to decide.
      if (available === 0) return;
      if (element.scrollWidth > available + 1 && level < levels - 1) {
        widths[level] = element.scrollWidth;
        setLevel(level + 1);
        return;
      }
      const wider = widths[level - 1];
      if (level > 0 && wider !== undefined && available >= wider) setLevel(level - 1);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    // The row's parts change size too (the campus list arrives, the unread count grows).
    for (const child of element.querySelectorAll(':scope > *, :scope > * > *')) observer.observe(child);
    return () => observer.disconnect();
  }, [row, level, levels, key]);

  return Math.min(level, levels - 1);
}
