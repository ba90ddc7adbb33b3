/** Project covers may come as storage keys with a leading "covers/" (spec 000 §7): strip it. */
export function stripCoverPrefix(path: string | null | undefined): string {
  return (path ?? '').replace(/^covers\//, '');
}
