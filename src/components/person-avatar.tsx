/**
 * A person's picture beside their name, or the first letter of the name on a disc when there is
 * no picture (or it does not load). Decorative: the name is always written beside it.
 *
 * Not antd's Avatar: for a letter, that one measures its text after it is drawn (a read of the
 * page's layout in an effect, which a render caused by data arriving runs in the same task, so
 * the whole page is laid out there), watches it with a ResizeObserver and draws again to scale
 * it. A list of forty notifications or works did that forty times: 130 ms of one task at a
 * phone's speed (issue 31). One letter at a size fitted to the disc needs no measuring.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import './person-avatar.css';

/** The name's first letter (a whole character: 林, É, an emoji), upper-cased. */
export function initialOf(name: string): string {
  const [first = ''] = Array.from(name.trim());
  return first.toUpperCase();
}

export function PersonAvatar({
  name,
  src,
  icon,
  size,
  style,
}: {
  name: string;
  src?: string | null;
  /** drawn instead of the letter when there is no picture (a notice from the system, not a person) */
  icon?: ReactNode;
  /** px */
  size: number;
  /** colours (background, color) and placement */
  style?: CSSProperties;
}) {
  // The picture that failed to load (a later, different picture is tried again).
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== failed ? src : null;
  return (
    <span
      className="tc-person-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: Math.round(size * (icon ? 0.5 : 0.45)), ...style }}
    >
      {picture ? (
        <img src={picture} alt="" width={size} height={size} decoding="async" loading="lazy" onError={() => setFailed(picture)} />
      ) : (
        (icon ?? initialOf(name))
      )}
    </span>
  );
}
