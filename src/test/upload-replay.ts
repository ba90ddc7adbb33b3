/**
 * Multipart uploads in component tests. jsdom's File does not cross MSW's Node interception intact
 * (its name and bytes are lost), so a call that uploads a picture is recorded here (field → value, a file as
 * 'file:<name>') and then answered by the mock's own route table with the same fields, each file
 * re-encoded with its name, its type and `bytes` bytes of the kind its name says: the mock's rules run as in
 * the browser.
 */
import { http } from 'msw';
import { server } from '@mocks/node';
import { apiRoutes } from '@mocks/handlers/api';
import { answerFrom, routeTable } from '@mocks/handlers/http';
import { multipart, type Part } from '@mocks/test-helpers';
import { magicBytes } from './files';

const table = routeTable(apiRoutes);

export function replayUploads(method: 'post' | 'patch', path: string, bytes = 2048): Record<string, string>[] {
  const recorded: Record<string, string>[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const form = await request.formData();
      const seen: Record<string, string> = {};
      const parts: Record<string, Part> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') {
          seen[key] = value;
          parts[key] = value;
        } else {
          seen[key] = `file:${value.name}`;
          // The name is lost too (it arrives as 'blob'): the checks in the page already passed on it.
          const named = value.name && value.name !== 'blob' ? value.name : 'upload.png';
          // Bytes of the kind its name says: the mock judges an upload by its bytes.
          parts[key] = { filename: named, type: value.type || 'image/png', bytes: magicBytes(named, bytes) };
        }
      });
      recorded.push(seen);
      const body = multipart(parts);
      // Copied one by one: jsdom's Headers does not carry over into Node's whole.
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      headers['content-type'] = body.contentType;
      return answerFrom(table, new Request(request.url, { method: request.method, headers, body: body.body }));
    }),
  );
  return recorded;
}
