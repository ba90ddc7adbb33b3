/** The login page's notice for browsers other than Chrome 76 or later (spec 000 §2). */
import { useT } from '@/lib/i18n/i18n';
import { isSupportedBrowser } from '../utils/browser';
import { LateAlert } from './late-alert';

const CHROME_DOWNLOAD = 'https://www.google.cn/chrome/';

export function BrowserNotice() {
  const t = useT();
  if (typeof navigator === 'undefined' || isSupportedBrowser(navigator.userAgent)) return null;
  return (
    <LateAlert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('login.browser.unsupported')}
      action={
        <a href={CHROME_DOWNLOAD} target="_blank" rel="noreferrer">
          {t('login.browser.download')}
        </a>
      }
    />
  );
}
