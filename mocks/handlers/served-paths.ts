/**
 * The paths the mock API answers. The browser's light front (mocks/browser.ts) hands a request
 * on these paths to the route table, and lets every other request (the app's own files,
 * pictures) go to the network without loading the table. A test checks every declared route.
 */
// /api/: every version (an address no call serves answers 404 JSON, like the demo's worker).
// /accounts/: the account host's third-party login (spec 001 §7), the same server in mock mode.
const SERVED: readonly RegExp[] = [/^\/api\//, /^\/rest-auth\//, /^\/check\/?$/, /^\/accounts\//];

export function isServedPath(pathname: string): boolean {
  return SERVED.some((pattern) => pattern.test(pathname));
}
