/** The page's front speaking to the mock in the demo's service worker (MOCK_CONTROL_PATH). */
import { MOCK_CONTROL_PATH } from './worker-url';

/** Posts to the mock in the worker; an answer that is not the worker's is an error. */
export async function tellWorker(name: string, body: unknown): Promise<Response> {
  const response = await fetch(`${MOCK_CONTROL_PATH}${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok || !(response.headers.get('content-type') ?? 'application/json').includes('json')) {
    throw new Error(`The demo's worker did not answer ${name} (${response.status}).`);
  }
  return response;
}
