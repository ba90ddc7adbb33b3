import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import axe from 'axe-core';
import { server } from '@mocks/node';
import { db } from '@mocks/db/db';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { campusKeys } from '@/api/campus';
import { KIND_OF_VERB, NOTIFICATION_VERBS } from '@/types/notification';
import type { Campus } from '@/types/user';
import { renderApp, signIn } from '@/test/render';
import { loadModules } from '@/test/preload';

beforeAll(() => loadModules(import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.*'])));

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

beforeAll(async () => {
  await Promise.all([import('./notification-page'), import('@/app/layouts/shell-layout')]);
});

const userId = (username: string) => db.users.findOne('username', username)!.id;
const notesOf = (username: string) => db.notifications.findBy('recipient_id', userId(username));
const item = (id: number) => screen.getByTestId(`notification-${id}`);
const findList = () => screen.findByRole('list', { name: 'Message list' });
const contentOf = (n: { tgt_content: string }) => JSON.parse(n.tgt_content) as { status: string; employee_id: number };

/** multi's campus invitations: the pending one, the lapsed one (its row is gone), the refused and the agreed ones. */
function multiInvitations() {
  const invites = notesOf('multi').filter((n) => n.verb === 'invited_user_in_campus');
  const open = (n: (typeof invites)[number]) => contentOf(n).status === 'pending' && db.employees.get(contentOf(n).employee_id) !== undefined;
  return {
    pending: invites.find((n) => open(n))!,
    lapsed: invites.find((n) => contentOf(n).status === 'pending' && !open(n))!,
    refused: invites.find((n) => contentOf(n).status === 'False')!,
    agreed: invites.find((n) => contentOf(n).status === 'True')!,
  };
}

async function openInvitation(id: number) {
  fireEvent.click(await within(item(id)).findByRole('button', { name: /View invitation/ }));
}

describe('/notification', () => {
  it('shows loading, then every verb with its actor link and object link', async () => {
    await signIn('teacher');
    renderApp('/notification?page_size=200');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await findList();
    const mine = notesOf('teacher');
    expect(screen.getByText(`${mine.length} messages`)).toBeInTheDocument();

    const community = EXTERNAL_LINKS.worksCommunity;
    for (const verb of NOTIFICATION_VERBS) {
      const note = mine.find((n) => n.verb === verb)!;
      expect(note, verb).toBeDefined();
      const li = item(note.id);
      const actor = db.users.get(note.actor_id);
      const links = within(li).queryAllByRole('link').map((a) => a.getAttribute('href'));
      if (actor) expect(links, verb).toContain(`/account/home/${actor.username}`);
      else if (verb === 'followed_studio_project_add') expect(li).toHaveTextContent(`4 new works in ${note.obj_name}`);
      else expect(within(li).getByText(note.description)).toBeInTheDocument();
      if (['up', 'favorite', 'comment'].includes(verb)) expect(links, verb).toContain(`${community}project/${note.obj_id}/`);
      if (verb === 'comment_reply' || verb === 'project_comment_reply') expect(links.some((h) => h?.startsWith(`${community}project/${note.obj_id}/`)), verb).toBe(true);
      if (verb === 'user_comment' || verb === 'has_user_comment_reply') expect(links, verb).toContain(`/account/home/teacher${note.tgt_id ? `#comments-${note.tgt_id}` : ''}`);
      if (verb === 'invited_user_in_studio') expect(links, verb).toContain(`/manage/portfolio/${note.obj_id}/${note.org_id ? '?type=area&toMember=1' : '?toMember=1'}`);
      if (['studioactivity', 'studio_project_add', 'studio_project_delete', 'studio_bulk_add_project', 'followed_studio_project_add', 'promotion_user_in_studio'].includes(verb)) {
        expect(links, verb).toContain(`/manage/portfolio/${note.obj_id}${note.org_id ? '?type=area' : ''}`);
      }
      if (verb === 'studio_project_add') expect(links, verb).toContain(`${community}project/${note.tgt_id}/`);
      if (verb === 'comment') expect(within(li).getByText(note.tgt_content)).toBeInTheDocument();
      if (verb === 'invited_user_in_campus') expect(within(li).getByText('Agreed')).toBeInTheDocument();
    }
    expect(within(item(mine.find((n) => n.verb === 'set_up_teacher')!.id)).getByText(/set you up as a teacher of/)).toBeInTheDocument();
  });

  it('marks everything read on opening and resets the bell', async () => {
    await signIn('teacher');
    const unread = notesOf('teacher').filter((n) => n.unread).length;
    expect(unread).toBeGreaterThan(0);
    renderApp('/notification');
    await findList();
    // the first page still shows what was new on this visit
    expect(screen.getAllByText('Unread').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/notification'));
    expect(screen.queryByRole('link', { name: /unread/ })).not.toBeInTheDocument();
    expect(notesOf('teacher').some((n) => n.unread)).toBe(false);
  });

  it('pages by 50 and changes the page size to 100 in the address', async () => {
    await signIn('teacher');
    const { router } = renderApp('/notification');
    const list = await findList();
    const total = notesOf('teacher').length;
    expect(total).toBeGreaterThan(50);
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('100 / page'));
    await waitFor(() => expect(router.state.location.search).toBe('?page_size=100'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Message list' })).getAllByRole('listitem')).toHaveLength(total));
  });

  it('filters by kind, kept in the address', async () => {
    await signIn('teacher');
    const { router } = renderApp('/notification?page_size=200');
    await findList();
    fireEvent.click(screen.getByText('Studio activity'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=studio&page_size=200'));
    const studio = notesOf('teacher').filter((n) => KIND_OF_VERB[n.verb] === 'studio');
    await waitFor(() => expect(screen.getByText(`${studio.length} messages`)).toBeInTheDocument());
    const shown = within(screen.getByRole('list', { name: 'Message list' })).getAllByRole('listitem').map((li) => Number(li.dataset.testid!.split('-')[1]));
    expect(shown.sort()).toEqual(studio.map((n) => n.id).sort());
  });

  it('shows the unread only and keeps the chosen filters for the next visit (issue 32)', async () => {
    await signIn('teacher');
    const unreadStudio = notesOf('teacher').filter((n) => n.unread && KIND_OF_VERB[n.verb] === 'studio');
    expect(unreadStudio.length).toBeGreaterThan(0);
    const first = renderApp('/notification?page_size=200');
    await findList();
    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    fireEvent.click(screen.getByText('Studio activity'));
    await waitFor(() => expect(first.router.state.location.search).toBe('?kind=studio&unread=true&page_size=200'));
    // The server filters: what was unread when the page opened, though opening marked everything read.
    await waitFor(() => expect(screen.getByText(`${unreadStudio.length} messages`)).toBeInTheDocument());
    const shown = within(screen.getByRole('list', { name: 'Message list' })).getAllByRole('listitem').map((li) => Number(li.dataset.testid!.split('-')[1]));
    expect(shown.sort()).toEqual(unreadStudio.map((n) => n.id).sort());
    expect(notesOf('teacher').some((n) => n.unread)).toBe(false);
    first.unmount();

    // The next visit, from the bell's plain address: the same filters, and nothing unread is left.
    const second = renderApp('/notification');
    expect(await screen.findByText('No unread messages')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Unread only' })).toBeChecked();
    expect(screen.getByText('Studio activity').closest('.ant-segmented-item')).toHaveClass('ant-segmented-item-selected');
    fireEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
    await findList();
    expect(second.router.state.location.search).toBe('');
    expect(screen.getByRole('switch', { name: 'Unread only' })).not.toBeChecked();
    second.unmount();
    renderApp('/notification');
    await findList();
    expect(screen.getByRole('switch', { name: 'Unread only' })).not.toBeChecked();
  });

  it('shows the empty states: none of a kind (visitor), none at all', async () => {
    await signIn('visitor');
    const first = renderApp('/notification?kind=comments');
    expect(await screen.findByText('No messages of this kind')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all messages' }));
    await findList();
    expect(first.router.state.location.search).toBe('');
    first.unmount();

    server.use(http.get('*/api/v1/profiles/notifications/', () => HttpResponse.json({ results: [], count: 0 })));
    renderApp('/notification');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('shows an error with a retry on 500, and goes to /403 on 403', async () => {
    await signIn('student');
    let fail = true;
    server.use(
      http.get('*/api/v1/profiles/notifications/', () => (fail ? HttpResponse.json({ detail: 'server exploded' }, { status: 500 }) : undefined)),
    );
    const first = renderApp('/notification');
    expect(await screen.findByText('The messages could not be loaded: server exploded', {}, { timeout: 30_000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await findList();
    first.unmount();

    server.use(http.get('*/api/v1/profiles/notifications/', () => HttpResponse.json({ detail: 'no' }, { status: 403 })));
    const second = renderApp('/notification');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/403'));
  });
});

describe('/notification — campus invitations (multi)', () => {
  it('agreeing makes multi a member: the item and the campus switcher show the campus joined', async () => {
    await signIn('multi');
    const { queryClient } = renderApp('/notification');
    await findList();
    const { pending } = multiInvitations();
    expect(within(item(pending.id)).getByText('Awaiting your reply')).toBeInTheDocument();
    expect(within(item(pending.id)).getByRole('img', { name: 'Northstar Learning Centre logo' })).toBeInTheDocument();

    const results = await axe.run(document.querySelector('main')!, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await openInvitation(pending.id);
    expect(await screen.findByText(/invites you to join Northstar Learning Centre/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('You have joined Northstar Learning Centre')).toBeInTheDocument();
    await waitFor(() => expect(within(item(pending.id)).getByText('Agreed')).toBeInTheDocument());

    // The header's campus switcher reads the refreshed list: Northstar is joined, no longer pending.
    await waitFor(() => {
      const campuses = queryClient.getQueryData<Campus[]>(campusKeys.list(userId('multi')))!;
      expect(campuses.find((c) => c.id === pending.org_id)?.status).toBe('1');
    });
    fireEvent.click(screen.getByRole('button', { name: /^Switch campus/ }));
    const menu = await screen.findByRole('menu');
    const northstar = within(menu).getByText('Northstar Learning Centre').closest('[role="menuitem"]') as HTMLElement;
    expect(within(northstar).queryByText('Invitation pending')).not.toBeInTheDocument();
    expect(db.employees.get(contentOf(pending).employee_id)!.status).toBe(1);

    // Opening it again now says it was agreed to.
    await new Promise((r) => setTimeout(r, 600));
    await openInvitation(pending.id);
    expect(await screen.findByText('You have agreed to join this campus.')).toBeInTheDocument();
  });

  it('refusing marks it refused and takes the campus off the list', async () => {
    await signIn('multi');
    const { queryClient } = renderApp('/notification');
    await findList();
    const { pending } = multiInvitations();
    await openInvitation(pending.id);
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('You have refused to join Northstar Learning Centre')).toBeInTheDocument();
    await waitFor(() => expect(within(item(pending.id)).getByText('Refused')).toBeInTheDocument());
    await waitFor(() => {
      const campuses = queryClient.getQueryData<Campus[]>(campusKeys.list(userId('multi')))!;
      expect(campuses.map((c) => c.id)).not.toContain(pending.org_id);
    });
  });

  it('shows the expired, refused and agreed dialogs with the spec wording', async () => {
    await signIn('multi');
    renderApp('/notification');
    await findList();
    const { lapsed, refused, agreed } = multiInvitations();

    await openInvitation(lapsed.id);
    expect(await screen.findByText('Information expired')).toBeInTheDocument();
    expect(screen.getByText('This information has expired.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    // the click guard: wait out the 500 ms before the next click
    await new Promise((r) => setTimeout(r, 600));
    await openInvitation(refused.id);
    expect(await screen.findByText('You have refused to join this campus.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    await new Promise((r) => setTimeout(r, 600));
    await openInvitation(agreed.id);
    expect(await screen.findByText('You have agreed to join this campus.')).toBeInTheDocument();
  });

  it('treats a failed expiry check as expired, and checks once for a double click', async () => {
    await signIn('multi');
    let checks = 0;
    server.use(
      http.get('*/api/v1/employee/:id/check_is_expires/', () => {
        checks += 1;
        return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      }),
    );
    const { pending } = multiInvitations();
    renderApp('/notification');
    await findList();
    const button = await within(item(pending.id)).findByRole('button', { name: /View invitation/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('This information has expired.')).toBeInTheDocument();
    expect(checks).toBe(1);
  });
});

