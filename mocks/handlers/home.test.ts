import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, signIn, userOf } from '../test-helpers';

/** A signed-in GET (or none without a token). */
const get = (path: string, token?: string) => call(path, { token });

describe('GET /users/{username}/comments/', () => {
  it('pages the visible top-level comments, newest first, 10 by default, with their replies', async () => {
    const token = await signIn('teacher');
    const student = userOf('student');
    const visible = db.comments.findBy('target_user_id', student.id).filter((c) => c.parent_id === null && !c.deleted);
    const first = await get('/api/v1/users/student/comments/?offset=0', token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(visible.length);
    expect(first.body.results).toHaveLength(10);
    const dates = first.body.results.map((c: { created_at: string }) => c.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await get('/api/v1/users/student/comments/?offset=10&limit=10', token);
    expect(second.body.results).toHaveLength(visible.length - 10);
    const all = [...first.body.results, ...second.body.results];
    // deleted comments never show
    const deletedIds = db.comments.findBy('target_user_id', student.id).filter((c) => c.deleted).map((c) => c.id);
    expect(deletedIds.length).toBeGreaterThan(0);
    expect(all.map((c: { id: number }) => c.id)).not.toEqual(expect.arrayContaining([deletedIds[0]]));
    // replies come along, oldest first, with their author
    const withReplies = all.filter((c: { replies: unknown[] }) => c.replies.length > 0);
    expect(withReplies.length).toBeGreaterThan(0);
    for (const c of withReplies) {
      const expected = db.comments.findBy('parent_id', c.id).filter((r) => !r.deleted).length;
      expect(c.replies).toHaveLength(expected);
      expect(c.replies[0].author.username).toBeTruthy();
    }
  });

  it('answers 404 for an unknown user and 401 without a token', async () => {
    const token = await signIn('student');
    expect((await get('/api/v1/users/nobody-here/comments/', token)).status).toBe(404);
    expect((await get('/api/v1/users/student/comments/')).status).toBe(401);
  });
});

describe('GET /usercomment/{id}/comment_data/', () => {
  it("gives the thread's offset for a reply, and deleted for a deleted comment", async () => {
    const token = await signIn('teacher');
    const student = userOf('student');
    const threads = db.comments
      .findBy('target_user_id', student.id)
      .filter((c) => c.parent_id === null && !c.deleted)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const reply = db.comments.findBy('target_user_id', student.id).find((c) => c.parent_id !== null)!;
    const { body } = await get(`/api/v1/usercomment/${reply.id}/comment_data/`, token);
    expect(body).toMatchObject({ id: reply.id, parent_id: reply.parent_id, target_username: 'student', deleted: false });
    expect(body.offset).toBe(threads.findIndex((c) => c.id === reply.parent_id));

    const deleted = db.comments.findBy('target_user_id', student.id).find((c) => c.deleted)!;
    expect((await get(`/api/v1/usercomment/${deleted.id}/comment_data/`, token)).body).toMatchObject({ deleted: true, offset: null });
    expect((await get('/api/v1/usercomment/999999/comment_data/', token)).status).toBe(404);
  });
});

describe('GET /users/{username}/achievement/', () => {
  it('sums the public works only', async () => {
    const token = await signIn('teacher');
    const works = db.projects.findBy('owner_id', userOf('student').id).filter((p) => p.lms_public);
    const { body } = await get('/api/v1/users/student/achievement/', token);
    expect(body).toEqual({
      project_num: works.length,
      views: works.reduce((n, p) => n + p.views, 0),
      loves: works.reduce((n, p) => n + p.loves, 0),
      favorites: works.reduce((n, p) => n + p.favorites, 0),
      remixes: works.reduce((n, p) => n + p.remixes, 0),
    });
    expect((await get('/api/v1/users/nobody-here/achievement/', token)).status).toBe(404);
  });
});

describe('GET /users/me/studios/', () => {
  it("lists the caller's joined portfolios with their role, not invitations", async () => {
    const teacher = userOf('teacher');
    const { body } = await get('/api/v1/users/me/studios/?offset=0&limit=19', await signIn('teacher'));
    const joined = db.studioMembers.findBy('user_id', teacher.id).filter((m) => !m.invited);
    expect(body.count).toBe(joined.length);
    expect(body.results.length).toBe(Math.min(19, joined.length));
    const invitedTo = db.studioMembers.findBy('user_id', teacher.id).filter((m) => m.invited).map((m) => m.studio_id);
    expect(body.results.map((s: { id: number }) => s.id)).not.toEqual(expect.arrayContaining(invitedTo.slice(0, 1)));
    const own = body.results.find((s: { is_now_create: boolean }) => s.is_now_create);
    expect(own.role).toBe('owner');
    expect(own.stats.num_project).toBe(db.studioProjects.countBy('studio_id', own.id));
  });

  it('is empty for a null-type user', async () => {
    expect((await get('/api/v1/users/me/studios/', await signIn('visitor'))).body).toEqual({ results: [], count: 0 });
  });
});

describe('home lists served by other groups', () => {
  it("gives another user's public projects only, and 404 for an unknown username", async () => {
    const token = await signIn('teacher');
    const student = userOf('student');
    const { body } = await get('/api/v1/lms/projects/?page=1&page_size=19&username=student', token);
    const publicWorks = db.projects.findBy('owner_id', student.id).filter((p) => p.lms_public);
    expect(body.count).toBe(publicWorks.length);
    expect(body.results.every((p: { lms_public: boolean; author_username: string }) => p.lms_public && p.author_username === 'student')).toBe(true);
    const own = await get('/api/v1/lms/projects/?page=1&page_size=19', await signIn('student'));
    expect(own.body.count).toBe(db.projects.countBy('owner_id', student.id));
    expect((await get('/api/v1/lms/projects/?username=nobody-here', token)).status).toBe(404);
  });

  it("serves another member's data strip within the same campus only", async () => {
    const teacher = await signIn('teacher');
    const own = await get('/api/v1/users/personal_data/?user_name=student', await signIn('student'));
    const seen = await get('/api/v1/users/personal_data/?user_name=student', teacher);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(own.body);
    // the visitor has no campus; the expiring manager runs another campus
    expect((await get('/api/v1/users/personal_data/?user_name=student', await signIn('visitor'))).status).toBe(403);
    expect((await get('/api/v1/users/personal_data/?user_name=student', await signIn('expiring'))).status).toBe(403);
    expect((await get('/api/v1/users/personal_data/?user_name=nobody-here', teacher)).status).toBe(404);
  });
});
