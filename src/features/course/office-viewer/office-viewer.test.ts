/**
 * The demo's office viewer (the page a course page frames for a unit's slides) against the
 * mock's office calls: what a token grants, the slides one at a time, a refreshed token that
 * keeps the deck on screen, and a refused one reported to the page as PermissionRevoked.
 */
import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { getOfficeToken } from '@/api/courses';
import { signIn } from '@/test/render';
import type { Locale } from '@/types/api';
import { PERMISSION_REVOKED } from '../utils/office-messages';
import { startOfficeViewer } from './office-viewer';

const T = 60_000;
const DECK = { slides: [1, 2, 3].map((n) => ({ src: `/slides/pictures/${n}.svg`, alt: `Slide ${n}` })) };

let root: HTMLElement;
let stop = () => {};
const asked: string[] = [];
const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);

beforeEach(() => {
  root = document.body.appendChild(document.createElement('main'));
  server.use(http.get('*/slides/:name', () => HttpResponse.json(DECK)));
  server.events.on('request:start', record);
});
afterEach(() => {
  stop();
  root.remove();
  server.events.removeListener('request:start', record);
  asked.splice(0);
});

const unitOfCourse1 = () => db.courses.get(1)!.chapters[0].units[0];

async function open(locale: Locale = 'en-US') {
  const session = await signIn('teacher');
  const { AccessToken } = await getOfficeToken(unitOfCourse1().id);
  const parent = { postMessage: vi.fn() };
  stop = startOfficeViewer(root, { token: AccessToken, locale, session, parent: parent as unknown as Window });
  const view = within(root);
  const label = locale === 'en-US' ? `Slides of ${unitOfCourse1().title}` : `${unitOfCourse1().title} 的课件`;
  const slides = await view.findByRole('region', { name: label }, { timeout: T });
  return { view, slides, parent, session };
}

const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('the office viewer', () => {
  it('shows the deck the token grants, one slide at a time, with the buttons and the arrow keys', { timeout: T }, async () => {
    const { slides, parent } = await open();
    expect(asked).toContain('/api/v1/office_preview/');
    expect(document.title).toBe(`Slides of ${unitOfCourse1().title}`);
    const s = within(slides);
    expect(s.getByRole('img')).toHaveAttribute('alt', 'Slide 1');
    expect(s.getByText('1 / 3')).toBeInTheDocument();
    expect(s.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    fireEvent.click(s.getByRole('button', { name: 'Next slide' }));
    expect(within(root).getByRole('img')).toHaveAttribute('alt', 'Slide 2');
    const frame = root.querySelector<HTMLElement>('[aria-roledescription="slides"]')!;
    expect(document.activeElement).toBe(frame);
    fireEvent.keyDown(frame, { key: 'ArrowRight' });
    expect(within(root).getByText('3 / 3')).toBeInTheDocument();
    expect(within(root).getByRole('button', { name: 'Next slide' })).toBeDisabled();
    fireEvent.keyDown(root.querySelector('[aria-roledescription="slides"]')!, { key: 'PageUp' });
    expect(within(root).getByText('2 / 3')).toBeInTheDocument();
    expect(within(root).getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('takes a refreshed token from the page and keeps the deck on screen while it checks it', { timeout: T }, async () => {
    const { view } = await open();
    fireEvent.click(view.getByRole('button', { name: 'Next slide' }));
    const { AccessToken } = await getOfficeToken(unitOfCourse1().id);
    asked.splice(0);
    post({ type: 'tc-office:token', token: AccessToken }, 'https://elsewhere.example');
    post({ type: 'tc-office:token', token: AccessToken });
    expect(view.getByText('2 / 3')).toBeInTheDocument();
    await waitFor(() => expect(asked.filter((p) => p === '/api/v1/office_preview/')).toHaveLength(1));
    expect(view.queryByRole('status')).toBeNull();
    expect(view.getByText('2 / 3')).toBeInTheDocument();
  });

  it('tells the page PermissionRevoked when a token is refused, and says so', { timeout: T }, async () => {
    const { view, parent } = await open();
    post({ type: 'tc-office:token', token: 'forged' });
    expect(await view.findByRole('alert')).toHaveTextContent('The slide preview permission has been revoked');
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'tc-office:error', reason: PERMISSION_REVOKED }, window.location.origin);
  });

  it('refuses a token of another reader (the call carries the session)', { timeout: T }, async () => {
    await signIn('teacher');
    const { AccessToken } = await getOfficeToken(unitOfCourse1().id);
    const other = await signIn('principal');
    const parent = { postMessage: vi.fn() };
    stop = startOfficeViewer(root, { token: AccessToken, locale: 'en-US', session: other, parent: parent as unknown as Window });
    expect(await within(root).findByRole('alert', undefined, { timeout: T })).toBeInTheDocument();
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
  });

  it('says the slides could not be loaded, with a retry that asks again', { timeout: T }, async () => {
    server.use(http.get('*/slides/:name', () => HttpResponse.text('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }), { once: true }));
    const session = await signIn('teacher');
    const { AccessToken } = await getOfficeToken(unitOfCourse1().id);
    stop = startOfficeViewer(root, { token: AccessToken, locale: 'en-US', session, parent: null });
    const view = within(root);
    expect(await view.findByText('The slides could not be loaded', undefined, { timeout: T })).toBeInTheDocument();
    fireEvent.click(view.getByRole('button', { name: 'Retry' }));
    expect(await view.findByText('1 / 3', undefined, { timeout: T })).toBeInTheDocument();
  });

  it('speaks the reader’s language', { timeout: T }, async () => {
    const { slides } = await open('zh-CN');
    expect(within(slides).getByRole('button', { name: '下一页' })).toBeInTheDocument();
  });
});
