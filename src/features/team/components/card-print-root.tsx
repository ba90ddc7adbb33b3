/**
 * The printed login cards (spec 002 §2.7): pages of nine cards (3 × 3) with cut lines, A4 in the
 * chosen layout (portrait for vertical cards, landscape for horizontal ones), nothing of the app
 * around them (no header, footer or buttons) and no card split across pages. Rendered beside the
 * app's root, so the print stylesheet shows only this; on screen it stays hidden.
 */
import { createPortal } from 'react-dom';
import type { LoginCard as Card } from '@/types/manage';
import { printedPages, type CardLayout } from '../utils/cards';
import { LoginCard } from './login-card';
import './login-cards.css';

export function CardPrintRoot({ cards, layout, link, qr }: { cards: Card[]; layout: CardLayout; link: string; qr: string | null }) {
  return createPortal(
    <div className="card-print-root" data-testid="card-print-root" aria-hidden="true">
      <style>{`@page { size: A4 ${layout === 'vertical' ? 'portrait' : 'landscape'}; margin: 0; }`}</style>
      {printedPages(cards).map((page, i) => (
        <section key={i} className={`card-sheet card-sheet--${layout}`} data-sheet={i + 1}>
          {page.map((card, j) => (
            <LoginCard key={j} card={card} layout={layout} link={link} qr={qr} />
          ))}
        </section>
      ))}
    </div>,
    document.body,
  );
}
