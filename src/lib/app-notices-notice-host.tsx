/** The toast and notice engine of app-notices, loaded the first time one is shown. */
import { useEffect } from 'react';
import { message, notification } from 'antd';
import type { NoticeEngines } from './app-notices';

export default function NoticeHost({ maxMessages, onReady }: { maxMessages: number; onReady: (engines: NoticeEngines) => void }) {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: maxMessages });
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => onReady({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi, onReady]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}
