/**
 * Every call of the mock API as MSW handlers, for the Node server (Vitest and the benchmark).
 * The browser demo starts MSW with a light front (mocks/browser.ts) that loads the same route
 * table later (mocks/browser-server.ts).
 */
import { apiHandler, mockConfig } from './http';
import { apiRoutes } from './api';
import { CHANNEL_URL, createSessionChannel } from './session-channel';
import { isLiveTokenOf } from '../rules/tokens';

/** In Node the mock is one process: no tab has a mock of its own to relay sign-ins to. */
export const sessionChannel = createSessionChannel(CHANNEL_URL, null, (hello) => {
  void mockConfig.beforeRequest();
  return isLiveTokenOf(hello.token, hello.user_id);
});

export const handlers = [apiHandler(apiRoutes), ...sessionChannel.handlers];
