/**
 * Loading what a component test renders, before it renders it. Test files share a worker's
 * modules (`isolate: false`), and the app loads pages and the shell's parts lazily: a lazy import
 * that a file's last render starts could outlive that file, and Vitest would then fail it in the
 * next file that needs the module. Loaded up front, every lazy import of what the file renders is
 * answered from the module cache at once. The setup loads the app's frame (shell, lib, shared
 * components and resources); each test file loads its own feature or the routes it visits.
 */
import { preloadPage } from '@/app/route-table';

type Modules = Record<string, () => Promise<unknown>>;

/** Loads every module of an `import.meta.glob` result. */
export async function loadModules(modules: Modules): Promise<void> {
  await Promise.all(Object.values(modules).map((load) => load()));
}

/** Loads the pages (with their messages) and the headers of the given paths. */
export async function preloadRoutes(...paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => preloadPage(path)));
}
