import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickLocale } from '@/lib/i18n/pick-locale';
import {
  handOverPrerenderedPage,
  prerenderedPage,
  PRERENDERED_STATE,
  showStartFailed,
  START_FAILED_STATE,
  STATIC_SHELL_STATE,
  staticShell,
  type StartFailedState,
} from '@/lib/prerendered-page';
import { loginPathFor } from '@/lib/route-access';
import { BOOT_CONFIG, bootPrerenderedLogin, type BootConfig } from './prerendered-login';

const config: BootConfig = { ...BOOT_CONFIG, stylesheets: ['/assets/app.css'], modulePreloads: ['/assets/app.js'], headerless: ['^/login/?$', '^/register/?$', '^/playerPage/?$'],
  signedOutLogin: ['^/notification/?$', '^/teachplan/?$', '^/playerPage/?$', '^/account/home/?$'],
  startFailed: {
    'zh-CN': { title: '应用加载失败', detail: '请刷新页面。', reload: '刷新' },
    'en-US': { title: 'The app could not be loaded', detail: 'Reload the page.', reload: 'Reload' },
  },
};
const chrome = (version: number | null) => () => version;

function setUpDocument(): void {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <template id="tc-prerender-en-US"><form><input name="username"><button type="submit" class="go">Sign in</button><button type="button" role="tab">SMS</button><a href="/register">Register</a></form><span data-tc-year>© 1999 Teaching Cloud</span></template>
    <template id="tc-prerender-zh-CN"><p>登录</p></template>
    <template id="tc-prerender-css"><style>.go{color:red}</style></template>
    <template id="tc-shell-en-US"><div class="tc-shell"><header class="tc-header">Teaching Cloud</header><main id="main"></main></div></template>
    <template id="tc-shell-zh-CN"><div class="tc-shell"><header class="tc-header">编程教学云</header><main id="main"></main></div></template>
    <template id="tc-shell-css"><style>.tc-header{height:64px}</style></template>
    <div id="root"></div>`;
}

const heldOrder: string[] = [];

describe('the prerendered sign-in page before the app starts', () => {
  let frames: FrameRequestCallback[];
  // The jsdom window is shared with the next test files: everything set up here is put back.
  const before = { head: document.head.innerHTML, body: document.body.innerHTML, lang: document.documentElement.lang, path: window.location.pathname };
  beforeEach(() => {
    setUpDocument();
    frames = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    window.history.replaceState(null, '', '/login');
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(config.localeKey, 'en-US');
    heldOrder.length = 0;
  });
  afterEach(() => {
    document.head.innerHTML = before.head;
    document.body.innerHTML = before.body;
    document.documentElement.lang = before.lang;
    window.history.replaceState(null, '', before.path);
    localStorage.clear();
    sessionStorage.clear();
    delete (window as unknown as Record<string, unknown>)[PRERENDERED_STATE];
    delete (window as unknown as Record<string, unknown>)[STATIC_SHELL_STATE];
    ((window as unknown as Record<string, unknown>)[START_FAILED_STATE] as StartFailedState | undefined)?.stop();
    delete (window as unknown as Record<string, unknown>)[START_FAILED_STATE];
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the page in the reader language, writes this year, preloads the app after the first frame and its stylesheet at its start', () => {
    bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
    expect(document.querySelector('#root input[name="username"]')).not.toBeNull();
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.querySelector('[data-tc-year]')?.textContent).toBe(`© ${new Date().getFullYear()} Teaching Cloud`);
    expect(document.head.querySelector('style')?.textContent).toBe('.go{color:red}');
    expect(document.head.querySelector('link')).toBeNull();
    frames.forEach((frame) => frame(0));
    vi.runAllTimers();
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/app.js');
    // The stylesheet restyles the whole page: it waits for the app's start.
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    prerenderedPage()?.loadStylesheets();
    const stylesheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(stylesheet?.getAttribute('href')).toBe('/assets/app.css');
    expect(stylesheet?.getAttribute(config.stylesheetAttribute)).toBe('loading');
    stylesheet?.dispatchEvent(new Event('error'));
    expect(stylesheet?.getAttribute(config.stylesheetAttribute)).toBe('settled');
    expect(prerenderedPage()?.locale).toBe('en-US');
  });

  describe('the app’s start code that cannot load', () => {
    const failedEntry = () => {
      const script = Object.assign(document.createElement('script'), { type: 'module' });
      document.head.appendChild(script);
      script.dispatchEvent(new Event('error'));
    };

    it('replaces the static shell with a readable page and Reload when the entry’s script fails', () => {
      localStorage.setItem(config.tokenKey, 'a-token');
      window.history.replaceState(null, '', '/notification');
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(document.querySelector('#root .tc-header')).not.toBeNull();
      // Another element's failure (a picture) is none of its business.
      document.body.appendChild(document.createElement('img')).dispatchEvent(new Event('error'));
      expect(document.querySelector('[data-recovery="startFailed"]')).toBeNull();
      failedEntry();
      const page = document.querySelector('#root [data-recovery="startFailed"]');
      expect(page?.getAttribute('role')).toBe('alert');
      expect(page?.querySelector('h1')?.textContent).toBe('The app could not be loaded');
      expect(page?.querySelector('button')?.textContent).toBe('Reload');
      expect(document.querySelector('#root .tc-header')).toBeNull();
    });

    it('speaks the reader’s language, shows when main.tsx asks, and stops watching once the app has started', () => {
      localStorage.setItem(config.localeKey, 'zh-CN');
      window.history.replaceState(null, '', '/register');
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(showStartFailed()).toBe(true);
      expect(document.querySelector('#root h1')?.textContent).toBe('应用加载失败');
      document.getElementById('root')!.replaceChildren();
      ((window as unknown as Record<string, unknown>)[START_FAILED_STATE] as StartFailedState).stop();
      failedEntry();
      expect(document.querySelector('[data-recovery="startFailed"]')).toBeNull();
    });
  });

  it('holds clicks that need the app and carries them out in order once the page hands over', () => {
    bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
    const submit = document.querySelector<HTMLButtonElement>('#root .go')!;
    const tab = document.querySelector<HTMLButtonElement>('#root [role="tab"]')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('#root form')!.addEventListener('submit', submitted);
    tab.addEventListener('click', () => heldOrder.push('tab'));
    submit.addEventListener('click', () => heldOrder.push('submit'));

    tab.click();
    submit.click();
    expect(heldOrder).toEqual([]);
    expect(submitted).not.toHaveBeenCalled();

    handOverPrerenderedPage();
    expect(heldOrder).toEqual(['tab', 'submit']);
    expect(submitted).toHaveBeenCalledTimes(1);
    handOverPrerenderedPage(); // nothing left to carry out
    expect(heldOrder).toEqual(['tab', 'submit']);
  });

  it('lets links work natively', () => {
    bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
    const link = document.querySelector<HTMLAnchorElement>('#root a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    link.dispatchEvent(event);
    expect(prerenderedPage()?.release()).toEqual([]);
  });

  it.each([
    ['a stored session', () => localStorage.setItem(config.tokenKey, 'token')],
    ['a session of this browser session', () => sessionStorage.setItem(config.tokenKey, 'token')],
    ['a session cookie', () => (document.cookie = `${config.tokenCookie}=token; path=/`)],
    ['another page', () => window.history.replaceState(null, '', '/register')],
    ['a query other than redirect', () => window.history.replaceState(null, '', '/login?tab=captcha')],
  ])('is not shown with %s, and the app is added at once', (_, arrange) => {
    arrange();
    bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
    expect(document.getElementById('root')?.firstChild).toBeNull();
    expect(prerenderedPage()).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    document.cookie = `${config.tokenCookie}=; max-age=0; path=/`;
  });

  it('is shown with only a redirect query, and not in browsers other than Chrome 76 or later', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fteachplan');
    bootPrerenderedLogin(config, pickLocale, chrome(75), loginPathFor);
    expect(prerenderedPage()).toBeNull();
    bootPrerenderedLogin(config, pickLocale, chrome(76), loginPathFor);
    expect(prerenderedPage()?.locale).toBe('en-US');
  });

  describe("the demo's first visit, before its worker controls the page", () => {
    let control: () => void;
    beforeEach(() => {
      (window as unknown as Record<string, unknown>)[config.workerControl] = new Promise<void>((resolve) => (control = resolve));
    });
    afterEach(() => {
      delete (window as unknown as Record<string, unknown>)[config.workerControl];
    });

    it('shows the sign-in page at once; its code loads after the first frame once the worker has taken over', async () => {
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(document.querySelector('#root input[name="username"]')).not.toBeNull();
      frames.splice(0).forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
      control();
      await Promise.resolve();
      frames.splice(0).forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/app.js');
    });

    it("adds another page's stylesheet and code once the worker has taken over", async () => {
      window.history.replaceState(null, '', '/register');
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(document.head.querySelector('link')).toBeNull();
      control();
      await Promise.resolve();
      expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
      expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
    });
  });

  describe('a signed-out visit to a page that needs signing in', () => {
    it('starts on the sign-in page at once, keeping the whole address to come back to', () => {
      window.history.replaceState(null, '', '/account/home?tab=2#top');
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(window.location.pathname + window.location.search).toBe(loginPathFor('/account/home?tab=2#top'));
      expect(document.querySelector('#root input[name="username"]')).not.toBeNull();
      expect(prerenderedPage()?.locale).toBe('en-US');
      expect(staticShell()).toBeNull();
    });

    it('is sent there in any browser; the app then shows the notice of an unsupported one', () => {
      window.history.replaceState(null, '', '/teachplan');
      bootPrerenderedLogin(config, pickLocale, chrome(75), loginPathFor);
      expect(window.location.pathname + window.location.search).toBe(loginPathFor('/teachplan'));
      expect(prerenderedPage()).toBeNull();
      expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    });

    it.each([
      ['a public page', '/coursePreview/1/2'],
      ['an unknown page', '/no/such/page'],
      ["an address with the demo's switch", '/teachplan?latency=off'],
      ['an address with a reset of the demo', '/account/home?resetDemo=1'],
      ['a sign-in link, which signs in on its own page (000 §2)', '/account/home?token=abc123'],
    ])('leaves %s to the app', (_, address) => {
      window.history.replaceState(null, '', address);
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(window.location.pathname + window.location.search).toBe(address);
      expect(document.getElementById('root')?.firstChild).toBeNull();
      expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    });

    it('is not sent anywhere when signed in: the shell shows instead', () => {
      window.history.replaceState(null, '', '/notification');
      sessionStorage.setItem(config.tokenKey, 'token');
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(window.location.pathname).toBe('/notification');
      expect(staticShell()).not.toBeNull();
    });
  });

  describe('the signed-in shell', () => {
    beforeEach(() => {
      window.history.replaceState(null, '', '/notification');
      localStorage.setItem(config.tokenKey, 'token');
    });

    it('shows at once on a full load of a page with a header, marked; the code loads at once, the stylesheet after its first frame', () => {
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      const shell = document.querySelector('#root > .tc-shell');
      expect(shell?.hasAttribute(config.staticShellAttribute)).toBe(true);
      expect(document.querySelector('#root .tc-header')?.textContent).toBe('Teaching Cloud');
      expect(document.documentElement.lang).toBe('en-US');
      // The shell's own few rules, not the sign-in page's.
      expect(document.head.querySelector('style')?.textContent).toBe('.tc-header{height:64px}');
      expect(prerenderedPage()).toBeNull();
      expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/app.js');
      expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
      frames.forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
      // The app's start asks again: the stylesheet is not added twice.
      staticShell()?.loadStylesheets();
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    });

    it("puts the app's stylesheet ahead of the ones the app's code added before the shell's first frame", () => {
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      const chunkCss = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/shell-page.css' });
      document.head.appendChild(chunkCss);
      frames.forEach((frame) => frame(0));
      vi.runAllTimers();
      const order = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
      expect(order).toEqual(['/assets/app.css', '/assets/shell-page.css']);
    });

    it('adds every stylesheet in its place at once, disabled, and enables them one per task (each parsed in a task of its own)', () => {
      const parts = { ...config, stylesheets: ['/assets/antd-1.css', '/assets/antd-2.css', '/assets/antd-3.css', '/assets/app.css'] };
      bootPrerenderedLogin(parts, pickLocale, chrome(140), loginPathFor);
      const chunkCss = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: '/assets/shell-page.css' });
      document.head.appendChild(chunkCss);
      staticShell()?.loadStylesheets();
      const links = () => [...document.head.querySelectorAll<HTMLLinkElement>(`link[${config.stylesheetAttribute}]`)];
      // all there for the app to wait for, ahead of the chunk's own CSS
      expect([...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([...parts.stylesheets, '/assets/shell-page.css']);
      expect(links().every((link) => link.getAttribute(config.stylesheetAttribute) === 'loading')).toBe(true);
      const enabled = () => links().map((link) => !link.disabled);
      expect(enabled()).toEqual([true, false, false, false]);
      vi.advanceTimersToNextTimer();
      expect(enabled()).toEqual([true, true, false, false]);
      vi.runAllTimers();
      expect(enabled()).toEqual([true, true, true, true]);
      for (const link of links()) link.dispatchEvent(new Event('load'));
      expect(links().every((link) => link.getAttribute(config.stylesheetAttribute) === 'settled')).toBe(true);
    });

    it('gives the stylesheet to the app when its start comes before the first frame', () => {
      sessionStorage.setItem(config.tokenKey, 'token');
      localStorage.removeItem(config.tokenKey);
      localStorage.setItem(config.localeKey, 'zh-CN');
      bootPrerenderedLogin(config, pickLocale, chrome(140), loginPathFor);
      expect(document.querySelector('#root .tc-header')?.textContent).toBe('编程教学云');
      staticShell()?.loadStylesheets();
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
      frames.forEach((frame) => frame(0));
      vi.runAllTimers();
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    });

    it.each([
      ['signed out on a public page', () => (localStorage.removeItem(config.tokenKey), window.history.replaceState(null, '', '/coursePreview/1/2')), 140],
      ['a page without a header', () => window.history.replaceState(null, '', '/playerPage'), 140],
      ['a page that is the signed-out sign-in page', () => window.history.replaceState(null, '', '/login'), 140],
      ['a small window', () => window.history.replaceState(null, '', '/teachplan?popup=1'), 140],
      ['a browser other than Chrome 76 or later', () => undefined, 75],
    ])('does not show %s, and the app is added at once', (_, arrange, version) => {
      arrange();
      bootPrerenderedLogin(config, pickLocale, chrome(version), loginPathFor);
      expect(document.querySelector('#root .tc-header')).toBeNull();
      expect(staticShell()).toBeNull();
      expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    });
  });
});

describe('the boot script’s helpers', () => {
  it('run serialised, in a scope of their own (index.html has no modules): loginPathFor', () => {
    const standalone = new Function(`return (${loginPathFor.toString()})`)() as (target: string) => string;
    expect(standalone('/teachplan?tab=mine')).toBe('/login?redirect=%2Fteachplan%3Ftab%3Dmine');
    expect(standalone('/a b')).toBe(loginPathFor('/a b'));
  });
});
