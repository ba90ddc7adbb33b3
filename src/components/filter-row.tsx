/**
 * One row of filter chips (the catalogue's and the explore page's filters): "All" and the values, each a toggle button (aria-pressed), so the
 * filters work with the keyboard (Tab, Enter or Space) and screen readers say what is on.
 */
import { useId } from 'react';
import './filter-row.css';

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterRow({
  label,
  options,
  selected,
  onToggle,
  onAll,
  allLabel,
}: {
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** "All": no value selected; without it the row is a single choice among the options */
  onAll?: () => void;
  /** the translated "All" */
  allLabel?: string;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="tc-filter-row">
      <span id={labelId} className="tc-filter-row__label">
        {label}
      </span>
      <div className="tc-filter-row__values">
        {onAll && (
          <button type="button" className="tc-filter-chip" aria-pressed={selected.length === 0} onClick={onAll}>
            {allLabel}
          </button>
        )}
        {options.map((option) => (
          <button key={option.value} type="button" className="tc-filter-chip" aria-pressed={selected.includes(option.value)} onClick={() => onToggle(option.value)}>
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
