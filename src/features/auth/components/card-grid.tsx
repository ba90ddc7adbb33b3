/**
 * The nine cards of a student (spec 000 §2): big word tiles, or pictures. A picture's name is
 * only its position ("picture card 3"): the alt text must not give the secret away.
 */
import type { KeyType } from '@/types/auth';
import { useT } from '@/lib/i18n/i18n';
import './team-login.css';

export function CardGrid({
  keyType,
  cards,
  labelledBy,
  disabled,
  onPick,
}: {
  keyType: KeyType;
  cards: readonly string[];
  labelledBy: string;
  disabled: boolean;
  onPick: (card: string) => void;
}) {
  const t = useT();
  return (
    <ul className="card-grid" aria-labelledby={labelledBy}>
      {cards.map((card, index) => (
        <li key={`${card}-${index}`}>
          <button
            type="button"
            className="card-grid__button"
            aria-disabled={disabled}
            onClick={() => {
              // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
              if (!disabled) onPick(card);
            }}
          >
            {keyType === 'picture' ? (
              <img src={card} alt={t('login.team.pictureCard', { n: index + 1 })} draggable={false} />
            ) : (
              card
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
