/** The URL state of the personal-area lists: the shared list state. */
export { pageAfterRemoval, readListState, searchState, writeListState, type ListState } from '@/lib/list-state';
