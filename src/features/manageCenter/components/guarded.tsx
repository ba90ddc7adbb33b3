/**
 * A centre action that may be disabled (by the service period, a quota, a rule of the row), with
 * the tooltip that says why. A disabled button takes no pointer events, so the tooltip sits on a
 * wrapper; the reason is also the button's description for screen readers.
 */
import { useId, type ReactElement } from 'react';
import { Tooltip } from 'antd';

export function Guarded({ reason, children }: { reason: string | null; children: (disabled: { disabled: boolean; 'aria-describedby'?: string }) => ReactElement }) {
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
