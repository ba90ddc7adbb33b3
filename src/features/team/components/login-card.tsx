/**
 * One login card (spec 002 §2.7, §3 "Login card"): the word or the secret picture, the student's
 * name (wrapping after 13 characters), the login link with its QR code, the team code and the
 * team name. The same card is drawn on screen and on paper (`variant`), in either layout.
 */
import { Fragment, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import type { LoginCard as Card } from '@/types/manage';
import { keyLabel, linkPieces, nameLines, type CardLayout } from '../utils/cards';

export function LoginCard({ card, layout, link, qr, action }: { card: Card; layout: CardLayout; link: string; qr: string | null; action?: ReactNode }) {
  const t = useT();
  return (
    <article className={`login-card login-card--${layout}`} aria-label={t('team.cards.cardOf', { name: card.name })}>
      <div className="login-card__team">{card.team_name}</div>
      <div className="login-card__key">
        {card.key_type === 'image' ? (
          <img src={card.secret_image} alt={keyLabel(card)} className="login-card__picture" />
        ) : (
          <span className="login-card__word">{card.secret}</span>
        )}
      </div>
      <div className="login-card__details">
        <div className="login-card__name">
          {nameLines(card.name).map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </div>
        <div className="login-card__meta">
          {qr ? <img src={qr} alt={t('team.cards.qr')} className="login-card__qr" /> : <span className="login-card__qr" />}
          <div>
            <div>
              {t('team.cards.code')} <strong className="team-code">{card.team}</strong>
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
      </div>
      {action ? <div className="login-card__action">{action}</div> : null}
    </article>
  );
}
