/**
 * A static document from public/docs rendered as markdown, in the reader's language, with a
 * table of contents built from its `##` headings. Raw HTML in a document is never rendered
 * (skipHtml, no rehype-raw) and link targets go through react-markdown's URL sanitiser.
 */
import { useEffect, useMemo, type MouseEvent, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { PageLoading } from '@/components/page-loading';
import { useI18n } from '@/lib/i18n/i18n';
import { useDocument, type DocumentName } from '../api/get-document';
import { fillPlaceholders, tableOfContents, type TocEntry } from '../utils/table-of-contents';
import './markdown-document.css';

function DocLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  if (href.startsWith('#') || href.startsWith('mailto:') || href.startsWith('tel:')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  heading.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

function TableOfContents({ entries, label }: { entries: TocEntry[]; label: string }) {
  return (
    <nav className="tc-doc__toc" aria-labelledby="tc-doc-toc-title">
      <div id="tc-doc-toc-title" className="tc-doc__toc-title">
        {label}
      </div>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => jumpTo(event, entry.id)}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

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

  useEffect(() => {
    const previous = document.title;
    document.title = `${t(titleKey)} · ${t('app.name')}`;
    return () => {
      document.title = previous;
    };
  }, [t, titleKey]);

  const text = useMemo(() => (data === undefined ? '' : fillPlaceholders(data, values)), [data, values]);
  const toc = useMemo(() => tableOfContents(text), [text]);
  const components = useMemo<Components>(() => {
    const idByLine = new Map(toc.map((entry) => [entry.line, entry.id]));
    return {
      h2: ({ node, children }) => (
        <h2 id={idByLine.get(node?.position?.start.line ?? -1)} tabIndex={-1}>
          {children}
        </h2>
      ),
      a: ({ href, children }) => <DocLink href={href}>{children}</DocLink>,
    };
  }, [toc]);

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

  return (
    <div className={toc.length > 1 ? 'tc-doc' : 'tc-doc tc-doc--no-toc'}>
      <article className="tc-doc__paper" lang={locale}>
        <Markdown skipHtml components={components}>
          {text}
        </Markdown>
        {toc.length > 1 && (
          <div className="tc-doc__top">
            <a
              href="#main"
              onClick={(event) => {
                event.preventDefault();
                window.scrollTo?.({ top: 0, behavior: 'smooth' });
              }}
            >
              {t('docs.backToTop')}
            </a>
          </div>
        )}
      </article>
      {toc.length > 1 && <TableOfContents entries={toc} label={t('docs.toc')} />}
    </div>
  );
}
