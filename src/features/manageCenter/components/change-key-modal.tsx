/**
 * Change a student's key (spec 002 §2.8, §7): the type and a key drawn by the server, saved with
 * PATCH {secret_type, secret, secret_image}. The student's login cards show the new key at once.
 */
import { Form, Modal } from 'antd';
import { useUpdateOrgStudent } from '@/api/org-students';
import { useAppNotices } from '@/lib/app-notices';
import { ApiError } from '@/lib/api-error';
import { useT } from '@/lib/i18n/i18n';
import type { OrgStudent } from '@/types/manage';
import { SecretField, type SecretValues } from './secret-field';

export function ChangeKeyModal({ student, onClose }: { student: OrgStudent; onClose: () => void }) {
  const t = useT();
  const { message } = useAppNotices();
  const [form] = Form.useForm<SecretValues>();
  const update = useUpdateOrgStudent();

  const save = async (values: SecretValues) => {
    try {
      await update.mutateAsync({ id: student.id, patch: values });
      message.success(t('manageCenter.student.keyChanged'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) message.warning(error.message);
      else message.error(t('manageCenter.student.modifyFailed'));
    }
  };

  const title = t('manageCenter.student.changeKeyTitle', { name: student.name });
  return (
    <Modal open title={title} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} confirmLoading={update.isPending} mask={{ closable: false }}>
      <Form<SecretValues>
        form={form}
        layout="vertical"
        aria-label={title}
        onFinish={(values) => void save(values)}
        initialValues={{ secret_type: student.secret_type, secret: '', secret_image: '' }}
      >
        <SecretField form={form} drawOnOpen />
      </Form>
    </Modal>
  );
}
