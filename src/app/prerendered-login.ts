/**
 * The sign-in page before the app has started. The build renders /login's first screen into
 * index.html, once per language, with the CSS that screen uses (scripts/prerender-login.mjs,
 * src/app/prerender.tsx). A small inline script, `bootPrerenderedLogin` below, shows it at once
 * when the visit is a plain signed-out visit to /login; the reader can type into it while the
 * JavaScript loads. start.tsx then hydrates that HTML (the same DOM nodes: typed text, focus
 * and caret stay), the account form takes over what was typed, and the login page carries out
 * the clicks made meanwhile (a tab, Sign in, the password eye) in order (lib/prerendered-page).
 */
import { LOCALE_STORAGE_KEY, pickLocale } from '@/lib/i18n/pick-locale';
import { TOKEN_COOKIE, TOKEN_STORAGE_KEY } from '@/lib/session';
import { chromeMajorVersion, MIN_CHROME_VERSION } from '@/features/auth/utils/browser';
import { loginPathFor } from '@/lib/route-access';
import {
  APP_STYLESHEET_ATTRIBUTE,
  PRERENDERED_STATE,
  START_FAILED_STATE,
  STATIC_SHELL_STATE,
  type PrerenderedState,
  type StartFailedState,
  type StartFailedTexts,
  type StaticShellState,
} from '@/lib/prerendered-page';
import { DEMO_SWITCHES, DEMO_WORKER_CONTROL_GLOBAL } from '@/types/demo';
import { TOKEN_PARAM } from '@/lib/token-link';
import type { Locale } from '@/types/api';
import { paths } from '@/lib/paths';

export const LOGIN_PATH = paths.login.pattern;
export const PRERENDER_LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
/** `<template id="tc-prerender-{locale}">` holds the page; `tc-prerender-css` its stylesheet. */
export const TEMPLATE_PREFIX = 'tc-prerender-';
/**
 * `<template id="tc-shell-{locale}">` holds the signed-in shell as the app first draws it (the
 * header's mark with the user menu still loading, an empty page); `tc-shell-css` its stylesheet.
 */
export const SHELL_TEMPLATE_PREFIX = 'tc-shell-';
/** Marks the shell drawn by the boot script, until the app's first render replaces it. */
export const STATIC_SHELL_ATTRIBUTE = 'data-tc-static-shell';

/** The element whose text holds the build's year (the footer's copyright). */
export const YEAR_ATTRIBUTE = 'data-tc-year';

export interface BootConfig {
  path: string;
  templatePrefix: string;
  yearAttribute: string;
  tokenCookie: string;
  tokenKey: string;
  localeKey: string;
  minChromeVersion: number;
  state: string;
  /** marks the stylesheet links the script adds: "loading", then "settled" */
  stylesheetAttribute: string;
  shellTemplatePrefix: string;
  staticShellAttribute: string;
  shellState: string;
  /** the pathnames whose page has no header (RegExp sources): no signed-in shell is drawn there */
  headerless: string[];
  /** the pathnames where a signed-out visit starts on the sign-in page (RegExp sources) */
  signedOutLogin: string[];
  /** the demo's URL switches: an address with one is left to the app's start */
  demoSwitches: string[];
  /** the sign-in link's parameter (`?token=`): such a visit signs in on its page (000 §2) */
  tokenParam: string;
  /** where the demo leaves its promise that its worker controls the page (the code waits for it) */
  workerControl: string;
  /** the app's stylesheets and preloaded modules, which the script adds to the head */
  stylesheets: string[];
  modulePreloads: string[];
  /** where the script leaves the start-failed page (lib/prerendered-page), and its texts */
  startFailedState: string;
  startFailed: StartFailedTexts;
}

type BuildResources = 'stylesheets' | 'modulePreloads' | 'headerless' | 'signedOutLogin' | 'startFailed';

export const BOOT_CONFIG: Omit<BootConfig, BuildResources> = {
  path: LOGIN_PATH,
  templatePrefix: TEMPLATE_PREFIX,
  shellTemplatePrefix: SHELL_TEMPLATE_PREFIX,
  staticShellAttribute: STATIC_SHELL_ATTRIBUTE,
  shellState: STATIC_SHELL_STATE,
  yearAttribute: YEAR_ATTRIBUTE,
  tokenCookie: TOKEN_COOKIE,
  tokenKey: TOKEN_STORAGE_KEY,
  localeKey: LOCALE_STORAGE_KEY,
  minChromeVersion: MIN_CHROME_VERSION,
  state: PRERENDERED_STATE,
  stylesheetAttribute: APP_STYLESHEET_ATTRIBUTE,
  demoSwitches: [...DEMO_SWITCHES],
  tokenParam: TOKEN_PARAM,
  workerControl: DEMO_WORKER_CONTROL_GLOBAL,
  startFailedState: START_FAILED_STATE,
};

/**
 * Runs inline, right after `<div id="root">`, before the first paint; it also adds the app's
 * stylesheets and module preloads to the head (the build moves them here from the HTML).
 * Self-contained (it is serialised into index.html with the three functions it is given), so
 * it refers to nothing outside itself. It shows the prerendered page only where the app's first render would be
 * exactly that page: /login with at most a `redirect` query, no stored session (which would
 * redirect), and a supported browser (otherwise the page shows a notice first, see
 * isSupportedBrowser). A signed-out visit to a page that needs signing in is first sent to
 * /login?redirect=…, as the app's start would send it (signedOutStart in route-table.tsx).
 */
export function bootPrerenderedLogin(
  config: BootConfig,
  pick: (stored: string | null, languages: readonly string[]) => Locale,
  chromeVersion: (userAgent: string) => number | null,
  loginPath: (target: string) => string,
): void {
  const doc = document;
  const addStylesheets = () => {
    // Ahead of the stylesheets the app's code has added meanwhile (a chunk's own CSS, which Vite
    // appends as the chunk loads): the app's rules come after antd's, whatever loaded first.
    const first = doc.head.querySelector('link[rel="stylesheet"]');
    const links = config.stylesheets.map((href) => {
      const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href });
      // Marked, so the app knows what to wait for, and when it has arrived or failed (start.tsx).
      link.setAttribute(config.stylesheetAttribute, 'loading');
      link.onload = link.onerror = () => link.setAttribute(config.stylesheetAttribute, 'settled');
      // Disabled links are not fetched: each one loads (and a cached one is parsed) when it is
      // enabled below, one per task, all in their place in the cascade from the start. Parsed
      // together, antd's 700 KB were one long task (issue 31: total blocking time).
      link.disabled = true;
      doc.head.insertBefore(link, first);
      return link;
    });
    const enable = (index: number) => {
      if (index >= links.length) return;
      links[index].disabled = false;
      setTimeout(() => enable(index + 1), 0);
    };
    enable(0);
  };
  const addModulePreloads = () => {
    for (const href of config.modulePreloads) doc.head.appendChild(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
  };
  const root = doc.getElementById('root');
  const chrome = chromeVersion(navigator.userAgent);
  const supported = chrome !== null && chrome >= config.minChromeVersion;
  let signedIn = false;
  let stored: string | null = null;
  try {
    signedIn = localStorage.getItem(config.tokenKey) !== null || sessionStorage.getItem(config.tokenKey) !== null;
    stored = localStorage.getItem(config.localeKey);
  } catch {
    // no storage: no session in it either
  }
  // The cookie last: reading it asks the browser process (16 ms on a first load here), and a
  // session in this tab is in its storage too.
  signedIn ||= doc.cookie.split(';').some((part) => part.trim().startsWith(`${config.tokenCookie}=`));
  const locale = pick(stored, navigator.languages ?? [navigator.language]);
  /** Whether this address's pathname matches one of the route table's patterns (RegExp sources). */
  const onPathOf = (sources: string[]) => sources.some((source) => new RegExp(source).test(location.pathname));
  /** Puts a template's copy into #root with the CSS it needs (`{prefix}css`); false when either is missing. */
  const draw = (prefix: string): boolean => {
    const template = doc.getElementById(prefix + locale);
    const styles = doc.getElementById(`${prefix}css`);
    if (!root || !(template instanceof HTMLTemplateElement) || !(styles instanceof HTMLTemplateElement)) return false;
    doc.head.appendChild(styles.content.cloneNode(true));
    root.appendChild(template.content.cloneNode(true));
    doc.documentElement.lang = locale;
    return true;
  };
  /**
   * A signed-in visit to a page with a header: the shell the app's first render draws (the
   * header's mark, the user menu loading) shows at once, not after the app's code has loaded;
   * that render then replaces it with the same header.
   */
  const showShell = (): boolean => {
    if (!root || root.firstChild || !signedIn || !supported) return false;
    if (new URLSearchParams(location.search).has('popup')) return false;
    if (onPathOf(config.headerless)) return false;
    if (!draw(config.shellTemplatePrefix)) return false;
    root.firstElementChild?.setAttribute(config.staticShellAttribute, '');
    return true;
  };
  const showPage = (): boolean => {
    if (!root || root.firstChild || location.pathname !== config.path) return false;
    for (const key of new URLSearchParams(location.search).keys()) if (key !== 'redirect') return false;
    if (!supported || signedIn) return false;
    if (!draw(config.templatePrefix)) return false;
    const year = String(new Date().getFullYear());
    for (const node of root.querySelectorAll(`[${config.yearAttribute}]`)) {
      node.textContent = (node.textContent ?? '').replace(/\d{4}/, year);
    }

    // Typing, focus, links, check boxes and labels work natively. Any other click (a tab, Sign
    // in, Enter's implicit submit, the password eye) waits for the app, which carries it out.
    const held: Element[] = [];
    const hold = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || !root.contains(target)) return;
      if (event.type === 'click' && target.closest('a[href], label, input, textarea, select')) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click') held.push(target);
    };
    doc.addEventListener('click', hold, true);
    doc.addEventListener('submit', hold, true);
    const state: PrerenderedState = {
      locale,
      loadStylesheets: addStylesheets,
      release: () => {
        doc.removeEventListener('click', hold, true);
        doc.removeEventListener('submit', hold, true);
        return held.splice(0);
      },
    };
    (window as unknown as Record<string, unknown>)[config.state] = state;
    return true;
  };
  /**
   * A signed-out full load of a page that needs signing in starts on the sign-in page, as the
   * app's start would decide: the address becomes /login?redirect=… now, so the prerendered page
   * can show at once. An address carrying a demo switch is left to the app's start, whose mock
   * takes the switch out of the address before the redirect is made; one carrying a sign-in
   * token (`?token=`) stays: the app signs in with it on that page.
   */
  const sendSignedOutToLogin = () => {
    if (signedIn || !onPathOf(config.signedOutLogin)) return;
    const params = new URLSearchParams(location.search);
    if (params.has(config.tokenParam) || config.demoSwitches.some((name) => params.has(name))) return;
    history.replaceState(history.state, '', loginPath(location.pathname + location.search + location.hash));
  };
  sendSignedOutToLogin();
  /**
   * The app's start code that cannot load (the entry's script element fails when its file, or a
   * module it imports, does not arrive; main.tsx calls show() when its own next step fails): a
   * readable page with Reload instead of a blank one, or of the static shell for ever.
   */
  const showStartFailed = () => {
    if (!root) return;
    const texts = config.startFailed[locale];
    const page = doc.createElement('div');
    page.setAttribute('role', 'alert');
    page.setAttribute('data-recovery', 'startFailed');
    page.style.cssText = 'max-width:480px;margin:15vh auto 0;padding:0 24px;font:16px/1.6 system-ui,sans-serif;color:#1f1f1f;text-align:center';
    const title = Object.assign(doc.createElement('h1'), { textContent: texts.title });
    title.style.cssText = 'font-size:22px;margin:0 0 8px';
    const detail = Object.assign(doc.createElement('p'), { textContent: texts.detail });
    const reload = Object.assign(doc.createElement('button'), { type: 'button', textContent: texts.reload });
    reload.style.cssText = 'font:inherit;padding:6px 20px;border:0;border-radius:6px;background:#1677ff;color:#fff;cursor:pointer';
    reload.addEventListener('click', () => location.reload());
    page.append(title, detail, reload);
    root.replaceChildren(page);
    doc.documentElement.lang = locale;
  };
  const onScriptError = (event: Event) => {
    if (event.target instanceof HTMLScriptElement && event.target.type === 'module') showStartFailed();
  };
  // Error events of elements do not bubble: caught on their way down.
  window.addEventListener('error', onScriptError, true);
  const startFailed: StartFailedState = { show: showStartFailed, stop: () => window.removeEventListener('error', onScriptError, true) };
  (window as unknown as Record<string, unknown>)[config.startFailedState] = startFailed;
  // On the demo's first visit the app's files wait until its worker controls the page (see
  // src/types/demo.ts); elsewhere they load now.
  const pending = (window as unknown as Record<string, Promise<void> | undefined>)[config.workerControl];
  const whenControlled = (run: () => void) => (pending ? void pending.then(run) : run());
  // The app's stylesheet and code download at once, except under a prerendered page: there the
  // code waits for its first frame, so the page paints (and takes typing) before the browser is
  // busy, and the stylesheet (which restyles the whole page) waits for the app's start. Under
  // the signed-in shell the stylesheet waits for its first frame (the app's start adds it itself
  // if it comes first): parsing its 700 KB first held the shell's paint back.
  if (showPage()) {
    whenControlled(() => requestAnimationFrame(() => setTimeout(addModulePreloads, 0)));
  } else if (showShell()) {
    let added = false;
    const shell: StaticShellState = {
      loadStylesheets: () => {
        if (!added) addStylesheets();
        added = true;
      },
    };
    (window as unknown as Record<string, unknown>)[config.shellState] = shell;
    whenControlled(addModulePreloads);
    requestAnimationFrame(() => setTimeout(shell.loadStylesheets, 0));
  } else {
    whenControlled(() => {
      addStylesheets();
      addModulePreloads();
    });
  }
}

/** The inline script's source, for index.html, with the head's stylesheets and module preloads it adds. */
export function bootScriptSource(resources: Pick<BootConfig, BuildResources>): string {
  const config: BootConfig = { ...BOOT_CONFIG, ...resources };
  const helpers = [pickLocale, chromeMajorVersion, loginPathFor].map((helper) => helper.toString());
  return `(${bootPrerenderedLogin.toString()})(${JSON.stringify(config)},${helpers.join(',')})`;
}
