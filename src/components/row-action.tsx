/**
 * A table row's small link-style action ("Modify", "Delete"): the same element, classes and
 * content as antd's `<Button type="link" size="small">`, so the baked stylesheet draws it the
 * same, focus ring and danger colour included (row-action.test.tsx compares the two), without
 * what antd's Button mounts for each instance: its style hooks, a loading icon kept behind a
 * motion component and their layout effects. A list page draws 30 to 60 of them at once, and
 * they were a third of the components of its longest commit (issue 31).
 *
 * For idle actions only: an action that shows a spinner while it works (`loading`) stays an antd
 * Button, since swapping the element would lose the reader's focus. A Dropdown or Tooltip can
 * wrap it (the ref and the handlers it adds reach the button). `RowLink` is the same for an
 * action that goes to a page of the app (antd's link Button with an `href`, as RouterButton).
 */
import { Children, Fragment, forwardRef, isValidElement, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { THEME_CLASS } from '@/lib/theme-class';

const PREFIX = 'ant-btn';

export interface RowActionProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** drawn in the error colour, as antd's `danger` */
  danger?: boolean;
}

/** The classes antd's Button gives a small link button, in its order. */
function classesOf(danger: boolean, className: string | undefined): string {
  const color = danger ? 'dangerous' : 'link';
  return [PREFIX, THEME_CLASS, `${PREFIX}-link`, danger && `${PREFIX}-dangerous`, `${PREFIX}-color-${color}`, `${PREFIX}-variant-link`, `${PREFIX}-sm`, className]
    .filter(Boolean)
    .join(' ');
}

/** The button's content as antd lays it out: neighbouring texts (and numbers) joined, each text in a span. */
function contentOf(children: ReactNode): ReactNode[] {
  const pieces: ReactNode[] = [];
  let afterText = false;
  Children.forEach(children, (child) => {
    const text = typeof child === 'string' || typeof child === 'number';
    if (text && afterText) pieces[pieces.length - 1] = `${pieces[pieces.length - 1] as string}${child}`;
    else pieces.push(child);
    afterText = text;
  });
  return pieces.flatMap((piece, index) => {
    if (piece === null || piece === undefined || typeof piece === 'boolean') return [];
    if (typeof piece === 'string') return [<span key={index}>{piece}</span>];
    if (isValidElement(piece) && piece.type === Fragment) return [<span key={index}>{piece}</span>];
    return [isValidElement(piece) ? <Fragment key={index}>{piece}</Fragment> : piece];
  });
}

export const RowAction = forwardRef<HTMLButtonElement, RowActionProps>(function RowAction({ danger = false, className, disabled, children, ...rest }, ref) {
  return (
    <button {...rest} ref={ref} type="button" className={classesOf(danger, className)} disabled={disabled}>
      {contentOf(children)}
    </button>
  );
});

export interface RowLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** the page of the app it opens (a plain click stays in the app; a middle click opens a tab) */
  to: string;
  /** router state handed to the page (e.g. the list to go back to) */
  state?: unknown;
}

/** A row's action that opens a page of the app, drawn as antd's small link Button with an `href` (RouterButton). */
export const RowLink = forwardRef<HTMLAnchorElement, RowLinkProps>(function RowLink({ to, state, className, children, ...rest }, ref) {
  return (
    <Link {...rest} ref={ref} to={to} state={state} discover="none" className={classesOf(false, className)} tabIndex={0} aria-disabled={false}>
      {contentOf(children)}
    </Link>
  );
});
