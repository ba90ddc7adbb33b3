/**
 * The head of a list page (favourites, learning history, followed portfolios, the team list): its
 * title, the search box over the list (the address keeps the search, so the box starts from it),
 * and the page's buttons beside it; wraps under the title where there is no room.
 */
import type { ReactNode } from 'react';
import { Input, Space, Typography } from 'antd';

export function ListPageHeader({
  title,
  search,
  searchLabel,
  placeholder = searchLabel,
  onSearch,
  searchWidth = 260,
  className,
  titleClassName,
  children,
}: {
  title: ReactNode;
  /** the search the address holds */
  search: string;
  searchLabel: string;
  placeholder?: string;
  onSearch: (value: string) => void;
  searchWidth?: number;
  /** a page with its own layout classes for the bar and the title */
  className?: string;
  titleClassName?: string;
  /** the buttons beside the search box */
  children?: ReactNode;
}) {
  return (
    <Space
      className={className}
      wrap={className ? true : undefined}
      style={className ? undefined : { width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 16 }}
    >
      <Typography.Title level={1} className={titleClassName} style={titleClassName ? undefined : { fontSize: 22, margin: 0 }}>
        {title}
      </Typography.Title>
      <Space wrap>
        <Input.Search
          key={search}
          defaultValue={search}
          allowClear
          aria-label={searchLabel}
          placeholder={placeholder}
          onSearch={onSearch}
          style={{ width: searchWidth }}
        />
        {children}
      </Space>
    </Space>
  );
}
