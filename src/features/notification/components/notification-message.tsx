/** The sentence of one notification, its slots ({actor}, {object}, {work}, {count}) filled with links. */
import { Fragment, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import type { Notification } from '@/types/notification';
import { splitTemplate } from '@/lib/i18n/message-template';
import { actorDisplayName, type NotificationView } from '../utils/notification-view';
import { TargetLink } from './target-link';

export function NotificationMessage({ notification: n, view }: { notification: Notification; view: NotificationView }) {
  const t = useT();
  const objectLabel = 'key' in view.objectLabel ? t(view.objectLabel.key) : view.objectLabel.text;
  const slots: Record<string, ReactNode> = {
    actor: view.actor ? <TargetLink link={view.actor}>{actorDisplayName(n)}</TargetLink> : <strong>{actorDisplayName(n) || t('notification.system')}</strong>,
    object: objectLabel ? <TargetLink link={view.object}>{objectLabel}</TargetLink> : null,
    work: view.work?.label ? <TargetLink link={view.work.link}>{view.work.label}</TargetLink> : null,
    count: view.count,
  };
  return (
    <>
      {/* The count is filled first, so its plural is chosen; the other slots stay for the links. */}
      {splitTemplate(t(view.messageKey, { count: view.count })).map((part, i) => (
        <Fragment key={i}>{'text' in part ? part.text : (slots[part.slot] ?? '')}</Fragment>
      ))}
    </>
  );
}
