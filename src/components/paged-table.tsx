/**
 * The one paged list table: antd Table with the server's page, a total text and, where a list
 * can be long, the quick jumper. The caller owns the page (usually in the address), and the sort
 * order when columns are sortable (`onSort` gets the column's key and direction; the server sorts),
 * and, where rows can be selected, the selection.
 * On a narrow screen the table scrolls sideways inside its card.
 */
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { wideTable } from './wide-table';

export type SortDirection = 'ascend' | 'descend' | null;

export function PagedTable<T extends { id: number | string }>({
  columns,
  rows,
  loading,
  page,
  pageSize,
  total,
  totalText,
  quickJumper = false,
  onPage,
  onSort,
  label,
  selection,
}: {
  columns: TableColumnsType<T>;
  rows: readonly T[];
  loading: boolean;
  page: number;
  pageSize: number;
  total: number;
  /** the translated "N in total" text */
  totalText: (total: number) => string;
  quickJumper?: boolean;
  onPage: (page: number) => void;
  /** a sortable column was clicked: its key and the new direction (null: back to the default order) */
  onSort?: (columnKey: string, direction: SortDirection) => void;
  /** the table's accessible name */
  label?: string;
  /** rows to select with a checkbox each (antd's rowSelection) */
  selection?: TableProps<T>['rowSelection'];
}) {
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort' && onSort) {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      onSort(String(one?.columnKey ?? ''), one?.order ?? null);
      return;
    }
    if (extra.action === 'paginate' && pagination.current) onPage(pagination.current);
  };
  return (
    <Table<T>
      rowKey="id"
      aria-label={label}
      columns={columns}
      dataSource={rows}
      loading={loading}
      onChange={onChange}
      rowSelection={selection}
      // A table wider than its card scrolls inside it: the page itself never scrolls sideways.
      {...wideTable()}
      pagination={{
        current: page,
        pageSize,
        total,
        showQuickJumper: quickJumper,
        showSizeChanger: false,
        showTotal: totalText,
      }}
    />
  );
}

/** A sortable column's direction under an order_str (a field name, a leading minus for descending). */
export function sortDirectionOf(orderStr: string, field: string): SortDirection {
  if (orderStr === field) return 'ascend';
  if (orderStr === `-${field}`) return 'descend';
  return null;
}

/** The order_str of a field in a direction; '' (the server's default order) without a direction. */
export function orderStrOf(field: string, direction: SortDirection): string {
  if (!direction) return '';
  return direction === 'descend' ? `-${field}` : field;
}
