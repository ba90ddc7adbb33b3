/**
 * One download button by its interaction type (spec 001 §9): 1 a download link, 2 a QR code in
 * a popover (to install on a phone), 3 a link opened in a new tab, 4 a guide in a modal.
 */
import { useState } from 'react';
import { Button, Popover, QRCode } from 'antd';
import { DownloadOutlined, ExportOutlined, QrcodeOutlined, ReadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import type { Software, SoftwareButton as SoftwareButtonData } from '@/types/content';
import { SoftwareGuide } from './software-guide';

const QR_SIZE = 160;

export function SoftwareButton({ software, button }: { software: Software; button: SoftwareButtonData }) {
  const t = useT();
  const [guideOpen, setGuideOpen] = useState(false);
  const label = t('software.button.label', { name: software.software_name, button: button.button_name });

  switch (button.button_interaction) {
    case 1:
      return (
        <Button type="primary" icon={<DownloadOutlined aria-hidden />} href={button.redirect_url} aria-label={label}>
          {button.button_name}
        </Button>
      );
    case 2:
      return (
        <Popover
          trigger="click"
          title={t('software.qr.title', { name: software.software_name })}
          content={
            <div className="sw-qr">
              <QRCode value={button.redirect_url} size={QR_SIZE} type="svg" bordered={false} />
              <span>{t('software.qr.hint')}</span>
            </div>
          }
        >
          <Button icon={<QrcodeOutlined aria-hidden />} aria-label={label} aria-haspopup="dialog">
            {button.button_name}
          </Button>
        </Popover>
      );
    case 3:
      return (
        <Button icon={<ExportOutlined aria-hidden />} href={button.redirect_url} target="_blank" rel="noopener noreferrer" aria-label={t('software.button.newTab', { label })}>
          {button.button_name}
        </Button>
      );
    case 4:
      return (
        <>
          <Button icon={<ReadOutlined aria-hidden />} aria-label={label} aria-haspopup="dialog" onClick={() => setGuideOpen(true)}>
            {button.button_name}
          </Button>
          <SoftwareGuide software={software} open={guideOpen} onClose={() => setGuideOpen(false)} />
        </>
      );
  }
}
