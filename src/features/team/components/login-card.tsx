/**
 * One login card (spec 002 §2.7, §3 "Login card"): the word or the secret picture, the student's
 * name (src/lib/name-lines: wrapped at a space, never inside a word a child must read whole), the
 * login link with its QR code, the team code a child types (large), the team name, and three
 * short steps in the card's language. The word is never split: the card sizes it to its width
 * (`--chars`, login-cards.css). The same card is drawn on screen and on paper, in either layout.
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { lineSeparator, nameLines } from '@/lib/name-lines';
import type { LoginCard as Card } from '@/types/manage';
import { keyLabel, linkPieces, wordLength, type CardLayout } from '../utils/cards';

export function LoginCard({ card, layout, link, qr, action }: { card: Card; layout: CardLayout; link: string; qr: string | null; action?: ReactNode }) {
  const t = useT();
  const picture = card.key_type === 'image';
  return (
    <article className={`login-card login-card--${layout}`} aria-label={t('team.cards.cardOf', { name: card.name })}>
      <div className="login-card__team">{card.team_name}</div>
      <div className="login-card__key">
        {picture ? (
          <img src={card.secret_image} alt={keyLabel(card)} className="login-card__picture" />
        ) : (
          <span className="login-card__word" style={{ '--chars': wordLength(card.secret) } as CSSProperties}>
            {card.secret}
          </span>
        )}
      </div>
      <div className="login-card__name">
        {nameLines(card.name).map((line, i, lines) => (
          <Fragment key={i}>
            {i > 0 ? lineSeparator(card.name, lines) : null}
            <span>{line}</span>
          </Fragment>
        ))}
      </div>
      <div className="login-card__meta">
        {qr ? <img src={qr} alt={t('team.cards.qr')} className="login-card__qr" /> : <span className="login-card__qr" />}
        <div className="login-card__where">
          <div className="login-card__code">
            <span className="login-card__code-label">{t('team.cards.code')}</span> <strong className="team-code">{card.team}</strong>
          </div>
          <div className="login-card__link">
            {linkPieces(link).map((piece, i) => (
              <Fragment key={i}>
                {i > 0 ? <wbr /> : null}
                {piece}
              </Fragment>
            ))}
          </div>
        </div>
      </div>
      <ol className="login-card__steps" aria-label={t('team.cards.steps')}>
        <li>{t('team.cards.step.open')}</li>
        <li>{t('team.cards.step.name')}</li>
        <li>{t(picture ? 'team.cards.step.picture' : 'team.cards.step.word')}</li>
      </ol>
      {action ? <div className="login-card__action">{action}</div> : null}
    </article>
  );
}
