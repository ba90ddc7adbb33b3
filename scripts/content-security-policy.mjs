// The Content-Security-Policy the built app ships (docs/security.md). `npm run build` writes it
// next to index.html (dist/content-security-policy.txt, by scripts/prerender-login.mjs, once
// index.html is final) and `npm run preview` sends it as a header on every answer
// (scripts/precompressed-assets.ts); a real deployment sends the same header.
//
// Scripts run from the app's own origin only, plus index.html's inline scripts, each allowed by
// the SHA-256 of its exact text: no 'unsafe-inline', no eval. Each other source is named for what
// needs it.
import { createHash } from 'node:crypto';

/** Where the policy is written in the build. */
export const CSP_FILE = 'content-security-policy.txt';

/** The text of every inline <script> of `html` (those without a src). */
export function inlineScripts(html) {
  const found = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    found.push(match[2]);
  }
  return found;
}

/** 'sha256-…' of a script's text, as CSP compares it. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy for a build whose index.html is `html`. `apiUrl` (VITE_API_URL) is the real API's
 * base when the build talks to one: its origin, and its WebSocket twin for the single-session
 * channel, may be reached too. `officeOrigin`: a real office-preview service framed by the
 * course pages (the demo frames its own slide viewer, on 'self').
 */
export function contentSecurityPolicy(html, { apiUrl = '', officeOrigin = '' } = {}) {
  const hashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const connect = ["'self'"];
  if (apiUrl) {
    const api = new URL(apiUrl);
    connect.push(api.origin, `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`);
  }
  const frames = ["'self'", 'blob:'];
  if (officeOrigin) frames.push(new URL(officeOrigin).origin);
  const directives = {
    'default-src': ["'self'"],
    // The app's chunks, and index.html's boot scripts by their hash.
    'script-src': ["'self'", ...hashes],
    // antd runs zero-runtime with styles baked into the app's stylesheets, but index.html carries
    // the prerendered screens' critical CSS in <style> and style="" attributes, antd's scroll
    // lock and the Word viewer (docx-preview: a document's own styles) add <style> elements, and
    // echarts and React set inline styles. Styles cannot run script; their addresses (url(),
    // @import) stay limited by img-src, font-src and this list's 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: the uploaded avatars and covers the demo stores as data URLs, the captcha picture;
    // blob: pictures of a Word plan's package and a picked file's preview.
    'img-src': ["'self'", 'data:', 'blob:'],
    // blob: fonts a Word plan embeds (docx-preview hands them over as blob: URLs).
    'font-src': ["'self'", 'data:', 'blob:'],
    // The demo's course media and slides are the app's own files.
    'media-src': ["'self'", 'blob:'],
    // The API (the demo's mock answers on this origin through its service worker) and the
    // single-session WebSocket channel ('self' covers ws:/wss: of this host).
    'connect-src': connect,
    // blob: a PDF plan in the browser's own viewer; 'self': the demo's office preview frames the
    // demo's office viewer (/office-viewer.html).
    'frame-src': frames,
    // The demo's mock API runs in a service worker of this origin (/mock-api-worker.js).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the app itself may frame its pages (the office preview frames /office-viewer.html).
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
