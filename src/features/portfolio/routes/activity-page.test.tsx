import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/db';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

const T = 180_000;
const FIRST = { timeout: 90_000 };
const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]'));

describe('the activity table', () => {
  it('lists a regional portfolio’s activity 10 a page, newest first, with a size changer and a back button', { timeout: T }, async () => {
    await signIn('teacher');
    const s = db.studios.all().find((x) => x.title === 'Sunshine Stars')!;
    const all = db.studioActivities.findBy('studio_id', s.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const { router } = renderApp(`/manage/portfolio/${s.id}`);
    await router.navigate(`/manage/portfolio/${s.id}/activity/?isArea=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'All activity of "Sunshine Stars"' }, FIRST)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText(`${all.length} entries in total`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regional portfolios' })).toHaveAttribute('aria-current', 'page');
    const actor = db.users.get(all[0].actor_id)!;
    expect(rows()[0]).toHaveTextContent(actor.name);

    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!.querySelector('input, [role="combobox"]')!);
    fireEvent.click(await screen.findByTitle('20 / page'));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(20, all.length)));

    fireEvent.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/portfolio/${s.id}`));
  });

  it('reads each verb: added works with the extra names, removed, updated the information', { timeout: T }, async () => {
    await signIn('teacher');
    const s = db.studios.all().find((x) => x.title === 'My Best Games')!;
    renderApp(`/manage/ownportfolio/${s.id}/activity`);
    await waitFor(() => expect(rows()).toHaveLength(8), FIRST);
    const activity = db.studioActivities.findBy('studio_id', s.id);
    const bulk = activity.find((a) => a.verb === 'studio_bulk_add_project')!;
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select')!.querySelector('input, [role="combobox"]')!);
    fireEvent.click(await screen.findByTitle('20 / page'));
    await waitFor(() => expect(rows()).toHaveLength(Math.min(20, activity.length)));
    const lines = rows().map((r) => r.textContent!);
    const names = [bulk.tgt_name, ...bulk.tgt_content.split(',')];
    expect(lines.some((l) => l.includes('added works') && names.every((n) => l.includes(`「${n}」`)))).toBe(true);
    expect(lines.filter((l) => l.includes('removed the work'))).toHaveLength(activity.filter((a) => a.verb === 'studio_project_delete').length);
    expect(lines.filter((l) => l.includes('updated the portfolio information'))).toHaveLength(activity.filter((a) => a.verb === 'studioactivity').length);
    expect(lines.filter((l) => l.includes('updated the work'))).toHaveLength(activity.filter((a) => a.verb === 'studio_project_update').length);
  });
});
