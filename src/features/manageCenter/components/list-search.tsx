/**
 * The search box of the centre's tables: the search lives in the address (`search`), and a new
 * search starts from page 1, other parameters (sort, filter) kept. `prefetch` starts the new
 * list's call at once, while the page re-renders for the new address (on a large campus the
 * render took as long as the call).
 */
import { Input } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { readListState, searchState, writeListState } from '@/lib/list-params';

export function ListSearch({ label, width = 300, prefetch }: { label: string; width?: number; prefetch?: (search: string) => void }) {
  const [params, setParams] = useSearchParams();
  const { search } = readListState(params);
  return (
    <Input.Search
      key={search}
      defaultValue={search}
      allowClear
      aria-label={label}
      placeholder={label}
      onSearch={(value) => {
        const next = searchState(value);
        prefetch?.(next.search);
        setParams(writeListState(params, next));
      }}
      style={{ width }}
    />
  );
}
