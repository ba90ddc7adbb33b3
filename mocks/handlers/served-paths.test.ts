import { describe, expect, it } from 'vitest';
import { apiRoutes } from './api';
import { isServedPath } from './served-paths';
import { commonMessages } from '../messages/common';
import worker from '../service-worker.ts?raw';
import { en, zh } from '../test-helpers';

/** A concrete pathname for a declared path: `*` dropped, each `:param` filled in. */
const example = (path: string) => path.replace(/^\*/, '').replace(/:[^/]+/g, '42');

describe('isServedPath', () => {
  it('covers every declared call of the mock API, so the browser front hands each one on', () => {
    const missed = apiRoutes.map((route) => route.path).filter((path) => !isServedPath(example(path)));
    expect(missed).toEqual([]);
    expect(apiRoutes.length).toBeGreaterThan(50);
  });

  it.each(['/api/v1/users/me/', '/api/v2/lms/projects/', '/api/v3/unknown/', '/rest-auth/logout/', '/check'])('serves %s', (pathname) => {
    expect(isServedPath(pathname)).toBe(true);
  });

  it.each(['/', '/login', '/assets/index-abc.js', '/covers/code.svg', '/mock-api-worker.js', '/api', '/checked', '/apis/v1/x'])(
    'leaves %s to the network',
    (pathname) => {
      expect(isServedPath(pathname)).toBe(false);
    },
  );
});

describe('the demo’s service worker', () => {
  it('answers an API address opened as a page with the mock’s own 404 message, in both languages', () => {
    expect(worker).toContain(JSON.stringify(en(commonMessages.notFound)).slice(1, -1));
    expect(worker).toContain(zh(commonMessages.notFound));
    // It answers the very paths the route table serves.
    expect(worker).toContain("if (!isServedPath(url.pathname)) return;");
  });
});
