/**
 * The demo's URL switches (?resetDemo=1, ?world=, ?latency=), here because the mock and the app
 * both need their names: the mock API reads them once at its start and takes them out of the
 * address (mocks/browser.ts); index.html's boot script leaves an address carrying one to the
 * app's start, so that the mock reads it before any redirect (src/app/prerendered-login.ts).
 */
export const DEMO_SWITCHES = ['resetDemo', 'world', 'latency'] as const;
