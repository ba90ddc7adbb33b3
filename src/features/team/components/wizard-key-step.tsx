/**
 * Step 1 of the creation wizard (spec 002 §4.2): the login key type, picture or word cards,
 * which cannot be changed after creation.
 */
import { Alert } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { SecretType } from '@/types/manage';

const SAMPLES: Record<SecretType, string[]> = {
  image: ['/cards/cat.svg', '/cards/rocket.svg', '/cards/tree.svg'],
  word: ['apple', 'river', 'tiger'],
};

export function WizardKeyStep({ value, onChange }: { value: SecretType | null; onChange: (type: SecretType) => void }) {
  const t = useT();
  return (
    <div className="team-wizard__step">
      <div role="radiogroup" aria-label={t('team.wizard.keyType')} className="team-key-choice">
        {(['image', 'word'] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={value === type}
            className={`team-key-choice__item${value === type ? ' is-checked' : ''}`}
            onClick={() => onChange(type)}
          >
            <span className="team-key-choice__samples" aria-hidden="true">
              {SAMPLES[type].map((sample) =>
                type === 'image' ? <img key={sample} src={sample} alt="" width={40} height={40} /> : <span key={sample} className="team-word-chip">{sample}</span>,
              )}
            </span>
            <strong>{t(`team.keyType.${type}`)}</strong>
            <span className="team-key-choice__hint">{t(`team.keyType.${type}.hint`)}</span>
          </button>
        ))}
      </div>
      <Alert type="info" showIcon title={t('team.wizard.keyType.fixed')} style={{ marginTop: 16 }} />
    </div>
  );
}
