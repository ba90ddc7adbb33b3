/** A tile of a home section: cover, title and a meta line, linking inside the app or out. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n/i18n';

export type HomeTileProps = {
  title: string;
  cover: string;
  /** an in-app path, or an external address with `external` */
  to?: string | null;
  external?: boolean;
  meta?: ReactNode;
  /** the cover loads at once, not when it nears the viewport (a tile of the first screen) */
  eager?: boolean;
};

export function HomeTile({ title, cover, to, external = false, meta, eager = false }: HomeTileProps) {
  const t = useT();
  const content = (
    <>
      {/* The title names the link; the cover is decoration. */}
      <img className="tc-home-tile__cover" src={cover || '/illustrations/empty.svg'} alt="" loading={eager ? 'eager' : 'lazy'} />
      <span className="tc-home-tile__title" title={title}>
        {title}
      </span>
    </>
  );
  let link: ReactNode;
  if (!to) {
    link = <div className="tc-home-tile__link">{content}</div>;
  } else if (external) {
    link = (
      <a className="tc-home-tile__link" href={to} target="_blank" rel="noopener noreferrer" aria-label={`${title} ${t('home.newTab')}`}>
        {content}
      </a>
    );
  } else {
    link = (
      <Link className="tc-home-tile__link" to={to}>
        {content}
      </Link>
    );
  }
  return (
    <>
      {link}
      {meta ? <div className="tc-home-tile__meta">{meta}</div> : null}
    </>
  );
}
