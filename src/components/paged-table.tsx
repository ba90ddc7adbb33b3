/**
 * The one paged list table: antd Table with the server's page, a total text and, where a list
 * can be long, the quick jumper. The caller owns the page (usually in the address).
 */
import { Table, type TableColumnsType } from 'antd';

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
}) {
  return (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={{
        current: page,
        pageSize,
        total,
        showQuickJumper: quickJumper,
        showSizeChanger: false,
        showTotal: totalText,
        onChange: onPage,
      }}
    />
  );
}
