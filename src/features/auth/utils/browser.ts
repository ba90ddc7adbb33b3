/**
 * The login page's browser notice (spec 000 §2): the product supports Chrome 76 or later.
 * Browsers that borrow Chrome's token in their user agent but are not Chrome (Edge, Opera,
 * several domestic browsers) are not counted as Chrome; headless Chromium is.
 */
export const MIN_CHROME_VERSION = 76;

/** Self-contained: the prerendered sign-in page's inline script runs it too (src/app/prerendered-login.ts). */
export function chromeMajorVersion(ua: string): number | null {
  const notChrome = /\b(?:Edg|Edge|EdgA|EdgiOS|OPR|Opera|SamsungBrowser|QQBrowser|MetaSr|UCBrowser|360SE|360EE|YaBrowser|Firefox|FxiOS)\//i;
  if (notChrome.test(ua)) return null;
  const match = /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\/(\d+)/.exec(ua);
  return match ? Number(match[1]) : null;
}

export function isSupportedBrowser(ua: string): boolean {
  const version = chromeMajorVersion(ua);
  return version !== null && version >= MIN_CHROME_VERSION;
}
