import { describe, expect, it } from 'vitest';
import { db } from '../db/db';
import { call, signIn, userOf } from '../test-helpers';

describe('GET /profiles/favorites/', () => {
  it('pages the caller’s favourites, newest first, 8 by default', async () => {
    const token = await signIn('teacher');
    const total = db.favorites.countBy('user_id', userOf('teacher').id);
    const { status, body } = await call('/api/v1/profiles/favorites/', { token });
    expect(status).toBe(200);
    expect(body.count).toBe(total);
    expect(body.results).toHaveLength(8);
    const dates = body.results.map((f: { created_at: string }) => f.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = body.results[0];
    const project = db.projects.get(first.project_id)!;
    expect(first).toMatchObject({ title: project.title, username: db.users.get(project.owner_id)!.username });
  });

  it('searches the name and the author, trimmed and case-insensitive', async () => {
    const token = await signIn('teacher');
    const { body: all } = await call('/api/v1/profiles/favorites/?page_size=100', { token });
    const sample = all.results[3];
    const byTitle = await call(`/api/v1/profiles/favorites/?page_size=100&q=${encodeURIComponent(`  ${sample.title.toUpperCase()} `)}`, { token });
    expect(byTitle.body.results.map((f: { id: number }) => f.id)).toContain(sample.id);
    expect(byTitle.body.results.every((f: { title: string; name: string; username: string }) =>
      [f.title, f.name, f.username].some((s) => s.toLowerCase().includes(sample.title.toLowerCase())))).toBe(true);
    const byAuthor = await call(`/api/v1/profiles/favorites/?page_size=100&q=${sample.username}`, { token });
    expect(byAuthor.body.results.map((f: { id: number }) => f.id)).toContain(sample.id);
    expect((await call('/api/v1/profiles/favorites/?q=zzzz-nothing', { token })).body).toEqual({ results: [], count: 0 });
  });

  it('shows another user’s favourites by username, and 404 for an unknown one', async () => {
    const token = await signIn('student');
    const { body } = await call('/api/v1/profiles/favorites/?username=teacher&page_size=19', { token });
    expect(body.count).toBe(db.favorites.countBy('user_id', userOf('teacher').id));
    expect(body.results).toHaveLength(19);
    expect(await call('/api/v1/profiles/favorites/?username=nobody_here', { token })).toMatchObject({ status: 404 });
  });

  it('needs a token', async () => {
    expect((await call('/api/v1/profiles/favorites/')).status).toBe(401);
  });
});

describe('removing favourites', () => {
  it('removes one favourite of the caller and answers 404 when it is not there', async () => {
    const token = await signIn('teacher');
    const fav = db.favorites.findBy('user_id', userOf('teacher').id)[0];
    const before = db.projects.get(fav.project_id)!.favorites;
    expect((await call(`/api/v1/projects/${fav.project_id}/favorite/`, { method: 'DELETE', token })).status).toBe(204);
    expect(db.favorites.get(fav.id)).toBeUndefined();
    expect(db.projects.get(fav.project_id)!.favorites).toBe(Math.max(0, before - 1));
    expect((await call(`/api/v1/projects/${fav.project_id}/favorite/`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('clears only the caller’s favourites', async () => {
    const studentFavs = db.favorites.countBy('user_id', userOf('student').id);
    const token = await signIn('teacher');
    expect((await call('/api/v1/profiles/favorites_clear/', { method: 'DELETE', token })).status).toBe(204);
    expect(db.favorites.countBy('user_id', userOf('teacher').id)).toBe(0);
    expect(db.favorites.countBy('user_id', userOf('student').id)).toBe(studentFavs);
    expect((await call('/api/v1/profiles/favorites/', { token })).body).toEqual({ results: [], count: 0 });
  });
});

describe('GET /profiles/learn_history/', () => {
  it('lists course units and projects with titles and ids, newest first', async () => {
    const token = await signIn('student');
    const { body } = await call('/api/v1/profiles/learn_history/?page_size=100', { token });
    expect(body.count).toBe(db.histories.countBy('user_id', userOf('student').id));
    const course = body.results.find((h: { resourcetype: string }) => h.resourcetype === 'CourseHistory');
    expect(course.course).toEqual(expect.any(Number));
    expect(course.title).toContain(db.courses.get(course.course)!.title);
    const project = body.results.find((h: { resourcetype: string }) => h.resourcetype === 'CourseProjectHistory');
    expect(project).toMatchObject({ course: null, title: db.courseProjects.get(project.project)!.title });
    const dates = body.results.map((h: { updated_at: string }) => h.updated_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('searches titles and reads another user’s history by username', async () => {
    const token = await signIn('teacher');
    const { body } = await call('/api/v1/profiles/learn_history/?username=student&page_size=19', { token });
    expect(body.results).toHaveLength(19);
    const word = body.results[0].title.split(' ')[0];
    const found = await call(`/api/v1/profiles/learn_history/?username=student&page_size=100&q=${encodeURIComponent(word)}`, { token });
    expect(found.body.count).toBeGreaterThan(0);
    expect(found.body.results.every((h: { title: string }) => h.title.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await call('/api/v1/profiles/learn_history/', { token })).body.count).toBe(db.histories.countBy('user_id', userOf('teacher').id));
  });
});

describe('followed portfolios', () => {
  it('lists the caller’s followed personal portfolios, 10 per page, with the count call agreeing', async () => {
    const token = await signIn('teacher');
    const { body } = await call('/api/v1/studios/follows_v2/', { token });
    const personal = db.studioFollows
      .findBy('user_id', userOf('teacher').id)
      .filter((f) => db.studios.get(f.studio_id)!.kind === 'personal');
    expect(body.count).toBe(personal.length);
    expect(body.results.length).toBe(Math.min(10, personal.length));
    const first = body.results[0];
    expect(first.num_project).toBe(db.studioProjects.countBy('studio_id', first.id));
    expect((await call('/api/v1/studios/follows_count/', { token })).body).toEqual({ count: personal.length });
    const q = first.title.slice(0, 4);
    const count = (await call(`/api/v1/studios/follows_count/?q=${encodeURIComponent(q)}`, { token })).body.count;
    expect(count).toBe((await call(`/api/v1/studios/follows_v2/?q=${encodeURIComponent(q)}`, { token })).body.count);
  });

  it('shows another user’s follows by id or username', async () => {
    const token = await signIn('teacher');
    const byId = await call(`/api/v1/users/${userOf('student').id}/follow_studios/?page=1&page_size=10`, { token });
    const byName = await call('/api/v1/users/student/follow_studios/', { token });
    expect(byId.body).toEqual(byName.body);
    expect(byId.body.count).toBe(
      db.studioFollows.findBy('user_id', userOf('student').id).filter((f) => db.studios.get(f.studio_id)!.kind === 'personal').length,
    );
    expect((await call('/api/v1/users/nobody_here/follow_studios/', { token })).status).toBe(404);
  });

  it('unfollows for the caller only; a second unfollow or an unknown portfolio is 404', async () => {
    const token = await signIn('teacher');
    const { body } = await call('/api/v1/studios/follows_v2/', { token });
    const id = body.results[0].id;
    const othersBefore = db.studioFollows.findBy('studio_id', id).filter((f) => f.user_id !== userOf('teacher').id).length;
    expect((await call(`/api/v1/studios/${id}/follow/`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call('/api/v1/studios/follows_v2/', { token })).body.count).toBe(body.count - 1);
    expect(db.studioFollows.findBy('studio_id', id).length).toBe(othersBefore);
    expect((await call(`/api/v1/studios/${id}/follow/`, { method: 'DELETE', token })).status).toBe(404);
    expect((await call('/api/v1/studios/999999/follow/', { method: 'DELETE', token })).status).toBe(404);
  });
});
