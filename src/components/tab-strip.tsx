/**
 * A light, accessible tab strip (WAI-ARIA tabs: roving focus, arrow keys, Home and End) for
 * pages on the first-visit path. antd's Tabs brings its overflow dropdown and menu along,
 * which the /login budget cannot carry; this draws the same underline style. Tabs wider than
 * the window scroll inside the strip, which keeps the selected tab in view.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from 'antd';
import './tab-strip.css';

/**
 * Scrolls `strip` sideways so that `tab` is wholly in view (nothing when it is): the least
 * movement, as `scrollIntoView({ inline: 'nearest' })` would, without ever scrolling the page.
 */
function scrollTabIntoStrip(strip: HTMLElement, tab: HTMLElement): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const view = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < view.left) strip.scrollLeft -= view.left - box.left;
  else if (box.right > view.right) strip.scrollLeft += Math.min(box.right - view.right, box.left - view.left);
}

export interface TabStripItem<K extends string> {
  key: K;
  label: ReactNode;
}

export function TabStrip<K extends string>({
  items,
  activeKey,
  onChange,
  label,
  children,
}: {
  items: readonly TabStripItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** the accessible name of the tab list */
  label: string;
  /** the active tab's panel */
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const activeIndex = items.findIndex((item) => item.key === activeKey);
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;

  // The selected tab in view on a phone, where the strip scrolls: also when the page opens on a
  // later tab (the campus data centre's ?tab=). In the next frame, where the layout is worked
  // out for the paint anyway, not as the page's commit runs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const tab = tabs.current[activeIndex];
      if (list.current && tab) scrollTabIntoStrip(list.current, tab);
    });
    return () => cancelAnimationFrame(frame);
  }, [activeIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next = { ArrowRight: activeIndex + 1, ArrowLeft: activeIndex - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + items.length) % items.length;
    onChange(items[index].key);
    tabs.current[index]?.focus();
  };

  return (
    <div style={{ ['--tab-strip-accent' as string]: token.colorPrimary }}>
      <div ref={list} role="tablist" aria-label={label} className="tab-strip__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={panelId(item.key)}
              tabIndex={selected ? 0 : -1}
              className="tab-strip__tab"
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(activeKey)} aria-labelledby={tabId(activeKey)}>
        {children}
      </div>
    </div>
  );
}
