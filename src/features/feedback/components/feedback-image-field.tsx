/**
 * The feedback's one optional image (spec 000 §5): jpg, jpeg, png or bmp, at most 5 MB, one
 * file. Files are kept in the form, not uploaded on their own; a wrong file stays listed (marked
 * as an error) so the user sees what to remove, and blocks the submit button meanwhile.
 */
import { Button, Form, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { checkFeedbackImage, checkFeedbackImages, FEEDBACK_IMAGE_MAX_COUNT } from '@/lib/validators/feedback';
import { IMAGE_EXTENSIONS } from '@/lib/validators/files';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const FEEDBACK_IMAGE_INPUT_ID = 'feedback-image';

function asFileLike(file: UploadFile) {
  return { name: file.name, size: file.size ?? 0 };
}

/** The message key of what is wrong with the chosen files, or null. */
export function imageProblem(files: readonly UploadFile[]) {
  return checkFeedbackImages(files.map(asFileLike));
}

export function FeedbackImageField({
  files,
  onChange,
  serverError,
}: {
  files: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  serverError?: string;
}) {
  const t = useT();
  const problem = imageProblem(files);
  const error = problem ? t(problem.key, problem.params) : serverError;
  const shown = files.map((file) => ({ ...file, status: checkFeedbackImage(asFileLike(file)) ? 'error' : 'done' }) as UploadFile);

  return (
    <Form.Item
      label={t('feedback.image')}
      htmlFor={FEEDBACK_IMAGE_INPUT_ID}
      validateStatus={error ? 'error' : undefined}
      help={error ?? t('feedback.image.hint')}
    >
      <Upload
        id={FEEDBACK_IMAGE_INPUT_ID}
        accept={ACCEPT}
        multiple={false}
        listType="text"
        fileList={shown}
        beforeUpload={() => false}
        onChange={({ fileList }) => onChange(fileList)}
      >
        {files.length < FEEDBACK_IMAGE_MAX_COUNT && <Button icon={<UploadOutlined aria-hidden />}>{t('feedback.image.add')}</Button>}
      </Upload>
    </Form.Item>
  );
}
