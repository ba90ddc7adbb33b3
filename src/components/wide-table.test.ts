import { describe, expect, it } from 'vitest';
import { wideTable } from './wide-table';

describe('wideTable', () => {
  it('draws a table as wide as its contents need when its columns are not given', () => {
    expect(wideTable()).toEqual({ className: 'tc-wide-table', style: undefined });
  });

  it("keeps every column's width when the card is narrower: the table is their sum", () => {
    const columns = [{ width: 260 }, { width: 150 }, { width: '90' }, { key: 'no width' }];
    expect(wideTable(columns)).toEqual({ className: 'tc-wide-table', style: { '--tc-table-width': '500px' } });
  });

  it('falls back to the contents when no column has a width', () => {
    expect(wideTable([{}, {}])).toEqual({ className: 'tc-wide-table', style: undefined });
  });
});
