/**
 * Setting or changing a teacher's password goes through /resetpassword (spec 002 §2.10): the
 * phone is verified with an SMS code, and the user is signed out afterwards (the reset page ends
 * the session; the server ends every other one). The reset page brings them back here after
 * signing in again.
 */
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { maskPhone } from '../utils/account';
import { paths } from '@/lib/paths';

export const RESET_PASSWORD_PATH = paths.resetPassword.href({ redirect: paths.accountSetting.href() });

export function PasswordLink({ hasPassword, phone }: { hasPassword: boolean; phone: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { modal } = useAppNotices();

  async function go() {
    const sure = await modal.confirm({
      title: t('settings.password.resetTitle'),
      content: t('settings.password.resetContent', { phone: maskPhone(phone) }),
      okText: t('settings.password.continue'),
      cancelText: t('common.cancel'),
    });
    if (sure) navigate(RESET_PASSWORD_PATH);
  }

  return (
    <Button size="small" onClick={() => void go()}>
      {t(hasPassword ? 'settings.password.changeAction' : 'settings.password.setAction')}
    </Button>
  );
}
