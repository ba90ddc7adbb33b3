/**
 * Linking and unlinking the WeChat account (spec 002 §2.10, §4.9, §8). Linking opens the chat
 * app's authorisation page in a small window (in the demo, the stand-in /mock/wechat/{id}); that
 * window posts the answer back with a `message` event, which is taken only from the same origin
 * and from the window this page opened. Unlinking asks first and shows the server's message.
 */
import { useEffect, useRef } from 'react';
import { Button } from 'antd';
import { CheckCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/api/users';
import { useAppNotices } from '@/lib/app-notices';
import { useT } from '@/lib/i18n/i18n';
import { useStartWechatBind, useUnbindWechat } from '../api/teacher-settings';
import { isWechatBindResult, popupFeatures, wechatBindOutcome } from '../utils/account';
import { useSettingsReport } from './settings-answer';

const WINDOW_NAME = 'tc-wechat-bind';

export function WechatLink({ userId, openId }: { userId: number; openId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { message, modal } = useAppNotices();
  const { failed } = useSettingsReport();
  const start = useStartWechatBind();
  const unbind = useUnbindWechat();
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isWechatBindResult(event.data)) return;
      if (popup.current && event.source !== popup.current) return;
      popup.current = null;
      const outcome = wechatBindOutcome(event.data);
      if (outcome === 'success') void message.success(event.data.message || t('settings.wechat.linkedDone'));
      else if (outcome === 'cannotLink') void message.warning(t('settings.wechat.cannotLink'));
      else void message.warning(event.data.message);
      void queryClient.invalidateQueries({ queryKey: userKeys.me() });
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [message, queryClient, t]);

  async function link() {
    if (typeof window.WebSocket !== 'function') {
      void modal.warning({ title: t('settings.wechat.noWebSocket'), okText: t('common.ok') });
      return;
    }
    // Opened at the click (a window opened after an answer would be blocked), filled in after.
    const win = window.open('', WINDOW_NAME, popupFeatures(window.screenX, window.screenY, window.outerWidth, window.outerHeight));
    if (!win) {
      void message.warning(t('settings.wechat.popupBlocked'));
      return;
    }
    popup.current = win;
    try {
      const answer = await start.mutateAsync(userId);
      win.location.href = answer.redirect_uri;
      void message.info(t('settings.wechat.waiting'));
    } catch (error) {
      win.close();
      popup.current = null;
      failed(error);
    }
  }

  async function unlink() {
    const sure = await modal.confirm({
      title: t('settings.wechat.unlinkTitle'),
      content: t('settings.wechat.unlinkContent'),
      okText: t('settings.wechat.unlink'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    try {
      const answer = await unbind.mutateAsync();
      if (answer.success) void message.success(answer.message);
      else void message.warning(answer.message);
    } catch (error) {
      failed(error);
    }
  }

  const linked = openId !== '';
  return (
    <>
      <span className={linked ? 'st-status st-status--on' : 'st-status'}>
        {linked ? <CheckCircleFilled aria-hidden /> : <MinusCircleOutlined aria-hidden />}
        {t(linked ? 'settings.wechat.linked' : 'settings.wechat.notLinked')}
      </span>
      {linked ? (
        <Button size="small" danger loading={unbind.isPending} onClick={() => void unlink()}>
          {t('settings.wechat.unlink')}
        </Button>
      ) : (
        <Button size="small" type="primary" loading={start.isPending} onClick={() => void link()}>
          {t('settings.wechat.link')}
        </Button>
      )}
    </>
  );
}
