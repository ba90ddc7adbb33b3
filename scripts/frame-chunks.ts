/**
 * The signed-in frame in a few chunks (issue 31).
 *
 * Every signed-in page loads the header (src/app/layouts/header.tsx) and what it imports
 * statically: antd's dropdown, modal, tooltip, badge, typography, icons and the app's small
 * helpers. Left to automatic splitting, that closure was 62 files, most under 8 KB, each shared
 * by another set of pages, and every file costs the page's main thread a request and a module
 * record before the page can run.
 *
 * The module graph cannot say which modules those are: antd and its icons are imported through
 * barrels that list every component, and only tree-shaking knows which ones are used. So the
 * build first splits the app as it would without these groups (a pass in memory, without
 * writing), reads the chunks that the header's chunk imports statically (its own chunk aside),
 * and sorts their modules (`frameSets`):
 * - `shared`: what the sign-in page imports too (antd's button, config and style core): one
 *   chunk, which both load anyway;
 * - `aside`: what the route table's other pages without the header import (the sign-in frame's
 *   pages, the video player, the previews: `headerlessPages`): one chunk per set of such pages,
 *   so that none of them loads a module it does not import;
 * - `headerOnly`: the rest, which only pages with the header load: one chunk.
 * The build's code-splitting groups (vite.config.ts) make those chunks. The sign-in page's first
 * visit gets no module it did not load before, and a signed-in page none its header did not
 * load already.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

type Chunk = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'facadeModuleId' | 'moduleIds'>;

const FRAME_PASS = 'TC_FRAME_PASS';

/** Whether this build is the frame pass (plugins with work of their own skip it). */
export function inFramePass(): boolean {
  return Boolean(process.env[FRAME_PASS]);
}

/**
 * The static closure of one file or several: each file and every file it imports statically,
 * recursively, each once, in the order they are reached (depth first).
 */
export function staticClosure(roots: string | readonly string[], importsOf: (file: string) => readonly string[] | undefined): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dependency of importsOf(file) ?? []) visit(dependency);
  };
  for (const root of typeof roots === 'string' ? [roots] : roots) visit(root);
  return seen;
}

const normalise = (id: string) => id.replace(/\\/g, '/');

/** The modules of the chunks the header imports statically, its own chunk aside, in three sets. */
export interface FrameSets {
  /** what the sign-in page imports too */
  shared: Set<string>;
  /**
   * what other pages without the header import and the sign-in page does not, by the chunk it
   * goes to: one per set of such pages importing it (`frame-aside-1`, …), so that none of them
   * loads a module it does not import
   */
  aside: Map<string, string>;
  /** the rest, which only pages with the header load */
  headerOnly: Set<string>;
}

/**
 * Sorts the modules of the chunks the header loads into the frame sets. `apart` are the other
 * pages shown without the header (the other sign-in pages, the video player, the previews).
 */
export function frameSets(chunks: readonly Chunk[], header: string, signIn: string, apart: readonly string[] = []): FrameSets {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId != null && normalise(chunk.facadeModuleId) === normalise(module));
  const headerChunk = chunkOf(header);
  const signInChunk = chunkOf(signIn);
  if (!headerChunk || !signInChunk) throw new Error('frame chunks: the header or the sign-in page has no chunk of its own');
  const importsOf = (file: string) => byFile.get(file)?.imports;
  const signInFiles = staticClosure(signInChunk.fileName, importsOf);
  const apartClosures = apart.map((page) => {
    const chunk = chunkOf(page);
    if (!chunk) throw new Error(`frame chunks: ${page} has no chunk of its own`);
    return staticClosure(chunk.fileName, importsOf);
  });
  const apartFiles = new Set(apartClosures.flatMap((closure) => [...closure]));
  const sets: FrameSets = { shared: new Set(), aside: new Map(), headerOnly: new Set() };
  const asideFiles = new Map<string, string>();
  for (const file of staticClosure(headerChunk.fileName, importsOf)) {
    // The header's own chunk stays the chunk its import loads.
    if (file === headerChunk.fileName) continue;
    const modules = byFile.get(file)?.moduleIds ?? [];
    if (signInFiles.has(file)) for (const module of modules) sets.shared.add(module);
    else if (apartFiles.has(file)) asideFiles.set(file, apartClosures.flatMap((closure, page) => (closure.has(file) ? [page] : [])).join());
    else for (const module of modules) sets.headerOnly.add(module);
  }
  const names = [...new Set(asideFiles.values())].sort();
  for (const [file, pages] of asideFiles) for (const module of byFile.get(file)?.moduleIds ?? []) sets.aside.set(module, `frame-aside-${names.indexOf(pages) + 1}`);
  return sets;
}

/**
 * The page modules of the route table's entries shown without the header (chrome 'authFrame' or
 * 'bare'), read from its text: `@/` is src/, `./` the table's folder.
 */
export function headerlessPages(routeTable: string, tableDir: string, srcDir: string): string[] {
  const pages = new Set<string>();
  for (const line of routeTable.split('\n')) {
    if (!/\bchrome: '(authFrame|bare)'/.test(line)) continue;
    const specifier = /page: \(\) => import\('([^']+)'\)/.exec(line)?.[1];
    if (!specifier) continue;
    const base = specifier.startsWith('@/') ? join(srcDir, specifier.slice(2)) : join(tableDir, specifier);
    pages.add(`${base}.tsx`);
  }
  return [...pages];
}

interface FrameOptions {
  /** The Vite config file, built again for the frame pass. */
  configFile: string;
  /** The header's module. */
  header: string;
  /** The sign-in page's module. */
  signIn: string;
  /** The route table, whose pages without the header keep out of the frame chunk. */
  routeTable: string;
  /** The app's source folder (the route table's `@/`). */
  srcDir: string;
}

/** The plugin that fills the three sets before the build splits its chunks, and the sets. */
export function frameChunks({ configFile, header, signIn, routeTable, srcDir }: FrameOptions) {
  const sets: FrameSets = { shared: new Set(), aside: new Map(), headerOnly: new Set() };
  let mode = 'production';
  const plugin: Plugin = {
    name: 'frame-chunks',
    apply: (_config, { command }) => command === 'build' && !inFramePass(),
    configResolved(config) {
      mode = config.mode;
    },
    async buildStart() {
      for (const set of Object.values(sets)) set.clear();
      process.env[FRAME_PASS] = '1';
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({ configFile, mode, logLevel: 'silent', build: { write: false, manifest: false, reportCompressedSize: false } });
      } finally {
        delete process.env[FRAME_PASS];
      }
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const apart = headerlessPages(readFileSync(routeTable, 'utf8'), dirname(routeTable), srcDir);
      const found = frameSets(chunks, header, signIn, apart);
      for (const id of found.shared) sets.shared.add(id);
      for (const id of found.headerOnly) sets.headerOnly.add(id);
      for (const [id, name] of found.aside) sets.aside.set(id, name);
    },
  };
  return { plugin, ...sets };
}
