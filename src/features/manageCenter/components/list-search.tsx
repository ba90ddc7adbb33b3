/**
 * The search box of the centre's tables: the search lives in the address (`search`), and a new
 * search starts from page 1, other parameters (sort, filter) kept.
 */
import { Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { readListState, searchState, writeListState } from '@/lib/list-params';

export function ListSearch({ label, width = 300 }: { label: string; width?: number }) {
  const [params, setParams] = useSearchParams();
  const { search } = readListState(params);
  return (
    <Input.Search
      key={search}
      defaultValue={search}
      allowClear
      aria-label={label}
      placeholder={label}
      onSearch={(value) => setParams(writeListState(params, searchState(value)))}
      style={{ width }}
    />
  );
}
