/**
 * The props that make an antd Table scroll sideways inside its card when it is wider (see
 * wide-table.css), as antd's `scroll={{ x }}` would. Given its columns, each with its width, the
 * table is the sum of their widths when its card is narrower (every column keeps its width: a
 * name column squeezed to the rest once wrapped a name letter by letter); without them, the width
 * its contents need.
 */
import type { CSSProperties } from 'react';
import './wide-table.css';

export function wideTable(columns?: readonly { width?: string | number }[]): { className: string; style?: CSSProperties } {
  const width = columns?.reduce((sum, column) => sum + (Number(column.width) || 0), 0);
  return {
    className: 'tc-wide-table',
    style: width ? ({ '--tc-table-width': `${width}px` } as CSSProperties) : undefined,
  };
}
