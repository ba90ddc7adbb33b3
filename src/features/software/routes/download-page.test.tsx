import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };

async function open(username = 'teacher', locale: 'en-US' | 'zh-CN' = 'en-US') {
  await signIn(username);
  return renderApp('/downloadsoftware', { locale });
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('software download page', () => {
  it('shows both groups with logo, name, version, remark and buttons', { timeout: T }, async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Teaching software' }, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Other software' })).toBeInTheDocument();
    for (const software of db.software.all()) {
      const item = card(software.software_name);
      expect(within(item).getByText(`Version ${software.version}`)).toBeInTheDocument();
      expect(within(item).getByText(software.remark)).toBeInTheDocument();
      expect(item.querySelector('img')).toHaveAttribute('src', software.logo);
    }
    const teaching = screen.getByRole('heading', { level: 2, name: 'Teaching software' }).closest('section')!;
    const teachingNames = within(teaching).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(teachingNames).toEqual(db.software.all().filter((s) => s.software_type === 1).map((s) => s.software_name));
  });

  it('offers a download link, a link in a new tab, a QR code and a guide', { timeout: T }, async () => {
    await open();
    await screen.findByRole('heading', { level: 2, name: 'Teaching software' }, FIRST);
    // 1: a download link
    expect(screen.getByRole('link', { name: 'Scratch Desktop: Windows' })).toHaveAttribute('href', 'https://downloads.example.com/scratch-desktop-3.29.1.exe');
    // 3: a new tab
    const site = screen.getByRole('link', { name: 'Arduino IDE: Official site (opens in a new tab)' });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    // 2: a real QR code of the address, in a popover
    fireEvent.click(screen.getByRole('button', { name: 'Teaching Cloud Mobile: Scan to install' }));
    expect(await screen.findByText('Scan to download Teaching Cloud Mobile')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.sw-qr svg')).not.toBeNull());
    expect(document.querySelectorAll('.sw-qr svg path, .sw-qr svg rect').length).toBeGreaterThan(0);
    // 4: the guide of its key
    fireEvent.click(screen.getByRole('button', { name: 'Scratch Link: How to install' }));
    const dialog = (await screen.findByText('Installing Scratch Link')).closest<HTMLElement>('[role="dialog"]')!;
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teaching Cloud Adapter: Driver help' }));
    expect(await screen.findByText('Installing the Teaching Cloud adapter')).toBeInTheDocument();
  });

  it('speaks Chinese', { timeout: T }, async () => {
    await open('student', 'zh-CN');
    expect(await screen.findByRole('heading', { level: 1, name: '软件下载' }, FIRST)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '教学软件' })).toBeInTheDocument();
    expect(screen.getByText('版本 3.29.1')).toBeInTheDocument();
  });

  it('shows the empty state and the error state', { timeout: T }, async () => {
    server.use(http.get('*/api/v1/teaching_software/', () => HttpResponse.json({ results: [], count: 0 })));
    await open();
    expect(await screen.findByText('No software to download yet', {}, FIRST)).toBeInTheDocument();
    server.use(http.get('*/api/v1/teaching_software/', () => HttpResponse.json({ detail: 'down for maintenance' }, { status: 500 })));
    await open();
    expect(await screen.findByText(/Could not load the software list\. down for maintenance/, {}, FIRST)).toBeInTheDocument();
  });
});
