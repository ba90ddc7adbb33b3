/**
 * The demo's fault switch, for the end-to-end tests of the app's error states: while
 * sessionStorage holds `tc.mock.fault` = `{"status": 500, "times": n, "paths": ["/api/v1/..."]}`
 * (paths optional: the pathnames it applies to, exactly; or `"except": ["^/api/v1/users/me/$", …]`,
 * regular expressions over the pathnames it leaves alone), the next n matching API calls answer that
 * server error, as a failing server would, and the switch wears off. Demo only: the page's front
 * (mocks/browser.ts) tells the demo's service worker what its tab's sessionStorage holds, and
 * the worker (mocks/service-worker.ts) answers from that copy and hands the count back; a real
 * API has no such thing.
 */
import { commonMessages } from '../messages/common';
import { langOf } from '../messages/define';
import { json, toResponse } from './http';

import { DEMO_FAULT_KEY } from '@/types/demo';

export const FAULT_KEY = DEMO_FAULT_KEY;

/** Where the switch is read and counted down: a tab's sessionStorage, or the worker's copy of it. */
export type FaultStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Fault {
  status: number;
  times: number;
  paths?: string[];
  except?: string[];
}

function readFault(storage: FaultStorage): Fault | null {
  try {
    const fault = JSON.parse(storage.getItem(FAULT_KEY) ?? 'null') as Fault | null;
    return fault && Number.isInteger(fault.status) && fault.status >= 500 && fault.times > 0 ? fault : null;
  } catch {
    return null;
  }
}

/** The server error a switched fault asks for this call, or null (and the count goes down). */
export function injectedFault(request: Request, storage: FaultStorage | undefined = globalThis.sessionStorage): Response | null {
  if (!storage) return null;
  const fault = readFault(storage);
  const path = new URL(request.url).pathname;
  if (!fault || (fault.paths && !fault.paths.includes(path))) return null;
  if (fault.except?.some((pattern) => new RegExp(pattern).test(path))) return null;
  if (fault.times > 1) storage.setItem(FAULT_KEY, JSON.stringify({ ...fault, times: fault.times - 1 }));
  else storage.removeItem(FAULT_KEY);
  return toResponse(json({ detail: commonMessages.serverError }, fault.status), langOf(request));
}
