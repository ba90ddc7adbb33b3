/**
 * Course feedback (spec 001 §3-§5, §8): one item of six, a description up to 200 characters and
 * up to 5 attachments; submit is disabled until an item is chosen; success ("提交成功！") resets
 * the form, failure says "提交失败！".
 */
import { useState } from 'react';
import { Button, Input, Modal, Radio } from 'antd';
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { useSendCourseFeedback } from '@/api/courses';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { canSubmitCourseFeedback, checkCourseFeedbackContent, COURSE_FEEDBACK_CONTENT_MAX, COURSE_FEEDBACK_ITEMS } from '@/lib/validators/courses';
import { RefusedFiles, type RefusedFile } from '@/components/refused-files';
import { addAttachments, COURSE_FEEDBACK_ACCEPT } from '../utils/attachments';

export function FeedbackDialog({ courseId, open, onClose }: { courseId: number; open: boolean; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const send = useSendCourseFeedback(courseId);
  const [item, setItem] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);

  const reset = () => {
    setItem(null);
    setContent('');
    setFiles([]);
    setRefused([]);
  };
  const pick = (picked: FileList | null) => {
    const { files: next, refused: out, warning } = addAttachments(files, Array.from(picked ?? []));
    setFiles(next);
    // Each refused file with its own reason, beside the list (several at once are all shown).
    setRefused(out.map(({ file, check }) => ({ name: file.name, reason: t(check.key, check.params) })));
    if (warning) message.warning(t(warning.key, warning.params));
  };
  const contentError = checkCourseFeedbackContent(content);
  const submit = () => {
    if (!canSubmitCourseFeedback(item) || contentError) return;
    send.mutate(
      { item: item as number, content: content.trim(), attachments: files },
      {
        onSuccess: () => {
          message.success(t('course.feedback.success'));
          reset();
          onClose();
        },
        onError: () => message.error(t('course.feedback.failed')),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('course.feedback.title')}
      onCancel={onClose}
      destroyOnHidden={false}
      footer={
        <Button type="primary" disabled={!canSubmitCourseFeedback(item) || contentError !== null} loading={send.isPending} onClick={submit}>
          {t('course.feedback.submit')}
        </Button>
      }
    >
      <div className="tc-dialog-form">
        <fieldset>
          <legend>{t('course.feedback.item')}</legend>
          <Radio.Group value={item} onChange={(e) => setItem(e.target.value as number)}>
            {COURSE_FEEDBACK_ITEMS.map((value) => (
              <Radio key={value} value={value}>
                {t(`course.feedback.item.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        <label>
          {t('course.feedback.content')}
          <Input.TextArea
            value={content}
            rows={4}
            maxLength={COURSE_FEEDBACK_CONTENT_MAX}
            showCount
            placeholder={t('course.feedback.content.placeholder')}
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
        <div>
          <span id="tc-feedback-files">{t('course.feedback.attachments')}</span>
          <p className="tc-aids__hint">{t('course.feedback.attachments.hint')}</p>
          <label className="tc-file-pick">
            <UploadOutlined aria-hidden /> {t('course.feedback.attachments.choose')}
            <input
              type="file"
              multiple
              accept={COURSE_FEEDBACK_ACCEPT}
              aria-describedby="tc-feedback-files"
              onChange={(e) => {
                pick(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
          {files.length > 0 && (
            <ul className="tc-file-list" aria-labelledby="tc-feedback-files">
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>
                  <PaperClipOutlined aria-hidden /> <span>{file.name}</span>
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('course.feedback.attachments.remove', { file: file.name })}
                    onClick={() => setFiles(files.filter((f) => f !== file))}
                  />
                </li>
              ))}
            </ul>
          )}
          <RefusedFiles files={refused} onClose={() => setRefused([])} />
        </div>
      </div>
    </Modal>
  );
}
