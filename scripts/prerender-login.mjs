// Prerenders the sign-in page into the built index.html (run by `npm run build` after
// `vite build`). See src/app/prerendered-login.ts for what the browser does with it.
//
// 1. Builds src/app/prerender.tsx for Node (everything bundled) and renders /login's first
//    screen in each language with the app's own components, and the signed-in shell's (the
//    header while the user loads), which a signed-in full load shows before the app starts.
// 2. Keeps the rules of the built stylesheets that this markup can use (critical CSS).
// 3. Writes into dist/index.html: a <template> per screen and language, one for each screen's
//    CSS, and the inline boot script right after <div id="root">, which also adds the app's
//    stylesheets and module preloads (the app waits for them before it renders, start.tsx).
// 4. Writes the Content-Security-Policy with the hashes of index.html's inline scripts
//    (dist/content-security-policy.txt; scripts/content-security-policy.mjs).
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { build, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { criticalCss } from './critical-css.mjs';
import { contentSecurityPolicy, CSP_FILE } from './content-security-policy.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const outDir = join(root, 'node_modules', '.cache', 'prerender');
const ROOT_DIV = '<div id="root"></div>';

process.env.NODE_ENV = 'production';
await build({
  configFile: false,
  root,
  mode: 'production',
  logLevel: 'warn',
  plugins: [
    react(),
    // The sign-in page's render does without antd's seeded style cache (src/app/antd-style-cache.ts).
    {
      name: 'no-antd-style-seed',
      resolveId: (id) => (id.startsWith('virtual:antd-style-seed-') ? '\0antd-style-seed' : undefined),
      load: (id) => (id === '\0antd-style-seed' ? 'export default [];' : undefined),
    },
  ],
  resolve: { alias: { '@': join(root, 'src'), '@mocks': join(root, 'mocks') } },
  ssr: { noExternal: true },
  build: { ssr: 'src/app/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false, minify: false, target: 'node20' },
});
// The app reads the cookie, storage and the address as it renders: it renders here for a
// first-time visitor of /login in a browser-like window (an empty one, so no session).
// A supported browser (Chrome 76 or later): others get the page without the prerender.
const visitor = new JSDOM('<!doctype html><div id="root"></div>', { url: 'http://localhost/login' });
Object.defineProperty(visitor.window.navigator, 'userAgent', {
  value: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});
for (const name of Object.getOwnPropertyNames(visitor.window)) {
  if (name in globalThis && name !== 'navigator') continue;
  Object.defineProperty(globalThis, name, { value: visitor.window[name], configurable: true, writable: true });
}
globalThis.window = visitor.window;
const entry = (await readdir(outDir)).find((file) => file.startsWith('prerender.') && file.endsWith('js'));
const prerender = await import(pathToFileURL(join(outDir, entry)).href);

const pages = {};
// React puts image preload hints before the markup; the page's own <img> tags load them anyway,
// and hydration expects the markup alone in #root.
const PRELOAD_HINT = /^(?:<link rel="preload"[^>]*\/>)+/;
const shells = {};
for (const locale of prerender.PRERENDER_LOCALES) {
  pages[locale] = (await prerender.renderLoginPage(locale)).replace(PRELOAD_HINT, '');
  shells[locale] = (await prerender.renderSignedInShell(locale)).replace(PRELOAD_HINT, '');
}

const assets = join(dist, 'assets');
const stylesheets = await Promise.all(
  (await readdir(assets)).filter((file) => file.endsWith('.css')).sort().map((file) => readFile(join(assets, file), 'utf8')),
);
// Each screen brings the rules it uses: the signed-in shell's few, so a signed-in full load does
// not build the sign-in page's rules before its first frame.
const css = criticalCss(stylesheets, Object.values(pages));
const shellCss = criticalCss(stylesheets, Object.values(shells));

const indexPath = join(dist, 'index.html');
let html = await readFile(indexPath, 'utf8');
if (!html.includes(ROOT_DIV)) throw new Error(`dist/index.html has no ${ROOT_DIV}`);
const prefix = prerender.TEMPLATE_PREFIX;
const templates = [
  ...Object.entries(pages).map(([locale, page]) => `<template id="${prefix}${locale}">${page}</template>`),
  ...Object.entries(shells).map(([locale, shell]) => `<template id="${prerender.SHELL_TEMPLATE_PREFIX}${locale}">${shell}</template>`),
  `<template id="${prefix}css"><style>${css}</style></template>`,
  `<template id="${prerender.SHELL_TEMPLATE_PREFIX}css"><style>${shellCss}</style></template>`,
].join('');
// The head's stylesheets and module preloads move into the boot script, which adds them at
// once, or after the prerendered page's first frame (see bootPrerenderedLogin). What the entry
// imports statically stays.
const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryImports = new Set(Object.values(manifest).filter((c) => c.isEntry).flatMap((c) => (c.imports ?? []).map((key) => `/${manifest[key].file}`)));
const resources = { stylesheets: [], modulePreloads: [], headerless: prerender.headerlessPathSources(), signedOutLogin: prerender.signedOutLoginPathSources(), startFailed: prerender.startFailedTexts() };
html = html.replace(/\s*<link rel="(stylesheet|modulepreload)" crossorigin href="([^"]+)">/g, (tag, rel, href) => {
  if (rel === 'modulepreload' && entryImports.has(href)) return tag;
  resources[rel === 'stylesheet' ? 'stylesheets' : 'modulePreloads'].push(href);
  return '';
});
html = html.replace(ROOT_DIV, `${templates}${ROOT_DIV}<script>${prerender.bootScriptSource(resources)}</script>`);
await writeFile(indexPath, html);
// The policy allows index.html's inline scripts by their hashes: written once the page is final.
await writeFile(join(dist, CSP_FILE), contentSecurityPolicy(html, { apiUrl: loadEnv('production', root, 'VITE_').VITE_API_URL ?? '' }));
await rm(outDir, { recursive: true, force: true });

const kb = (text) => (Buffer.byteLength(text) / 1024).toFixed(1);
console.info(
  `prerendered /login into dist/index.html: ${Object.entries(pages).map(([l, p]) => `${l} ${kb(p)} KB`).join(', ')}; ` +
    `the signed-in shell: ${Object.entries(shells).map(([l, p]) => `${l} ${kb(p)} KB`).join(', ')}; critical CSS ${kb(css)} KB, the shell's ${kb(shellCss)} KB`,
);
process.exit(0); // timers the app started while rendering (the query cache's) would keep Node alive
