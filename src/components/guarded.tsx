/**
 * An action that may be disabled, with the tooltip that says why. A disabled button takes no
 * pointer events, so the tooltip sits on a wrapper; the reason is also the control's description
 * for screen readers.
 */
import { useId, type ReactElement } from 'react';
import { Tooltip } from 'antd';

export interface GuardProps {
  disabled: boolean;
  'aria-describedby'?: string;
}

export function Guarded({ reason, children }: { reason: string | null; children: (guard: GuardProps) => ReactElement }) {
  const id = useId();
  if (reason === null) return children({ disabled: false });
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {children({ disabled: true, 'aria-describedby': id })}
        <span id={id} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
