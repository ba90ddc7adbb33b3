/**
 * The one empty state of every list and section: a picture, a hint and an optional create or
 * go button (spec 000 §2 "An empty state shows a picture, a hint and a create or go button").
 * A hint that invites the viewer to create goes with a button: where the viewer may create but
 * cannot now (a service period, a quota), the button shows disabled with the reason written
 * beside it, not only in its tooltip; a viewer who may not create gets a hint without the
 * invitation (the caller picks it).
 */
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DisabledReason } from './disabled-reason';

export type EmptyStateProps = {
  /** The hint under the picture, already translated. */
  hint: ReactNode;
  /** The button text, already translated; no button without it. */
  actionLabel?: ReactNode;
  /** What the button does; with `href` the button is a link. */
  onAction?: () => void;
  href?: string;
  /** Compact variant for horizontal home sections. */
  compact?: boolean;
  /** Why the button is disabled (a service period, a quota): it shows disabled, with the reason. */
  disabledReason?: ReactNode;
};

export function EmptyState({ hint, actionLabel, onAction, href, compact = false, disabledReason }: EmptyStateProps) {
  const size = compact ? 96 : 160;
  return (
    <div
      data-testid="empty-state"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 12,
        padding: compact ? '16px 8px' : '40px 16px',
        textAlign: 'center',
      }}
    >
      <img src="/illustrations/empty.svg" alt="" width={size} height={(size * 3) / 4} />
      <div style={{ color: 'rgba(0,0,0,0.65)', maxWidth: 420 }}>{hint}</div>
      {actionLabel ? (
        <DisabledReason reason={disabledReason}>
          <Button type="primary" href={disabledReason ? undefined : href} onClick={onAction} disabled={Boolean(disabledReason)}>
            {actionLabel}
          </Button>
        </DisabledReason>
      ) : null}
      {actionLabel && disabledReason ? (
        <div data-testid="empty-state-reason" style={{ color: 'rgba(0,0,0,0.55)', fontSize: compact ? 12 : 13, maxWidth: 420 }}>
          {disabledReason}
        </div>
      ) : null}
    </div>
  );
}
