/**
 * A horizontal strip of items with left and right arrows (spec 000 §2 "Home page, right side"):
 * each arrow scrolls the strip by SCROLL_STEP_PX (spec 000 §9: 780 px). The arrows show when
 * the caller asks (the spec's rule: more than 6 items, or 5 in rectangle mode) and whenever the
 * strip hides items at this width (issue 28: 6 favourites at 1024 px hid 350 px with no way to
 * see them); an arrow with nothing more on its side is disabled. The strip also scrolls by
 * touch, wheel or keyboard.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';

export const SCROLL_STEP_PX = 780;

export type HorizontalScrollerProps = {
  children: ReactNode;
  showArrows: boolean;
  /** accessible names of the arrows, already translated */
  prevLabel: string;
  nextLabel: string;
  /** accessible name of the strip */
  label?: string;
};

const arrowStyle = { position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 } as const;

/** What of the strip is out of sight: none (everything shows), or which ends hide items. */
interface Hidden {
  before: boolean;
  after: boolean;
}

function hiddenOf(element: HTMLElement): Hidden {
  const rest = element.scrollWidth - element.clientWidth - element.scrollLeft;
  return { before: element.scrollLeft > 1, after: rest > 1 };
}

export function HorizontalScroller({ children, showArrows, prevLabel, nextLabel, label }: HorizontalScrollerProps) {
  const strip = useRef<HTMLDivElement>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const [hidden, setHidden] = useState<Hidden>({ before: false, after: false });
  const scroll = (direction: -1 | 1) => strip.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  // What the strip hides is read where the browser has laid it out already: in a scroll event,
  // and in the ResizeObserver's reports, which come after the layout of each frame and before its
  // paint (the first one for every strip and item observed). A report that changes the arrows is
  // drawn at once (flushSync): the strip is never painted without the arrows it needs. Only then:
  // flushSync renders every update waiting at the same or a lower urgency with it (React draws
  // its sync and default updates together), and a flush on every report drew a home's arriving
  // sections inside the scroller's report, one task of 90 ms at a phone's speed (issue 31).
  // Reading it in React's commit instead made the browser lay out the whole page inside that
  // task, before its time (a home's commit spent 100 ms at a phone's speed on its scrollers).
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    let drawn: Hidden = { before: false, after: false };
    const measure = (urgent: boolean) => {
      const next = hiddenOf(element);
      if (next.before === drawn.before && next.after === drawn.after) return;
      drawn = next;
      if (urgent) flushSync(() => setHidden(next));
      else setHidden(next);
    };
    const onScroll = () => measure(false);
    element.addEventListener('scroll', onScroll, { passive: true });
    if (typeof ResizeObserver === 'undefined') measure(false);
    else {
      observer.current = new ResizeObserver(() => measure(true));
      observer.current.observe(element);
    }
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.current?.disconnect();
      observer.current = null;
    };
  }, []);
  // Items that arrive later (a section's list answered) are observed too: their first report
  // tells what the strip hides now.
  useLayoutEffect(() => {
    const element = strip.current;
    if (element) for (const item of element.children) observer.current?.observe(item);
  }, [children]);

  const overflowing = hidden.before || hidden.after;
  const arrows = showArrows || overflowing;
  return (
    <div style={{ position: 'relative', paddingInline: arrows ? 36 : 0 }}>
      {arrows ? (
        <Button
          shape="circle"
          icon={<LeftOutlined aria-hidden />}
          aria-label={prevLabel}
          disabled={overflowing && !hidden.before}
          onClick={() => scroll(-1)}
          style={{ ...arrowStyle, left: 0 }}
        />
      ) : null}
      <div
        ref={strip}
        role="list"
        aria-label={label}
        // a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{ display: 'flex', gap: 16, overflowX: 'auto', scrollbarWidth: 'none', paddingBlock: 4 }}
      >
        {children}
      </div>
      {arrows ? (
        <Button
          shape="circle"
          icon={<RightOutlined aria-hidden />}
          aria-label={nextLabel}
          disabled={overflowing && !hidden.after}
          onClick={() => scroll(1)}
          style={{ ...arrowStyle, right: 0 }}
        />
      ) : null}
    </div>
  );
}
