/**
 * The set-up guides behind the modal buttons (interaction 4, spec 001 §9): Cozmo, Overdrive,
 * Scratch Link and the {product} adapter. Other software opens its remark.
 */
import { Modal } from 'antd';
import { useT } from '@/lib/i18n/i18n';
import type { Software } from '@/types/content';

export const GUIDE_KEYS = ['cozmo', 'overdrive', 'scratchlink', 'adapter'] as const;
type GuideKey = (typeof GUIDE_KEYS)[number];
const STEPS = 4;

function isGuideKey(key: string): key is GuideKey {
  return (GUIDE_KEYS as readonly string[]).includes(key);
}

export function SoftwareGuide({ software, open, onClose }: { software: Software; open: boolean; onClose: () => void }) {
  const t = useT();
  const key = software.software_key;
  const product = t('app.name');
  const title = isGuideKey(key) ? t(`software.guide.${key}.title`, { product }) : software.software_name;
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {isGuideKey(key) ? (
        <>
          <p>{t(`software.guide.${key}.intro`, { product })}</p>
          <ol className="sw-guide__steps">
            {Array.from({ length: STEPS }, (_, i) => (
              <li key={i}>{t(`software.guide.${key}.step${i + 1}`, { product })}</li>
            ))}
          </ol>
        </>
      ) : (
        <p>{software.remark}</p>
      )}
    </Modal>
  );
}
