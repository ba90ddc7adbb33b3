/** The terms-of-service dialog (spec 001 §2, §7: GET /docs/termsOfService.md), rendered as markdown without raw HTML. */
import { Alert, Button, Modal, Spin } from 'antd';
import { MarkdownView } from '@/components/markdown-view';
import { useI18n } from '@/lib/i18n/i18n';
import { useTermsOfService } from '../api/terms';

export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, locale } = useI18n();
  const terms = useTermsOfService(locale, open);
  return (
    <Modal
      open={open}
      title={t('authorize.terms.title')}
      onCancel={onClose}
      width={720}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('authorize.terms.close')}
        </Button>
      }
      styles={{ body: { maxHeight: '60vh', overflowY: 'auto' } }}
    >
      {terms.isPending && <Spin />}
      {terms.isError && <Alert type="error" showIcon title={t('authorize.terms.failed')} />}
      {terms.data !== undefined && <MarkdownView markdown={terms.data} lang={locale} variant="embedded" idPrefix="terms" />}
    </Modal>
  );
}
