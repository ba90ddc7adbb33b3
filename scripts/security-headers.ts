/**
 * What `npm run preview` sends as a production server would (docs/security.md): the build's
 * Content-Security-Policy (dist/content-security-policy.txt, see scripts/content-security-policy.mjs)
 * and the other security headers on every answer, and a 404 JSON error for an address under
 * /api/ that reaches it (the API's paths are the API server's: never the app's index.html).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { CSP_FILE } from './content-security-policy.mjs';

/** The headers every answer of the built app carries, besides the policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const file = join(server.config.build.outDir, CSP_FILE);
      // Read at start: a preview serves one build.
      const policy = existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
      if (!policy) server.config.logger.warn(`no ${CSP_FILE} in the build: the preview sends no Content-Security-Policy (run npm run build)`);
      // Before every other middleware, so each answer (static files, the .gz ones, index.html) carries them.
      server.middlewares.use((req, res, next) => {
        if (policy) res.setHeader('Content-Security-Policy', policy);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        if (/^\/api\//.test(req.url ?? '')) {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'application/json');
          // The mock's commonMessages.notFound, in the reader's language.
          const zh = /^zh\b/i.test(String(req.headers['accept-language'] ?? ''));
          res.end(JSON.stringify({ detail: zh ? '未找到。' : 'Not found.' }));
          return;
        }
        next();
      });
    },
  };
}
