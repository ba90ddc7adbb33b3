/// <reference types="vitest/config" />
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { createHash } from 'node:crypto';

type OutputChunk = Rolldown.OutputChunk;
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { antdStaticStyle } from './scripts/antd-static-style.ts';
import { cachedScrollbarMeasure } from './scripts/cached-scrollbar-measure.ts';
import { quietMounts } from './scripts/quiet-mounts.ts';
import { frameChunks, inFramePass, staticClosure } from './scripts/frame-chunks.ts';
import { precompressedAssets } from './scripts/precompressed-assets.ts';
import { securityHeaders } from './scripts/security-headers.ts';
import { themeFor, themeTokens } from './src/app/theme.ts';
import { earlyWorkerScript, MOCK_WORKER_URL, OFFICE_VIEWER_URL } from './mocks/worker-url.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));
/**
 * The browser's mock bundle gets a small stand-in for tldts, which MSW's cookie store pulls in
 * with the whole public-suffix list (mocks/lib/registrable-domain.ts). Tests run MSW in Node
 * with the real package.
 */
const browserAliases: Record<string, string> = process.env.VITEST ? {} : { tldts: fileURLToPath(new URL('./mocks/lib/registrable-domain.ts', import.meta.url)) };

/** Logic tests (.ts) that need a browser-like window: storage, location, navigator or WebSocket. */
const DOM_TESTS = [
  'mocks/handlers/session-channel.test.ts',
  'src/lib/single-session.test.ts',
  'src/features/auth/api/logout.test.ts',
  'src/features/auth/utils/redirect.test.ts',
  'src/lib/session.test.ts',
  'src/lib/reduced-motion.test.ts',
  'src/lib/api-client.test.ts',
  'src/app/prerendered-login.test.ts',
  'src/api/export.test.ts',
  'src/lib/inert-html.test.ts',
  'src/lib/module-preload.test.ts',
  'src/lib/scrollbar-measure.test.ts',
  'src/lib/idle.test.ts',
  'src/features/course/office-viewer/office-viewer.test.ts',
];

/**
 * In the built demo the mock API's light front (the worker's registration and start, and MSW's
 * WebSocket interception for the session channel, a chunk of its own; the mock itself runs in the service worker, see MOCK_SERVER
 * below and mocks/browser.ts) is imported by the entry before React renders. Two tags in index.html take its slow parts off that path:
 * - a modulepreload link fetches and compiles the chunk alongside the entry, not after it;
 * - a small inline script registers the mock's service worker at once, so the browser installs
 *   and activates it while the entry loads; `startMockApi` (mocks/browser.ts) waits for that
 *   registration to control the page before it tells the worker its switches.
 * Builds for a real API (VITE_API_URL) have no such chunk and get neither. (The build's prerender
 * step then moves the preload links into index.html's boot script: scripts/prerender-login.mjs.)
 */
/** `<link rel="modulepreload">` tags for the files index.html does not load yet. */
function modulePreloadTags(html: string, files: Iterable<string>) {
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
}

function preloadMockApi(): Plugin {
  return {
    name: 'preload-mock-api',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {});
        const mock = chunks.find((c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\\/g, '/').endsWith('/mocks/browser.ts'));
        if (!mock || mock.type !== 'chunk') return;
        return [
          {
            tag: 'script',
            children: earlyWorkerScript(),
            injectTo: 'head-prepend' as const,
          },
          ...modulePreloadTags(html, [mock.fileName, ...mock.imports]),
        ];
      },
    },
  };
}

/**
 * An entry of the demo built on its own, as one classic script (an IIFE, no imports), with a
 * small file of a fixed address that loads it:
 * - the build: `assets/<stem>-<hash of its code>.js` (immutable, like every hashed asset) and the
 *   loader at its address, whose text names the bundle, so a deploy with another bundle changes
 *   it;
 * - the dev server: the same loader, with the bundle built on request and again after a change
 *   under mocks/ or src/ (its address carries a version).
 * A build for a real API (VITE_API_URL) writes neither: both are the demo's.
 */
interface StandaloneScript {
  name: string;
  entry: string;
  /** the IIFE's global name */
  globalName: string;
  stem: string;
  /** the loader's address, its content type and its text for the bundle's address */
  loader: { path: string; type: string; text: (scriptUrl: string) => string };
}

async function bundleScript({ entry, globalName, stem }: StandaloneScript, production: boolean): Promise<string> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': src, '@mocks': mocks, ...browserAliases } },
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    build: {
      write: false,
      minify: production,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: globalName, fileName: () => `${stem}.js` },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`the ${stem} bundle has no code`);
  return chunk.code;
}

function standaloneScript(spec: StandaloneScript): Plugin {
  const devPath = `/@tc-${spec.stem}.js`;
  let realApi = false;
  let devBundle: Promise<string> | null = null;
  let devVersion = 0;
  return {
    name: spec.name,
    configResolved(config) {
      realApi = Boolean(config.env.VITE_API_URL);
    },
    async generateBundle() {
      // The frame pass (scripts/frame-chunks.ts) reads the app's chunks only.
      if (realApi || inFramePass()) return;
      const code = await bundleScript(spec, true);
      const fileName = `assets/${spec.stem}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      this.emitFile({ type: 'asset', fileName: spec.loader.path.slice(1), source: spec.loader.text(`/${fileName}`) });
    },
    configureServer(server) {
      if (realApi) return;
      server.watcher.on('change', (file) => {
        if (!file.startsWith(mocks) && !file.startsWith(src)) return;
        devBundle = null;
        devVersion++;
      });
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0];
        if (path !== spec.loader.path && path !== devPath) return next();
        response.setHeader('Cache-Control', 'no-cache');
        if (path === spec.loader.path) {
          response.setHeader('Content-Type', `${spec.loader.type}; charset=utf-8`);
          return void response.end(spec.loader.text(`${devPath}?v=${devVersion}`));
        }
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        (devBundle ??= bundleScript(spec, false)).then(
          (code) => response.end(code),
          (error: unknown) => {
            devBundle = null;
            next(error);
          },
        );
      });
    },
  };
}

/**
 * The demo's mock API runs in its service worker (mocks/service-worker.ts: the route table, the
 * demo world and its storage), off the pages' main threads. A service worker loads scripts with
 * importScripts, so its bundle is a classic script, and `/mock-api-worker.js`, the worker the
 * pages register, imports it: the worker's address stays, and the browser's update check installs
 * a new worker when a deploy changes the mock.
 */
const MOCK_SERVER: StandaloneScript = {
  name: 'mock-server-worker',
  entry: fileURLToPath(new URL('./mocks/service-worker.ts', import.meta.url)),
  globalName: 'tcMockServer',
  stem: 'mock-server',
  loader: {
    path: MOCK_WORKER_URL,
    type: 'text/javascript',
    text: (serverUrl) => ["/* The demo's service worker (written by vite.config.ts, MOCK_SERVER): the mock API. */", `importScripts(${JSON.stringify(serverUrl)});`, ''].join('\n'),
  },
};

/**
 * The demo's office viewer (src/features/course/office-viewer): the page a course page frames for
 * a unit's slides, `/office-viewer.html`. A same-origin frame shares the page's main thread, and
 * the app's own slide page in it loaded a second app there (issue 31); this page is a few
 * kilobytes of script without React or antd. The mock's token answer points at it.
 */
const OFFICE_VIEWER: StandaloneScript = {
  name: 'office-viewer-page',
  entry: fileURLToPath(new URL('./src/features/course/office-viewer/main.ts', import.meta.url)),
  globalName: 'tcOfficeViewer',
  stem: 'office-viewer',
  loader: {
    path: OFFICE_VIEWER_URL,
    type: 'text/html',
    text: (scriptUrl) =>
      [
        '<!doctype html>',
        '<html>',
        '<head>',
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title></title>',
        `<script src=${JSON.stringify(scriptUrl)} defer></script>`,
        '</head>',
        '<body><main id="viewer"></main></body>',
        '</html>',
        '',
      ].join('\n'),
  },
};

/**
 * The entry is small and imports React and the app's start (src/app/start.tsx) dynamically, so
 * the app's code runs in separate steps (see src/main.tsx). Their chunks still download from
 * the first moment: index.html preloads what the entry imports dynamically.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = new Map<string, OutputChunk>();
        for (const item of Object.values(bundle ?? {})) if (item.type === 'chunk') chunks.set(item.fileName, item);
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        return modulePreloadTags(html, staticClosure(entry?.dynamicImports ?? [], (file) => chunks.get(file)?.imports));
      },
    },
  };
}

/**
 * The static imports of each chunk of the build, read before Vite writes the preload lists of the
 * dynamic imports (`leaveOutLoadedChunks`).
 */
const chunkImports = new Map<string, readonly string[]>();
function recordChunkImports(): Plugin {
  return {
    name: 'record-chunk-imports',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunkImports.clear();
        for (const item of Object.values(bundle)) if (item.type === 'chunk') chunkImports.set(item.fileName, item.imports);
      },
    },
  };
}

/**
 * A dynamic import's preload list (the chunks a page needs, fetched side by side) leaves out the
 * chunks its importer has already loaded: the importer's own static imports. The route table's
 * list of every page otherwise repeats React, antd's core and the shell in each entry, which
 * the shell carries on the sign-in page's first visit (issue 31: the /login budget).
 */
function leaveOutLoadedChunks(_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] {
  if (hostType !== 'js') return deps;
  const loaded = staticClosure(hostId, (file) => chunkImports.get(file));
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * The preload helper of the build's dynamic imports is the app's own (src/lib/module-preload.ts):
 * it adds a page's `<link rel="modulepreload">` tags a few milliseconds at a time, where Vite's
 * adds them all in one long task (issue 31).
 */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const MODULE_PRELOAD = fileURLToPath(new URL('./src/lib/module-preload.ts', import.meta.url));
function spreadModulePreloads(): Plugin {
  return {
    name: 'spread-module-preloads',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id === VITE_PRELOAD_HELPER) return `export { __vitePreload } from ${JSON.stringify(MODULE_PRELOAD)};`;
    },
  };
}

/**
 * The signed-in frame's chunks (scripts/frame-chunks.ts): the header's static closure in a few
 * chunks instead of some sixty, none of which a page without the header loads needlessly.
 */
const frame = frameChunks({
  configFile: fileURLToPath(import.meta.url),
  header: fileURLToPath(new URL('./src/app/layouts/header.tsx', import.meta.url)),
  signIn: fileURLToPath(new URL('./src/features/auth/routes/login-page.tsx', import.meta.url)),
  routeTable: fileURLToPath(new URL('./src/app/route-table.tsx', import.meta.url)),
  srcDir: src,
});

/**
 * React Router 7's package exports name its development build for every bundler, production
 * included (remix-run/react-router#14102, still open): its dev warnings and checks ran on every
 * route match of the built app. The build takes the production build it ships beside it.
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  'react-router': fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  'react-router/dom': fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
};

function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return REACT_ROUTER_PRODUCTION[source] ?? null;
    },
  };
}

/**
 * A worker has no document (the markdown worker, src/lib/markdown): packages whose browser build
 * needs one get their build for workers. decode-named-character-reference (micromark's named
 * character references) decodes with a DOM element in its browser build; its worker build uses
 * the table of names. Vite gives a worker's bundle the page's resolve conditions
 * (vitejs/vite#7439), so the worker's build asks for it by path; the dev server serves the page
 * and its workers from one module graph (and bundles dependencies ahead), so there an alias gives
 * it to the page too.
 */
const WORKER_BUILDS: Record<string, string> = {
  'decode-named-character-reference': fileURLToPath(new URL('./node_modules/decode-named-character-reference/index.js', import.meta.url)),
};

function workerBuilds(): Plugin {
  return {
    name: 'worker-builds',
    enforce: 'pre',
    resolveId(source) {
      return WORKER_BUILDS[source] ?? null;
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [spreadModulePreloads(), reactRouterProductionBuild(), cachedScrollbarMeasure(fileURLToPath(new URL('./src/lib/scrollbar-measure.ts', import.meta.url))), quietMounts(), react(), antdStaticStyle(themeTokens, { motion: themeFor({ reduceMotion: false }), 'reduced-motion': themeFor({ reduceMotion: true }) }), frame.plugin, recordChunkImports(), preloadAppStart(), preloadMockApi(), standaloneScript(MOCK_SERVER), standaloneScript(OFFICE_VIEWER), securityHeaders(), precompressedAssets()],
  // Office documents are assets (the demo's teaching plans): tests read them with ?inline.
  assetsInclude: ['**/*.docx', '**/*.xlsx'],
  resolve: {
    alias: { '@': src, '@mocks': mocks, ...browserAliases, ...(command === 'serve' ? WORKER_BUILDS : {}) },
  },
  worker: { plugins: () => [workerBuilds()] },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the app supports preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: leaveOutLoadedChunks },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the small entry (src/main.tsx) imports statically: the prerendered sign-in
            // page's takeover. Kept apart so the entry does not pull in the app's chunks.
            { name: 'boot', tags: ['$initial'], priority: 5 },
            // Vendor groups that every route shares are cached across deployments.
            { name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 4 },
            // The libraries under the start (src/app/start-libraries.ts): a chunk the entry
            // evaluates a task before the start's own.
            { name: 'shell-libraries', test: /src[\\/]app[\\/]start-libraries\.ts$/, priority: 3.5 },
            // The app's start (src/app/start.tsx) and everything it imports statically is one
            // chunk: a first visit makes a few requests instead of a score of small ones
            // (HTTP/1.1 servers allow six at a time).
            { name: 'shell', test: /src[\\/]app[\\/]start\.tsx$/, priority: 3 },
            // The signed-in frame (scripts/frame-chunks.ts): what the header shares with the
            // sign-in page, with the other pages without the header (a chunk per set of pages),
            // then the rest of the header's closure. Each group takes exactly the modules of its
            // set, which the first pass found closed under the chunks' imports: by default a
            // group also takes its modules' dependencies by the module graph, and through antd's
            // barrels that is every component.
            { name: 'frame-core', test: (id) => frame.shared.has(id), priority: 2, includeDependenciesRecursively: false },
            { name: (id) => frame.aside.get(id) ?? 'frame-aside', test: (id) => frame.aside.has(id), priority: 2, includeDependenciesRecursively: false },
            { name: 'frame', test: (id) => frame.headerOnly.has(id), priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 60000,
    // The jsdom setup loads every app module once per worker (src/test/setup.ts).
    hookTimeout: 180000,
    pool: 'threads',
    maxWorkers: 2,
    // Each worker keeps its modules and its environment from file to file: loading antd, the
    // app and jsdom once per worker instead of once per file. Every test starts from the seed,
    // an empty storage and fresh providers (src/test/setup.ts and src/test/render.tsx).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: DOM_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_TESTS],
        },
      },
    ],
  },
}));
