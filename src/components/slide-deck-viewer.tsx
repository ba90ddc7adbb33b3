/**
 * The slide viewer of units and projects (their "PPT"): one slide at a time with previous and
 * next buttons, the arrow keys while the viewer has focus, a slide counter and full screen.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Result } from 'antd';
import { FullscreenOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useSlideDeck } from '@/api/slide-decks';
import { useT } from '@/lib/i18n/i18n';
import './slide-deck-viewer.css';

export function SlideDeckViewer({ url, label }: { url: string; /** what the slides are of, for screen readers */ label: string }) {
  const t = useT();
  const deck = useSlideDeck(url);
  const [index, setIndex] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  if (deck.isPending) return <div className="tc-slides tc-slides--loading" role="status" aria-label={t('common.loading')} />;
  if (deck.isError || deck.data.slides.length === 0) {
    return (
      <div className="tc-slides tc-slides--error">
        <Result
          status="warning"
          title={t('content.slides.loadFailed')}
          extra={
            <Button onClick={() => void deck.refetch()} loading={deck.isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const slides = deck.data.slides;
  const current = Math.min(index, slides.length - 1);
  const go = (next: number) => setIndex(Math.max(0, Math.min(slides.length - 1, next)));
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') go(current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(current - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className="tc-slides" aria-label={t('content.slides.label', { title: label })}>
      <div ref={frame} className="tc-slides__frame" tabIndex={0} onKeyDown={onKey} aria-roledescription={t('content.slides.carousel')}>
        <img key={slides[current].src} src={slides[current].src} alt={slides[current].alt} />
      </div>
      <div className="tc-slides__bar">
        <Button icon={<LeftOutlined aria-hidden />} aria-label={t('content.slides.previous')} disabled={current === 0} onClick={() => go(current - 1)} />
        <span className="tc-slides__count" aria-live="polite">
          {t('content.slides.count', { current: current + 1, total: slides.length })}
        </span>
        <Button icon={<RightOutlined aria-hidden />} aria-label={t('content.slides.next')} disabled={current === slides.length - 1} onClick={() => go(current + 1)} />
        <Button
          className="tc-slides__full"
          icon={<FullscreenOutlined aria-hidden />}
          aria-label={t('content.slides.fullscreen')}
          onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
        />
      </div>
    </section>
  );
}
