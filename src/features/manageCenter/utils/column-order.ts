/**
 * The order_str of a click on a sortable column of the centre's tables: the column's server field
 * (`fields` maps column keys to fields), a leading minus for descending, '' (the server's default
 * order) for a column that does not sort or a click back to no direction.
 */
import { orderStrOf, type SortDirection } from '@/components/paged-table';

export function columnOrder<O extends string>(fields: Readonly<Record<string, string>>, columnKey: string, direction: SortDirection): O | '' {
  const field = fields[columnKey];
  return field ? (orderStrOf(field, direction) as O | '') : '';
}
