/** Opens an external address in a new tab without giving it a handle on this window. */
export function openExternal(href: string): void {
  window.open(href, '_blank', 'noopener,noreferrer');
}
