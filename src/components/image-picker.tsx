/**
 * Choosing a picture to upload (avatars, portfolio covers: spec 000 §5, 001 §5): jpg, jpeg, png
 * or bmp by file name, checked by the caller's rule (src/lib/validators/), then by its bytes (a
 * page or an SVG named .png is not a picture: issue 25); a refused file is listed beside the
 * button with the catalogue's warning ("upload cover failed", "image file too large") and never
 * kept. `usePicturePreview` shows a chosen file before it is sent.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { RefusedFiles, type RefusedFile } from './refused-files';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import type { Check } from '@/lib/validators/check';
import { checkImageBytes, IMAGE_EXTENSIONS } from '@/lib/validators/files';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The warning for a chosen picture: the caller's rule first (name, size), then its bytes; null when it may be used. */
export async function pictureProblem(file: File, check: (file: File) => Check): Promise<Check> {
  return check(file) ?? checkImageBytes(new Uint8Array(await file.arrayBuffer()));
}

/** What an image upload's beforeUpload does: the checks, then the warning or the pick. */
export function usePictureChoice(check: (file: File) => Check, onPick: (file: File) => void): (file: File) => false {
  const t = useT();
  const { message } = useAppNotices();
  return (chosen) => {
    void pictureProblem(chosen, check).then((problem) => {
      if (problem) void message.warning(t(problem.key, problem.params));
      else onPick(chosen);
    });
    return false;
  };
}

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
          void pictureProblem(chosen, check).then((problem) => {
            // The file with its reason beside the button (every refused file, should several come).
            if (problem) setRefused((now) => [...now, { name: chosen.name, reason: t(problem.key, problem.params) }]);
            else onPick(chosen);
          });
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
