/**
 * A horizontal strip of items with left and right arrows (spec 000 §2 "Home page, right side"):
 * each arrow scrolls the strip by SCROLL_STEP_PX (spec 000 §9: 780 px). The caller decides
 * whether arrows show at all (more than 6 items, or 5 in rectangle mode); without them the strip
 * still scrolls by touch, wheel or keyboard.
 */
import { useRef, type ReactNode } from 'react';
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

export function HorizontalScroller({ children, showArrows, prevLabel, nextLabel, label }: HorizontalScrollerProps) {
  const strip = useRef<HTMLDivElement>(null);
  const scroll = (direction: -1 | 1) => strip.current?.scrollBy({ left: direction * SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <div style={{ position: 'relative', paddingInline: showArrows ? 36 : 0 }}>
      {showArrows ? (
        <Button shape="circle" icon={<LeftOutlined aria-hidden />} aria-label={prevLabel} onClick={() => scroll(-1)} style={{ ...arrowStyle, left: 0 }} />
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
      {showArrows ? (
        <Button shape="circle" icon={<RightOutlined aria-hidden />} aria-label={nextLabel} onClick={() => scroll(1)} style={{ ...arrowStyle, right: 0 }} />
      ) : null}
    </div>
  );
}
