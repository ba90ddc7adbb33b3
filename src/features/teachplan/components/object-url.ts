import { useEffect, useState } from 'react';

/**
 * An object URL for a blob while the component shows it: made when the blob arrives (or
 * changes), revoked when it is replaced or the component goes.
 */
export function useObjectUrl(blob: Blob): string {
  const [current, setCurrent] = useState(() => ({ blob, url: URL.createObjectURL(blob) }));
  if (current.blob !== blob) setCurrent({ blob, url: URL.createObjectURL(blob) });
  useEffect(() => () => URL.revokeObjectURL(current.url), [current.url]);
  return current.url;
}
