/**
 * A state of the viewer's document area (cannot show, failed to load) and of the plan lists:
 * an icon, a title, what happened and what to do. Lighter than antd's Result, which would add
 * its illustrations to the page teachers land on.
 */
import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';

export function PlanState({ kind, title, detail, action }: { kind: 'error' | 'warning'; title: string; detail?: string; action?: ReactNode }) {
  const Icon = kind === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div className="tp-doc__state" role={kind === 'error' ? 'alert' : undefined}>
      <Icon className={`tp-doc__state-icon tp-doc__state-icon--${kind}`} aria-hidden />
      <h2 className="tp-doc__state-title">{title}</h2>
      {detail && <p className="tp-doc__state-detail">{detail}</p>}
      {action}
    </div>
  );
}
