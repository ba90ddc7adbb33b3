/**
 * A small stand-in for `tldts` in the browser's mock bundle (see vite.config.ts). MSW keeps
 * cookies with tough-cookie, which asks tldts for a host's registrable domain; tldts carries the
 * whole public-suffix list (about 250 KB of code that every first visit had to compile before
 * the mock could start). The demo runs on one host, so the last two labels of a name are its
 * registrable domain; addresses and single labels have none, as in tldts.
 */
export interface DomainOptions {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(host: string, _options?: DomainOptions): string | null {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === '' || name.includes(':') || name.startsWith('[') || IPV4.test(name)) return null;
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
