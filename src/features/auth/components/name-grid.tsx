/**
 * The team's student names as large buttons (spec 000 §2): a child finds and taps their own. A
 * name wraps as on the printed card (src/lib/name-lines), never inside a word that fits.
 */
import { lineSeparator, nameLines } from '@/lib/name-lines';
import { Fragment } from 'react';
import './team-login.css';

// Dark enough for white initials (contrast AA).
const COLOURS = ['#1e5bd8', '#b4419a', '#1d7a4c', '#b8520b', '#6a3fc1', '#0b7285', '#c0392b', '#5c6b00'];

export function NameGrid({ names, labelledBy, onPick }: { names: readonly string[]; labelledBy: string; onPick: (name: string) => void }) {
  return (
    <ul className="name-grid" aria-labelledby={labelledBy}>
      {names.map((name, index) => (
        <li key={`${name}-${index}`}>
          <button type="button" className="name-grid__button" onClick={() => onPick(name)}>
            <span className="name-grid__initial" aria-hidden="true" style={{ background: COLOURS[index % COLOURS.length] }}>
              {Array.from(name)[0]?.toUpperCase()}
            </span>
            <span className="name-grid__name">
              {nameLines(name).map((line, i, lines) => (
                <Fragment key={i}>
                  {i > 0 ? lineSeparator(name, lines) : null}
                  <span className="name-grid__line">{line}</span>
                </Fragment>
              ))}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
