/**
 * The feedback dialog (spec 000 §2, §5, §8): type, subject (30), content (500), an optional
 * contact email and one optional image. Submit stays disabled without subject and content or
 * with an image error; the text passes the sensitive-word check before it is sent.
 * A draft survives closing the dialog; it is cleared once sent.
 */
import { useState } from 'react';
import { Button, Form, Input, Modal, Radio, Space, Typography, type UploadFile } from 'antd';
import { ApiError } from '@/lib/api-error';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { useSensitiveGuard } from '@/lib/sensitive-check';
import { checkOnline } from '@/lib/validators/check';
import { canSubmitFeedback, checkFeedbackContact, checkFeedbackContent, checkFeedbackSubject, FEEDBACK_CONTENT_MAX, FEEDBACK_SUBJECT_MAX, FEEDBACK_TYPES } from '@/lib/validators/feedback';
import { textLength } from '@/lib/validators/text';
import type { FeedbackType } from '@/types/notification';
import { useSubmitFeedback } from '../api/feedback';
import { FeedbackImageField, imageProblem } from './feedback-image-field';
import { useAppNotices } from '@/lib/app-notices';

interface Values {
  feedback_type: FeedbackType;
  subject: string;
  content: string;
  contact?: string;
}

const TEXT_FIELDS = ['feedback_type', 'subject', 'content', 'contact'] as const;
const counter = (max: number) => ({ show: true, max, strategy: textLength });

function FeedbackForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [imageServerError, setImageServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const guard = useSensitiveGuard();
  const submit = useSubmitFeedback();

  // Kept from onValuesChange (synchronous) rather than useWatch, so the button follows each keystroke.
  const [draft, setDraft] = useState({ subject: '', content: '' });
  const canSubmit = canSubmitFeedback(draft) && imageProblem(files) === null;

  function changeFiles(next: UploadFile[]) {
    setImageServerError(undefined);
    setFiles(next);
  }

  function report(error: unknown) {
    if (error instanceof ApiError) {
      if (error.kind === 'offline') return void message.error(t('error.offline'));
      // The global policy has already signed the user out.
      if (error.status === 401) return;
      const fields = error.fieldErrors;
      const onForm = TEXT_FIELDS.filter((name) => fields[name]);
      if (onForm.length > 0 || fields.image) {
        form.setFields(onForm.map((name) => ({ name, errors: [fields[name]] })));
        setImageServerError(fields.image);
        return;
      }
    }
    message.error(t('feedback.failed'));
  }

  async function send(values: Values) {
    const offline = checkOnline(navigator.onLine);
    if (offline) return void message.error(t('error.offline'));
    setBusy(true);
    try {
      if (!(await guard([values.subject, values.content]))) return;
      await submit.mutateAsync({
        feedback_type: values.feedback_type,
        subject: values.subject,
        content: values.content,
        contact: values.contact ?? '',
        image: (files[0]?.originFileObj as File | undefined) ?? null,
      });
      message.success(t('feedback.success'));
      form.resetFields();
      setDraft({ subject: '', content: '' });
      setFiles([]);
      onDone();
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark
      initialValues={{ feedback_type: FEEDBACK_TYPES[0] }}
      onValuesChange={(_, all) => setDraft({ subject: all.subject ?? '', content: all.content ?? '' })}
      onFinish={(values) => void send(values)}
    >
      <Typography.Paragraph type="secondary">{t('feedback.intro')}</Typography.Paragraph>
      <Form.Item name="feedback_type" label={t('feedback.type')} required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`feedback.type.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="subject" label={t('feedback.subject')} required rules={[ruleOf(checkFeedbackSubject, t)]}>
        <Input placeholder={t('feedback.subject.placeholder')} count={counter(FEEDBACK_SUBJECT_MAX)} />
      </Form.Item>
      <Form.Item name="content" label={t('feedback.content')} required rules={[ruleOf(checkFeedbackContent, t)]}>
        <Input.TextArea
          placeholder={t('feedback.content.placeholder')}
          autoSize={{ minRows: 4, maxRows: 10 }}
          count={counter(FEEDBACK_CONTENT_MAX)}
        />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('feedback.contact')}
        validateTrigger="onBlur"
        rules={[ruleOf(checkFeedbackContact, t)]}
      >
        <Input type="email" autoComplete="email" placeholder={t('feedback.contact.placeholder')} />
      </Form.Item>
      <FeedbackImageField files={files} onChange={changeFiles} serverError={imageServerError} />
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" disabled={!canSubmit} loading={busy}>
          {t('feedback.submit')}
        </Button>
      </Space>
    </Form>
  );
}

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} title={t('feedback.title')} onCancel={onClose} footer={null} mask={{ closable: false }} width={560}>
      <FeedbackForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
