import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScripts, scriptHash } from './content-security-policy.mjs';

const HTML = '<!doctype html><head><script>register()</script><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div><script>boot({"a":1})</script></body>';

/** The policy as a map of directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((part) => {
    const [name, ...sources] = part.split(' ');
    return [name, sources];
  }));
}

describe('the Content-Security-Policy of the build', () => {
  it('allows index.html’s inline scripts by the hash of their exact text, and no other inline script', () => {
    expect(inlineScripts(HTML)).toEqual(['register()', 'boot({"a":1})']);
    const policy = directives(contentSecurityPolicy(HTML));
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy['script-src']).toEqual(["'self'", hash('register()'), hash('boot({"a":1})')]);
    expect(scriptHash('register()')).toBe(hash('register()'));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('names each other source: no plugins, no <base>, frames of the app and of PDF blobs only', () => {
    const policy = directives(contentSecurityPolicy(HTML));
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(Object.values(policy).flat()).not.toContain('*');
  });

  it('lets a build for a real API reach that API and its WebSocket channel, and frame a real office preview', () => {
    const policy = directives(contentSecurityPolicy(HTML, { apiUrl: 'https://api.example.edu/v1/', officeOrigin: 'https://office.example.com/x' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.edu', 'wss://api.example.edu']);
    expect(policy['frame-src']).toEqual(["'self'", 'blob:', 'https://office.example.com']);
  });
});
