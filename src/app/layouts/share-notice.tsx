/**
 * The notice about sharing works to the open community (spec 000 §1): shown before the works
 * community opens, until the user ticks "don't show this again" (remembered in this browser).
 */
import { useState, type ReactNode } from 'react';
import { Checkbox, Modal, Typography } from 'antd';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { useT } from '@/lib/i18n/i18n';
import { openExternal } from './open-external';

const HIDE_KEY = 'tc.shareNotice.hidden';

function isHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_KEY) === '1';
  } catch {
    return false;
  }
}

function hide(): void {
  try {
    localStorage.setItem(HIDE_KEY, '1');
  } catch {
    // not remembered: the notice shows again next time
  }
}

/** `openCommunity` shows the notice (or goes straight to the community); render `dialog` once. */
export function useShareNotice(): { openCommunity: () => void; dialog: ReactNode } {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [dontShow, setDontShow] = useState(false);

  const openCommunity = () => {
    if (isHidden()) openExternal(EXTERNAL_LINKS.worksCommunity);
    else setOpen(true);
  };

  const dialog = (
    <Modal
      open={open}
      title={t('shell.share.title')}
      okText={t('shell.share.continue')}
      cancelText={t('common.cancel')}
      onCancel={() => setOpen(false)}
      onOk={() => {
        if (dontShow) hide();
        setOpen(false);
        openExternal(EXTERNAL_LINKS.worksCommunity);
      }}
    >
      <Typography.Paragraph>{t('shell.share.body')}</Typography.Paragraph>
      <Checkbox checked={dontShow} onChange={(e) => setDontShow(e.target.checked)}>
        {t('shell.share.dontShowAgain')}
      </Checkbox>
    </Modal>
  );

  return { openCommunity, dialog };
}
