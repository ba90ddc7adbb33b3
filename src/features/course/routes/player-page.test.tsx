import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));
// A reader with motion (the tests' reader otherwise asks for less, src/test/setup.ts): without
// motion, jsdom loses the quality notice that a second switch replaces (the message container is
// gone right after the click). Chromium shows it in both settings (checked by hand; the
// end-to-end player test runs with reduced motion).
beforeAll(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList);
});

const T = 120_000;
const FIRST = { timeout: 60_000 };
const VID = '5285890799710670616';

describe('/playerPage', () => {
  it('signs the video and plays its first stream; switching says switching, then switched', { timeout: T }, async () => {
    renderApp(`/playerPage?vid=${VID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson preview: events and loops' }, FIRST)).toBeInTheDocument();
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toMatch(/lesson-sd\.webm$/);
    expect(screen.getByText('Quality')).toBeInTheDocument();

    fireEvent.click(screen.getByText('HD · 720p'));
    expect(await screen.findByText('Switching to 720p…')).toBeInTheDocument();
    expect(document.querySelector('video')!.getAttribute('src')).toMatch(/lesson-hd\.webm$/);
    fireEvent.loadedMetadata(document.querySelector('video')!);
    expect(await screen.findByText('Switched to 720p')).toBeInTheDocument();

    // a stream that fails to load says so instead of switching on forever
    fireEvent.click(screen.getByText('SD · 360p'));
    expect(await screen.findByText('Switching to 360p…')).toBeInTheDocument();
    fireEvent.error(document.querySelector('video')!);
    expect(await screen.findByText('The video could not be loaded, try another quality or try again later')).toBeInTheDocument();
    expect(screen.queryByText('Switching to 360p…')).toBeNull();
  });

  it('says when the signature is refused, with a retry, and plays nothing', { timeout: T }, async () => {
    renderApp('/playerPage?vid=1');
    expect(await screen.findByText('Could not get the video signature, try again later', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks for a video when none is given', { timeout: T }, async () => {
    renderApp('/playerPage');
    expect(await screen.findByText('No video was given to play', undefined, FIRST)).toBeInTheDocument();
  });

  it('speaks Chinese', { timeout: T }, async () => {
    renderApp(`/playerPage?vid=${VID}`, { locale: 'zh-CN' });
    expect(await screen.findByText('清晰度', undefined, FIRST)).toBeInTheDocument();
    fireEvent.click(screen.getByText('HD · 720p'));
    expect(await screen.findByText('正在切换至 720p…')).toBeInTheDocument();
    fireEvent.loadedMetadata(document.querySelector('video')!);
    expect(await screen.findByText('已切换至 720p')).toBeInTheDocument();
  });
});
