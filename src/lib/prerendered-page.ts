/**
 * A page the build prerendered, shown before the app started (the sign-in page, see
 * src/app/prerendered-login.ts). Until the page's own component has hydrated, the inline boot
 * script holds clicks that need the app (a tab, Sign in, the password eye); the page hands
 * them over once it is live.
 */
import type { Locale } from '@/types/api';

/** The window property the inline boot script leaves its state in. */
export const PRERENDERED_STATE = '__tcPrerendered';

/**
 * The window property the boot script sets when it drew the signed-in shell (a signed-in full
 * load of a page with a header): the app's stylesheets wait for that shell's first frame.
 */
export const STATIC_SHELL_STATE = '__tcStaticShell';

export interface StaticShellState {
  /** Adds the app's stylesheets now if the shell's first frame has not done so yet. */
  loadStylesheets: () => void;
}

/** The signed-in shell this visit shows before the app renders, if any. */
export function staticShell(): StaticShellState | null {
  return ((window as unknown as Record<string, unknown>)[STATIC_SHELL_STATE] as StaticShellState | undefined) ?? null;
}

/**
 * The window property where the boot script leaves the page it shows when the app's start code
 * cannot load (its entry file, or a module the entry needs): a dropped connection, or a tab
 * opened just before a new version replaced the files. Without it the reader would see a blank
 * page, or the static shell's header forever.
 */
export const START_FAILED_STATE = '__tcStartFailed';

export interface StartFailedState {
  /** Replaces whatever #root holds with a readable page and a Reload button. */
  show: () => void;
  /** Stops watching the entry's script element (the app has started). */
  stop: () => void;
}

/** The texts of that page, per language (from the message catalogue, at build time). */
export type StartFailedTexts = Record<Locale, { title: string; detail: string; reload: string }>;

/** Shows the boot script's start-failed page; false when there is none (a dev server's index.html). */
export function showStartFailed(): boolean {
  const state = (window as unknown as Record<string, unknown>)[START_FAILED_STATE] as StartFailedState | undefined;
  state?.show();
  return Boolean(state);
}

/** The attribute of the app's stylesheet links that the boot script adds: "loading", then "settled". */
export const APP_STYLESHEET_ATTRIBUTE = 'data-tc-stylesheet';

/** The performance mark set when the page hands over (the cold-load end-to-end test reads it). */
export const HANDED_OVER_MARK = 'prerendered:handed-over';

export interface PrerenderedState {
  locale: Locale;
  /** Adds the app's stylesheets (held back under the prerendered page until the app starts). */
  loadStylesheets: () => void;
  /** Stops holding clicks and hands over the ones made so far, oldest first. */
  release: () => Element[];
}

/** The prerendered page this visit shows, if any. */
export function prerenderedPage(): PrerenderedState | null {
  return ((window as unknown as Record<string, unknown>)[PRERENDERED_STATE] as PrerenderedState | undefined) ?? null;
}

/**
 * Called by the prerendered page's component once it has hydrated (its effects run after its
 * whole subtree is live): clicks made before are carried out now, in order. Does nothing on
 * any other visit.
 */
export function handOverPrerenderedPage(): void {
  const state = prerenderedPage();
  if (!state) return;
  performance.mark(HANDED_OVER_MARK);
  for (const target of state.release()) {
    if (target.isConnected && target instanceof HTMLElement) target.click();
  }
}
