/**
 * The course preview for a signed-out visitor (spec 001 §2, public in 002 §6): the slides of an
 * office course show without any office token (a session's), and the detail page's "Copy
 * preview link" copies the preview's address.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { ensureDemoWorld } from '@mocks/testing';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const TITLE = 'Scratch Adventures: Your First Game';

function firstUnit() {
  ensureDemoWorld();
  return db.courses.get(1)!.chapters.flatMap((chapter) => chapter.units)[0];
}

describe('course preview', () => {
  const asked: string[] = [];
  const onRequest = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
  beforeAll(() => server.events.on('request:start', onRequest));
  afterEach(() => void asked.splice(0));

  it("shows a signed-out visitor the unit's slides, not the no-access picture", { timeout: T }, async () => {
    const unit = firstUnit();
    expect(db.courses.get(1)!.is_aliyun_ppt).toBe(true);
    renderApp(`/coursePreview/1/${unit.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: TITLE }, FIRST)).toBeInTheDocument();
    const media = await screen.findByRole('region', { name: 'Slides and video' }, FIRST);
    // The deck itself loads (the demo's static file, which jsdom does not serve): no office frame.
    await waitFor(() => expect(asked).toContain(new URL(unit.ppt_furl, window.location.origin).pathname), FIRST);
    expect(media.querySelector('iframe')).toBeNull();
    expect(screen.queryByText('The slide preview permission has been revoked')).toBeNull();
    expect(asked).not.toContain('/api/v1/get_token_info/');
  });

  it('the course detail copies the preview link', { timeout: T }, async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    await signIn('teacher');
    const unit = firstUnit();
    renderApp(`/course/1/${unit.id}`);
    fireEvent.click(await screen.findByRole('button', { name: /Copy preview link/ }, FIRST));
    await waitFor(() => expect(copied).toEqual([`${window.location.origin}/coursePreview/1/${unit.id}`]));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
