/**
 * The paths the mock API answers. The browser's light front (mocks/browser.ts) hands a request
 * on these paths to the route table, and lets every other request (the app's own files,
 * pictures) go to the network without loading the table. A test checks every declared route.
 */
const SERVED: readonly RegExp[] = [/^\/api\/v[12]\//, /^\/rest-auth\//, /^\/check\/?$/];

export function isServedPath(pathname: string): boolean {
  return SERVED.some((pattern) => pattern.test(pathname));
}
