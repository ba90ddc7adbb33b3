/** The mock API in Node (Vitest and the benchmark): MSW's request interception, no latency. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers/all';

export const server = setupServer(...handlers);
