/** The error state of the personal-area lists: the shared one. */
export { LoadError as ProfileListError } from '@/components/load-error';
