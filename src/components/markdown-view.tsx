/**
 * The one markdown reader of the app: a document with a table of contents built from its `##`
 * headings (static documents, lesson plans, project guides). The document is parsed off the main
 * thread (lib/markdown: the markdown worker) and its tree drawn here by react-markdown; until it
 * is, a placeholder holds its place. Raw HTML in a document is never rendered (skipHtml, no
 * rehype-raw), link and image targets go through react-markdown's URL sanitiser, and a link
 * leaves the app only for http(s) or mailto, in a new tab (DocLink). A
 * caller may mark sections as locked: their heading becomes a button that calls `onLocked` (and
 * so does their table-of-contents entry) instead of opening the section.
 */
import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import type { Root } from 'mdast';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import { Skeleton } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/i18n';
import { isExternalLink, safeLinkTarget } from '@/lib/inert-html';
import { markdownSections, remarkPreparsed, useMarkdownTree } from '@/lib/markdown/parse-markdown';
import { tableOfContents, type TocEntry } from '@/lib/table-of-contents';
import './markdown-view.css';

/**
 * A link of a document: the app's own pages (a path) and jumps inside the document stay in the
 * tab; anything else must be an http(s) or mailto address (safeLinkTarget) and opens in a new tab
 * that cannot reach back; any other target (javascript:, data:, tel:, a custom scheme) is text.
 */
function DocLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return <Link to={href}>{children}</Link>;
  const target = safeLinkTarget(href);
  if (target === null) return <span className="tc-doc__dead-link">{children}</span>;
  if (!isExternalLink(target)) return <a href={target}>{children}</a>;
  return (
    <a href={target} target="_blank" rel="noopener noreferrer">
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

function TableOfContents({
  entries,
  idPrefix,
  isLocked,
  onLocked,
}: {
  entries: TocEntry[];
  idPrefix: string;
  isLocked: (entry: TocEntry) => boolean;
  onLocked: () => void;
}) {
  const t = useT();
  const titleId = `${idPrefix}-toc-title`;
  return (
    <nav className="tc-doc__toc" aria-labelledby={titleId}>
      <div id={titleId} className="tc-doc__toc-title">
        {t('markdown.toc')}
      </div>
      <ol>
        {entries.map((entry) => {
          const locked = isLocked(entry);
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className={locked ? 'tc-doc__toc-locked' : undefined}
                onClick={(event) => {
                  if (!locked) return jumpTo(event, entry.id);
                  event.preventDefault();
                  onLocked();
                }}
              >
                {locked && <LockOutlined aria-hidden />} {entry.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * One section of a document (markdownSections): react-markdown turns a tree into React in one
 * go, which React cannot cut; a section at a time, a long lesson is drawn with the page free to
 * answer in between (issue 31).
 */
const MarkdownSection = memo(function MarkdownSection({ tree, components }: { tree: Root; components: Components }) {
  const plugins = useMemo(() => [remarkPreparsed(tree)], [tree]);
  return <Markdown skipHtml remarkPlugins={plugins} components={components} />;
});

const NEVER = () => false;
const NOTHING = () => {};

export interface MarkdownViewProps {
  /** the markdown, front matter already taken off */
  markdown: string;
  /** the document's language, for screen readers and hyphenation */
  lang?: string;
  /** 'page': a centred reading page; 'embedded': fills the part of a page it is put in */
  variant?: 'page' | 'embedded';
  /** GitHub's tables and task lists (lessons and project guides) */
  gfm?: boolean;
  /** prefix of the section ids, unique per view on a page */
  idPrefix?: string;
  /** sections the reader may not open */
  isLocked?: (entry: TocEntry) => boolean;
  onLocked?: () => void;
  /** drawn under the document, e.g. a back-to-top link */
  footer?: ReactNode;
}

export function MarkdownView({
  markdown,
  lang,
  variant = 'page',
  gfm = false,
  idPrefix = 'section',
  isLocked = NEVER,
  onLocked = NOTHING,
  footer,
}: MarkdownViewProps) {
  const t = useT();
  const toc = useMemo(() => tableOfContents(markdown, idPrefix), [markdown, idPrefix]);
  const components = useMemo<Components>(() => {
    const byLine = new Map(toc.map((entry) => [entry.line, entry]));
    return {
      h2: ({ node, children }) => {
        const entry = byLine.get(node?.position?.start.line ?? -1);
        if (entry && isLocked(entry)) {
          return (
            <h2 id={entry.id} tabIndex={-1} className="tc-doc__locked">
              <button type="button" onClick={onLocked}>
                <LockOutlined aria-hidden /> {children} <span className="tc-doc__locked-note">{t('markdown.locked')}</span>
              </button>
            </h2>
          );
        }
        return (
          <h2 id={entry?.id} tabIndex={-1}>
            {children}
          </h2>
        );
      },
      a: ({ href, children }) => <DocLink href={href}>{children}</DocLink>,
      img: ({ src, alt }) => <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} />,
    };
  }, [toc, isLocked, onLocked, t]);
  const tree = useMarkdownTree(markdown, gfm);
  const sections = useMemo(() => (tree ? markdownSections(tree) : null), [tree]);
  const body = sections?.map((section, index) => <MarkdownSection key={index} tree={section} components={components} />);

  const withToc = toc.length > 1;
  const classes = ['tc-doc', variant === 'embedded' ? 'tc-doc--embedded' : '', withToc ? '' : 'tc-doc--no-toc'].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <article className="tc-doc__paper" lang={lang}>
        {body ?? <Skeleton active paragraph={{ rows: 8 }} />}
        {withToc && variant === 'page' && (
          <div className="tc-doc__top">
            <a
              href="#main"
              onClick={(event) => {
                event.preventDefault();
                window.scrollTo?.({ top: 0, behavior: 'smooth' });
              }}
            >
              {t('markdown.backToTop')}
            </a>
          </div>
        )}
        {footer}
      </article>
      {withToc && <TableOfContents entries={toc} idPrefix={idPrefix} isLocked={isLocked} onLocked={onLocked} />}
    </div>
  );
}
