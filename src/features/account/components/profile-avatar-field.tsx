/**
 * The avatar of the profile editor (spec 000 §5): a jpg, jpeg, png or bmp file (by name, any
 * case, and by its bytes) of at most 1 MB. A wrong file is refused with the catalogue's warning ('upload cover
 * failed', 'image file too large'); a good one is previewed and sent with the next save.
 */
import { Avatar, Button, Form, Space, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { usePictureChoice, usePicturePreview } from '@/components/image-picker';
import { useT } from '@/lib/i18n/i18n';
import { IMAGE_EXTENSIONS } from '@/lib/validators/files';
import { avatarProblem } from '../utils/profile-draft';

const ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const PROFILE_AVATAR_INPUT_ID = 'profile-avatar';

export function ProfileAvatarField({
  currentUrl,
  file,
  onChange,
  serverError,
}: {
  currentUrl: string;
  file: File | null;
  onChange: (file: File) => void;
  serverError?: string;
}) {
  const t = useT();
  const choose = usePictureChoice(avatarProblem, onChange);
  const preview = usePicturePreview(file);
  const src = preview ?? (currentUrl || undefined);

  return (
    <Form.Item
      label={t('profile.avatar')}
      htmlFor={PROFILE_AVATAR_INPUT_ID}
      validateStatus={serverError ? 'error' : undefined}
      help={serverError ?? (file ? t('profile.avatar.chosen', { name: file.name }) : t('profile.avatar.hint'))}
    >
      <Space size="large" align="center">
        <Avatar size={80} src={src} icon={src ? undefined : <UserOutlined aria-hidden />} alt={t('profile.avatar.alt')} />
        <Upload
          id={PROFILE_AVATAR_INPUT_ID}
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          beforeUpload={choose}
        >
          <Button icon={<UploadOutlined aria-hidden />}>{t('profile.avatar.change')}</Button>
        </Upload>
      </Space>
    </Form.Item>
  );
}
