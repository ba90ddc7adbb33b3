/**
 * Asked on submit when the phone permission is not ticked (spec 001 §5): whether to authorize the
 * phone number for real-name verification. Authorize ticks it and goes on; Not now goes on
 * without it; closing the dialog goes nowhere.
 */
import { Button, Modal } from 'antd';
import { useT } from '@/lib/i18n/i18n';

export type PhoneChoice = 'grant' | 'skip' | 'cancel';

export function PhoneConfirmDialog({ open, onChoose }: { open: boolean; onChoose: (choice: PhoneChoice) => void }) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={t('authorize.phoneConfirm.title')}
      onCancel={() => onChoose('cancel')}
      centered
      footer={[
        <Button key="skip" onClick={() => onChoose('skip')}>
          {t('authorize.phoneConfirm.skip')}
        </Button>,
        <Button key="grant" type="primary" onClick={() => onChoose('grant')}>
          {t('authorize.phoneConfirm.ok')}
        </Button>,
      ]}
    >
      <p>{t('authorize.phoneConfirm.text')}</p>
    </Modal>
  );
}
