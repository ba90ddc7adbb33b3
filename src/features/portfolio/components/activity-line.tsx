/** One activity line: who (linking to their home), what, and the works it names. */
import { Fragment, type ReactNode } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { splitTemplate } from '@/lib/i18n/message-template';
import type { StudioActivity } from '@/types/portfolio';
import { activityMessageKey, activityWorks } from '../utils/activity';
import { paths } from '@/lib/paths';

export function ActivityActor({ activity }: { activity: StudioActivity }) {
  const name = activity.actor_nick || activity.actor_username;
  return (
    <Link to={paths.userHome.href(activity.actor_username)} className="member-name">
      <PersonAvatar size={24} name={name} src={activity.actor_avatar} />
      <span>{name}</span>
    </Link>
  );
}

/** The sentence, the actor linking to their home and the works it names quoted. */
export function ActivityText({ activity }: { activity: StudioActivity }) {
  const t = useT();
  const slots: Record<string, ReactNode> = {
    actor: <ActivityActor activity={activity} />,
    works: activityWorks(activity).map((w) => `「${w}」`).join(''),
  };
  return (
    <span className="activity-text">
      {splitTemplate(t(activityMessageKey(activity.verb))).map((part, i) => (
        <Fragment key={i}>{'text' in part ? part.text : slots[part.slot]}</Fragment>
      ))}
    </span>
  );
}

export function ActivityTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}
