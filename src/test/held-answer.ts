/**
 * Holds the mock's answer to GET `url` until the returned release is called, then lets the mock
 * answer as it does: a component test sees a page's loading state for as long as it wants.
 */
import { http } from 'msw';
import { server } from '@mocks/node';

export function holdAnswer(url: string): () => void {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(url, async () => {
      await held;
      // nothing returned: the mock answers as it does
    }),
  );
  return () => release();
}
