/**
 * The files of a selection that were not taken, each with its own reason beside it (spec 001 §5,
 * §8: feedback attachments, teaching plans, covers). Several refused at once are all listed: a
 * toast shows one message at a time, so the reader would only learn of the last one. The list
 * stays until the next selection or until it is closed.
 */
import { Alert } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export interface RefusedFile {
  name: string;
  /** the catalogue's message, in the reader's language */
  reason: string;
}

export function RefusedFiles({ files, onClose }: { files: readonly RefusedFile[]; onClose?: () => void }) {
  const t = useT();
  if (files.length === 0) return null;
  return (
    <Alert
      className="tc-refused-files"
      type="warning"
      showIcon
      closable={onClose ? { onClose, 'aria-label': t('common.close') } : false}
      title={t('common.upload.refused', { count: files.length })}
      description={
        <ul aria-label={t('common.upload.refused', { count: files.length })} style={{ margin: 0, paddingInlineStart: 18 }}>
          {files.map(({ name, reason }, i) => (
            <li key={`${i}-${name}`}>
              {/* A reason that names its file already says which one it is about. */}
              {!reason.includes(name) && <strong className="tc-refused-files__name">{name}</strong>} <span>{reason}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
