/**
 * Choosing a picture to upload (avatars, portfolio covers: spec 000 §5, 001 §5): jpg, jpeg, png
 * or bmp by file name, checked by the caller's rule (src/lib/validators.ts); a refused file is
 * listed beside the button with the catalogue's warning ("upload cover failed", "image file too
 * large") and never kept. `usePicturePreview` shows a chosen file before it is sent.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { RefusedFiles, type RefusedFile } from './refused-files';
import { useT } from '@/lib/i18n/i18n';
import { IMAGE_EXTENSIONS, type Check } from '@/lib/validators';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export function usePicturePreview(file: File | null): string | null {
  // jsdom has no object URLs; the current picture stays shown there.
  const url = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

export function ImagePicker({
  id,
  check,
  onPick,
  children,
  disabled,
}: {
  id?: string;
  check: (file: File) => Check;
  onPick: (file: File) => void;
  /** the button's text */
  children: ReactNode;
  disabled?: boolean;
}) {
  const t = useT();
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  return (
    <>
      <Upload
        id={id}
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(chosen, selection) => {
          if (selection[0] === chosen) setRefused([]);
          const problem = check(chosen);
          if (problem) {
            // The file with its reason beside the button (every refused file, should several come).
            const reason = t(problem.key, problem.params);
            setRefused((now) => [...now, { name: chosen.name, reason }]);
            return Upload.LIST_IGNORE;
          }
          onPick(chosen);
          return false;
        }}
      >
        <Button icon={<UploadOutlined aria-hidden />} disabled={disabled}>
          {children}
        </Button>
      </Upload>
      <RefusedFiles files={refused} onClose={() => setRefused([])} />
    </>
  );
}
