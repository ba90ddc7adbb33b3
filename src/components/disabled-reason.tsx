/**
 * A disabled control with the reason it is disabled (a service period, a quota): a tooltip on
 * hover and focus, and the control's accessible description. Without a reason the control is
 * returned as it is. (A disabled button takes no pointer events: the wrapper carries them.)
 */
import { useId, type ReactNode } from 'react';
import { Tooltip } from 'antd';

export function DisabledReason({ reason, children }: { reason: ReactNode | null | undefined; children: ReactNode }) {
  const id = useId();
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason}>
      <span className="tc-disabled-reason" tabIndex={0} aria-describedby={id} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {children}
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
