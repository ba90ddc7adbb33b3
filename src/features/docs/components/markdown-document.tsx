/**
 * A static document from public/docs rendered as markdown, in the reader's language, with a
 * table of contents (the shared markdown reader, components/markdown-view).
 */
import { useMemo } from 'react';
import { Button, Result } from 'antd';
import { MarkdownView } from '@/components/markdown-view';
import { PageLoading } from '@/components/page-loading';
import { useI18n } from '@/lib/i18n/i18n';
import { fillPlaceholders } from '@/lib/table-of-contents';
import { usePageTitle } from '@/lib/use-page-title';
import { useDocument, type DocumentName } from '../api/get-document';

const NO_VALUES: Readonly<Record<string, string>> = {};

export function MarkdownDocument({
  name,
  titleKey,
  values = NO_VALUES,
}: {
  name: DocumentName;
  /** catalogue key of the browser tab's title */
  titleKey: string;
  /** `{{name}}` placeholders of the document */
  values?: Readonly<Record<string, string>>;
}) {
  const { locale, t } = useI18n();
  const { data, isPending, isError, refetch, isFetching } = useDocument(name, locale);

  usePageTitle(t(titleKey));

  const text = useMemo(() => (data === undefined ? '' : fillPlaceholders(data, values)), [data, values]);

  if (isPending) return <PageLoading />;
  if (isError) {
    return (
      <div className="tc-doc tc-doc--no-toc">
        <Result
          status="warning"
          title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('docs.loadFailed')}</h1>}
          subTitle={t('docs.loadFailed.hint')}
          extra={
            <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return <MarkdownView markdown={text} lang={locale} />;
}
