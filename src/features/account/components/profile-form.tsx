/**
 * The profile editor's form (spec 000 §2, §4, §5, §8): avatar, login name (read-only), full
 * name (read-only, non-students, with its tooltip), nickname (teachers only), description.
 * Save is disabled while nothing changed or something is invalid; a click saves 500 ms after
 * the last click, after the sensitive-word check; the answer replaces the stored user.
 * Cancel resets the form and returns to /account/home.
 */
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Button, Form, Input, Space, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { canEditNickname, canSeeFullName } from '@/lib/access';
import { ApiError } from '@/lib/api-error';
import { ruleOf } from '@/lib/form-rules';
import { useT } from '@/lib/i18n/i18n';
import { useSensitiveGuard } from '@/lib/sensitive-check';
import { checkOnline } from '@/lib/validators/check';
import { checkNickname, checkProfileDescription, NICKNAME_MAX, PROFILE_DESCRIPTION_MAX } from '@/lib/validators/profile';
import { textLength } from '@/lib/validators/text';
import type { User } from '@/types/user';
import { useSaveProfile } from '@/api/users';
import { canSaveDraft, PROFILE_SAVE_DEBOUNCE_MS, profileChanges, toProfileForm, type ProfileValues } from '../utils/profile-draft';
import { ProfileAvatarField } from './profile-avatar-field';
import { useAppNotices } from '@/lib/app-notices';
import { paths } from '@/lib/paths';

const HOME = paths.accountHome.href();
const counter = (max: number) => ({ show: true, max, strategy: textLength });

function valuesOf(user: User): ProfileValues {
  return { nickname: user.name ?? '', description: user.description ?? '' };
}

/** Keyed by the saved values: a save's answer (through the cache) starts the form afresh. */
export function profileFormKey(user: User): string {
  return [user.id, user.name, user.description, user.avatar_url].join('\u0000');
}

export function ProfileForm({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = useAppNotices();
  const [form] = Form.useForm<ProfileValues>();
  const guard = useSensitiveGuard();
  const save = useSaveProfile();
  const editsNickname = canEditNickname(user);
  const showsFullName = canSeeFullName(user);

  const initial = useMemo(() => valuesOf(user), [user]);
  const [values, setValues] = useState<ProfileValues>(initial);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const canSave = canSaveDraft(initial, { ...values, avatar }, editsNickname) && !busy;

  function report(error: unknown) {
    if (error instanceof ApiError) {
      if (error.kind === 'offline') return void message.error(t('error.offline'));
      if (error.status === 401) return; // the global policy has signed the user out
      const fields = error.fieldErrors;
      if (fields.name || fields.description || fields.avatar) {
        form.setFields([
          ...(fields.name ? [{ name: 'nickname' as const, errors: [fields.name] }] : []),
          ...(fields.description ? [{ name: 'description' as const, errors: [fields.description] }] : []),
        ]);
        setAvatarError(fields.avatar);
        return;
      }
    }
    message.error(t('profile.save.failed'));
  }

  async function run() {
    if (!canSaveDraft(initial, { ...values, avatar }, editsNickname)) return;
    if (checkOnline(navigator.onLine)) return void message.error(t('error.offline'));
    const changes = profileChanges(initial, { ...values, avatar }, editsNickname);
    setBusy(true);
    try {
      if (!(await guard([changes.name, changes.description]))) return;
      await save.mutateAsync(toProfileForm(changes));
      setAvatar(null);
      setAvatarError(undefined);
      message.success(t('profile.save.success'));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }
  // The 500 ms debounce: each click restarts the wait; the save reads the draft as it is then.
  const [saveRequest, setSaveRequest] = useState(0);
  const fireSave = useEffectEvent(() => void run());
  useEffect(() => {
    if (saveRequest === 0) return;
    const timer = setTimeout(fireSave, PROFILE_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [saveRequest]);

  function cancel() {
    setSaveRequest(0);
    form.resetFields();
    setValues(initial);
    setAvatar(null);
    setAvatarError(undefined);
    navigate(HOME);
  }

  return (
    <Form<ProfileValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      initialValues={initial}
      onValuesChange={(_, all) => setValues({ nickname: all.nickname ?? '', description: all.description ?? '' })}
      onFinish={() => setSaveRequest((n) => n + 1)}
      style={{ maxWidth: 640 }}
    >
      <ProfileAvatarField
        currentUrl={user.avatar_url}
        file={avatar}
        serverError={avatarError}
        onChange={(file) => {
          setAvatarError(undefined);
          setAvatar(file);
        }}
      />
      <Form.Item label={t('profile.username')} htmlFor="profile-username">
        <Input id="profile-username" value={user.username} readOnly variant="filled" />
      </Form.Item>
      {showsFullName ? (
        <Form.Item
          htmlFor="profile-full-name"
          label={
            <span>
              {t('profile.fullName')}{' '}
              <Tooltip title={t('profile.fullName.tooltip')}>
                <QuestionCircleOutlined role="img" aria-label={t('profile.fullName.help')} tabIndex={0} />
              </Tooltip>
            </span>
          }
        >
          <Input
            id="profile-full-name"
            value={user.regional_username}
            placeholder={t('profile.fullName.empty')}
            readOnly
            variant="filled"
          />
        </Form.Item>
      ) : null}
      {editsNickname ? (
        <Form.Item
          name="nickname"
          label={t('profile.nickname')}
          rules={[ruleOf((v) => (v.trim() === initial.nickname.trim() ? null : checkNickname(v)), t)]}
        >
          <Input placeholder={t('profile.nickname.placeholder')} count={counter(NICKNAME_MAX)} />
        </Form.Item>
      ) : null}
      <Form.Item name="description" label={t('profile.description')} rules={[ruleOf(checkProfileDescription, t)]}>
        <Input.TextArea
          placeholder={t('profile.description.placeholder')}
          autoSize={{ minRows: 3, maxRows: 6 }}
          count={counter(PROFILE_DESCRIPTION_MAX)}
        />
      </Form.Item>
      <Form.Item label={null} colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" disabled={!canSave} loading={busy}>
            {t('common.save')}
          </Button>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
