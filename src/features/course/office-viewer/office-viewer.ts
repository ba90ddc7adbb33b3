/**
 * The demo's office viewer: what a course page frames for a unit's slides (the weboffice_url of
 * the token answer, spec 001 §7-§9). In a real deployment that address is the office service's
 * own viewer, on its own origin; in the demo it is this small page of the app's origin
 * (`/office-viewer.html`, built by vite.config.ts), without React, antd or the app's start, so
 * the frame costs the course page's main thread (which a same-origin frame shares) a few
 * milliseconds instead of a second app's load (issue 31).
 *
 * It asks GET /api/v1/office_preview/?AccessToken= (signed in: the session's bearer token)
 * what the token grants, shows that deck one slide at a time (previous and next, the arrow keys,
 * a counter and full screen, like the app's slide viewer), takes the refreshed tokens the page
 * hands it (the deck stays on screen while the new token is checked) and tells the page
 * PermissionRevoked when a token is refused.
 */
import { getSlideDeck } from '@/api/slide-decks';
import { commonEnUS } from '@/lib/i18n/common.en-US';
import { commonZhCN } from '@/lib/i18n/common.zh-CN';
import { formatMessage } from '@/lib/i18n/format-message';
import type { Locale } from '@/types/api';
import type { OfficePreviewAnswer, SlideDeck } from '@/types/content';
import { courseEnUS } from '../i18n/en-US';
import { courseZhCN } from '../i18n/zh-CN';
import { PERMISSION_REVOKED, postOfficeMessage, readOfficeMessage } from '../utils/office-messages';
import { icon, type IconDefinition } from './icon';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import FullscreenOutlined from '@ant-design/icons-svg/es/asn/FullscreenOutlined';

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = {
  'en-US': { ...commonEnUS, ...courseEnUS },
  'zh-CN': { ...commonZhCN, ...courseZhCN },
};

export interface OfficeViewerOptions {
  /** the access token of the frame's address */
  token: string;
  locale: Locale;
  /** the session's bearer token */
  session: string | null;
  /** where to tell PermissionRevoked (the framing page) */
  parent: Window | null;
}

type Check = { token: string; preview: OfficePreviewAnswer } | { token: string; refused: true };

async function checkToken(token: string, options: OfficeViewerOptions): Promise<Check> {
  const address = new URL('/api/v1/office_preview/', window.location.origin);
  address.searchParams.set('AccessToken', token);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale };
  if (options.session) headers.Authorization = `Bearer ${options.session}`;
  const response = await fetch(address, { headers });
  if (!response.ok) return { token, refused: true };
  return { token, preview: (await response.json()) as OfficePreviewAnswer };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), props);
  made.append(...children);
  return made;
}

function iconButton(definition: IconDefinition, label: string, onClick: () => void): HTMLButtonElement {
  const button = element('button', { type: 'button', className: 'ov-button', onclick: onClick });
  button.setAttribute('aria-label', label);
  button.append(icon(definition));
  return button;
}

/** Starts the viewer in `root`; the returned function stops it (its listener and its work). */
export function startOfficeViewer(root: HTMLElement, options: OfficeViewerOptions): () => void {
  const messages = CATALOGUES[options.locale];
  const t = (key: string, params?: Record<string, string | number>) => formatMessage(messages[key] ?? key, params, options.locale);
  let stopped = false;
  let latest = options.token;
  let shown: { url: string; deck: SlideDeck; index: number; title: string } | null = null;

  const show = (...nodes: Node[]) => {
    if (!stopped) root.replaceChildren(...nodes);
  };

  const loading = () => {
    const box = element('div', { className: 'tc-slides tc-slides--loading' });
    box.setAttribute('role', 'status');
    box.setAttribute('aria-label', t('common.loading'));
    show(box);
  };

  const revoked = () => {
    shown = null;
    const box = element('div', { className: 'ov-message' }, element('strong', { textContent: t('course.office.revoked') }));
    box.setAttribute('role', 'alert');
    show(box);
    postOfficeMessage(options.parent, { type: 'tc-office:error', reason: PERMISSION_REVOKED });
  };

  const failed = (retry: () => void) => {
    const button = element('button', { type: 'button', className: 'ov-button ov-button--text', textContent: t('common.retry'), onclick: retry });
    show(element('div', { className: 'ov-message' }, element('strong', { textContent: t('content.slides.loadFailed') }), button));
  };

  const draw = () => {
    if (!shown) return;
    const { deck, title } = shown;
    const current = Math.min(shown.index, deck.slides.length - 1);
    const go = (next: number) => {
      if (!shown) return;
      shown.index = Math.max(0, Math.min(deck.slides.length - 1, next));
      draw();
      root.querySelector<HTMLElement>('.tc-slides__frame')?.focus();
    };
    const picture = element('img', { src: deck.slides[current].src, alt: deck.slides[current].alt });
    const frame = element('div', { className: 'tc-slides__frame', tabIndex: 0 }, picture);
    frame.setAttribute('aria-roledescription', t('content.slides.carousel'));
    frame.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowRight' || event.key === 'PageDown') go(current + 1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(current - 1);
      else return;
      event.preventDefault();
    });
    const previous = iconButton(LeftOutlined, t('content.slides.previous'), () => go(current - 1));
    previous.disabled = current === 0;
    const next = iconButton(RightOutlined, t('content.slides.next'), () => go(current + 1));
    next.disabled = current === deck.slides.length - 1;
    const count = element('span', { className: 'tc-slides__count', textContent: t('content.slides.count', { current: current + 1, total: deck.slides.length }) });
    count.setAttribute('aria-live', 'polite');
    const full = iconButton(FullscreenOutlined, t('content.slides.fullscreen'), () => void frame.requestFullscreen?.().catch(() => undefined));
    full.classList.add('tc-slides__full');
    const section = element('section', { className: 'tc-slides' }, frame, element('div', { className: 'tc-slides__bar' }, previous, count, next, full));
    section.setAttribute('aria-label', t('content.slides.label', { title }));
    show(section);
  };

  const openDeck = (preview: OfficePreviewAnswer, token: string) => {
    if (shown?.url === preview.ppt_furl) {
      shown.title = preview.title;
      return;
    }
    if (!shown) loading();
    getSlideDeck(preview.ppt_furl).then(
      (deck) => {
        if (stopped || latest !== token) return;
        if (deck.slides.length === 0) return failed(() => openDeck(preview, token));
        shown = { url: preview.ppt_furl, deck, index: 0, title: preview.title };
        document.title = t('content.slides.label', { title: preview.title });
        draw();
      },
      () => !stopped && latest === token && failed(() => openDeck(preview, token)),
    );
  };

  const check = (token: string) => {
    latest = token;
    if (!shown) loading();
    checkToken(token, options).then(
      (answer) => {
        if (stopped || latest !== answer.token) return;
        if ('refused' in answer) return revoked();
        openDeck(answer.preview, token);
      },
      () => !stopped && latest === token && failed(() => check(token)),
    );
  };

  document.title = t('course.office.loading');
  const onMessage = (event: MessageEvent) => {
    const message = readOfficeMessage(event);
    if (message?.type === 'tc-office:token') check(message.token);
  };
  window.addEventListener('message', onMessage);
  check(options.token);
  return () => {
    stopped = true;
    window.removeEventListener('message', onMessage);
  };
}
