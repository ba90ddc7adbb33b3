/**
 * Every call of the mock API as MSW handlers, for the Node server (Vitest and the benchmark).
 * The browser demo runs the same route table in its service worker (mocks/service-worker.ts) and
 * the session channel in the page (mocks/browser.ts).
 */
import { apiHandler, mockConfig } from './http';
import { apiRoutes } from './api';
import { ws } from 'msw';
import { CHANNEL_URL, createSessionChannel, type SessionChannel } from './session-channel';
import { isLiveTokenOf } from '../rules/tokens';

/** In Node the mock is one process: no tab has a mock of its own to relay sign-ins to. */
export const sessionChannel = createSessionChannel(null, (hello) => {
  void mockConfig.beforeRequest();
  return isLiveTokenOf(hello.token, hello.user_id);
});

/** The channel as MSW's handler of the WebSockets to `url`. */
export function sessionChannelHandler(url: string | RegExp, channel: SessionChannel) {
  return ws.link(url).addEventListener('connection', channel.onConnection);
}

export const handlers = [apiHandler(apiRoutes), sessionChannelHandler(CHANNEL_URL, sessionChannel)];
