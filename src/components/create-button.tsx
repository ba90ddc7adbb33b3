/**
 * A create button that may be blocked (002 §2.6, §4.6, §6): by the service period (not started:
 * please wait; expired: contact sales or tell the campus administrator, by role) or by the quota
 * (the caller's words). A blocked button stays visible, disabled, with the reason as its tooltip.
 */
import { useId, type ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CreateBlock } from '@/lib/access';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';

export function useBlockReason(audience: 'sales' | 'campus-admin', quotaText: string) {
  const t = useT();
  return (block: CreateBlock | null): string | null => {
    switch (block) {
      case null:
      case 'role':
        return null;
      case 'not-started':
        return t('campus.blocked.not-started');
      case 'expired':
        return t(`campus.blocked.expired.${audience}`, { phone: EXTERNAL_LINKS.support.salesPhone });
      case 'quota':
        return quotaText;
    }
  };
}

export function CreateButton({ reason, onClick, children }: { reason: string | null; onClick: () => void; children: ReactNode }) {
  const reasonId = useId();
  const button = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} disabled={reason !== null} onClick={onClick} aria-describedby={reason === null ? undefined : reasonId}>
      {children}
    </Button>
  );
  // A disabled button fires no hover events: the tooltip sits on a focusable wrapper, and the
  // reason is the button's description for screen readers.
  return reason === null ? button : (
    <Tooltip title={reason}>
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {button}
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
