/**
 * How much of the header fits on one line (issue 28: it never wraps or overlaps, at any width,
 * in either language, with any campus name). The header tries its fullest form first and steps
 * down a level while its row overflows: measured, not guessed from breakpoints, because what it
 * holds depends on the role, the language and the campus names. Each level's width is
 * remembered when it overflowed, so the header steps back up once the row has that room again.
 * Runs in a layout effect: the level is settled before the browser paints.
 *
 * The level it settled at is kept (localStorage, with the window's width, for the last few
 * contents): the next page load in a window of that width starts there, instead of drawing and
 * measuring every wider level first (on a phone, two extra renders and layouts of the header on
 * every load, issue 31). That holds when the contents change too: a load draws the header
 * without its user first, then with them, and each starts at its own kept level. What it keeps
 * is checked like any other start: a row that overflows still steps down.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const KEPT = 'tc.headerFit';

/**
 * The contents' key as kept: a hash (FNV-1a), so the storage a shared school computer keeps
 * after sign-out names no user or campus.
 */
export function fitKey(contentKey: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < contentKey.length; i++) hash = Math.imul(hash ^ contentKey.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

interface Kept {
  /** fitKey of the contents */
  key: string;
  /** the window's width it was settled in */
  viewport: number;
  level: number;
  widths: number[];
}

/** How many contents' levels are kept (a load's header without its user and with them, a language switch...). */
const KEPT_CONTENTS = 6;

function keptList(): Kept[] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as unknown;
    return Array.isArray(kept) ? (kept as Kept[]) : [];
  } catch {
    // no storage (a private window), or another version's form: start from the full header
    return [];
  }
}

/** The level kept for these contents in a window of this width, with the widths it measured. */
function keptFit(contentKey: string): Pick<Kept, 'level' | 'widths'> & { kept: boolean } {
  const key = fitKey(contentKey);
  const kept = keptList().find((entry) => entry.key === key && entry.viewport === window.innerWidth);
  if (kept && Number.isInteger(kept.level) && Array.isArray(kept.widths)) return { level: kept.level, widths: kept.widths, kept: true };
  return { level: 0, widths: [], kept: false };
}

function keepFit(kept: Kept): void {
  const list = [kept, ...keptList().filter((entry) => entry.key !== kept.key)].slice(0, KEPT_CONTENTS);
  const text = JSON.stringify(list);
  try {
    // A resize settles many times at the same level: the storage is written when it changes.
    if (localStorage.getItem(KEPT) !== text) localStorage.setItem(KEPT, text);
  } catch {
    // no storage: the next load measures again
  }
}

/** 0 the full header; each higher level is narrower; `levels - 1` is the one-menu header. */
export function useHeaderFit(row: RefObject<HTMLElement | null>, levels: number, contentKey: string): number {
  /** the contents, with the level and widths kept for them (the full header when none is kept) */
  const [start, setStart] = useState(() => ({ key: contentKey, ...keptFit(contentKey) }));
  const [level, setLevel] = useState(() => Math.min(start.level, levels - 1));
  /** the row's width each level needed when it overflowed, for these contents (from the kept ones) */
  const needed = useRef<{ key: string; widths: number[] } | null>(null);
  const key = start.key;
  if (key !== contentKey) {
    // Other contents (a user, a language, a campus): from their kept level, or the full header.
    const kept = keptFit(contentKey);
    setStart({ key: contentKey, ...kept });
    setLevel(Math.min(kept.level, levels - 1));
  }

  useLayoutEffect(() => {
    const element = row.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The first run for these contents, at the level kept for them: checked at the first frame.
    const fromKept = needed.current?.key !== key && start.kept;
    if (needed.current?.key !== key) needed.current = { key, widths: [...start.widths] };
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
      if (level > 0 && wider !== undefined && available >= wider) return setLevel(level - 1);
      // Settled: the next load in a window of this width starts here.
      keepFit({ key: fitKey(key), viewport: window.innerWidth, level, widths });
    };
    if (!fromKept) fit();
    // Its first report comes after the next layout, before that frame is painted.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    // The row's parts change size too (the campus list arrives, the unread count grows).
    for (const child of element.querySelectorAll(':scope > *, :scope > * > *')) observer.observe(child);
    return () => observer.disconnect();
  }, [row, level, levels, key, start]);

  return Math.min(level, levels - 1);
}
