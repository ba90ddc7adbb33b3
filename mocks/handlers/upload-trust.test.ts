/**
 * Issue 25: uploads are judged by their bytes, names take no invisible text. Every refusal is
 * checked by reading back that nothing changed.
 */
import { describe, expect, it } from 'vitest';
import type { TeachPlanList } from '@/types/content';
import { db } from '../db/db';
import { validationMessage, validationTexts } from '../messages/validation';
import { call, en, multipart, pngBytes, signIn, userOf, type FilePart } from '../test-helpers';
import { planDocument } from '../testing-plans';

const text = (key: keyof typeof validationTexts) => validationTexts[key].en;
const HTML = new TextEncoder().encode('<!doctype html><script>fetch("/steal?"+localStorage.getItem("tc.token"))</script>');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="5"/></svg>');
const file = (filename: string, type: string, bytes: Uint8Array): FilePart => ({ filename, type, bytes });

describe('pictures are judged by their bytes', () => {
  it('refuses a page named cover.png sent as text/html as a portfolio cover, creating and changing nothing', async () => {
    const token = await signIn('teacher');
    const studios = db.studios.size;
    const form = multipart({ kind: 'personal', title: 'Sneaky', cover: file('cover.png', 'text/html', HTML) });
    const created = await call('/api/v1/studios/', { token, form });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ cover: [text('validation.image.uploadFailed')] });
    expect(db.studios.size).toBe(studios);

    const mine = db.studios.all().find((s) => s.owner_id === userOf('teacher').id)!;
    const path = `/api/v1/studio/gallery/${mine.id}/set/`;
    const changed = await call(path, { token, form: multipart({ file: file('cover.png', 'text/html', HTML) }), lang: 'zh-CN' });
    expect(changed.status).toBe(400);
    expect(changed.body).toEqual({ file: [validationTexts['validation.image.uploadFailed'].zh] });
    expect(db.studios.get(mine.id)!.cover).toBe(mine.cover);
    expect(db.studios.all().some((s) => s.cover.startsWith('data:text/'))).toBe(false);
  });

  it('stores a real picture with the type its bytes show, whatever type was declared', async () => {
    const token = await signIn('teacher');
    const form = multipart({ kind: 'personal', title: 'Honest', cover: file('cover.png', 'text/html', pngBytes(64)) });
    const created = await call<{ cover: string }>('/api/v1/studios/', { token, form });
    expect(created.status).toBe(201);
    expect(created.body.cover).toMatch(/^data:image\/png;base64,/);
  });

  it('refuses an SVG avatar, named .svg or renamed .png, leaving the avatar as it was', async () => {
    const token = await signIn('teacher');
    const before = userOf('teacher').avatar_url;
    for (const avatar of [file('me.svg', 'image/svg+xml', SVG), file('me.png', 'image/png', SVG)]) {
      const res = await call('/api/v1/users/me/', { method: 'PATCH', token, form: multipart({ avatar }) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ avatar: [text('validation.image.uploadFailed')] });
      expect(userOf('teacher').avatar_url).toBe(before);
    }
  });

  it('refuses a feedback image and a course-feedback attachment that are not what they are named', async () => {
    const token = await signIn('teacher');
    const feedback = db.feedback.size;
    const res = await call('/api/v1/feedback/', {
      token,
      form: multipart({ feedback_type: 'suggestion', subject: 'Hi', content: 'Look', image: file('screen.png', 'image/png', HTML) }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ image: [text('validation.feedback.image.type')] });
    expect(db.feedback.size).toBe(feedback);

    const stored = db.courseFeedback.size;
    const attachment = await call('/api/v1/courses/1/feedback/', { token, form: multipart({ item: '1', attachments: file('notes.pdf', 'application/pdf', HTML) }) });
    expect(attachment.status).toBe(400);
    expect(db.courseFeedback.size).toBe(stored);
  });
});

describe('plan file names', () => {
  const PLANS = '/api/v1/teacher_plan/';
  const upload = (token: string, filename: string, lang?: string) =>
    call(`${PLANS}load/`, { token, form: multipart({ file: file(filename, 'application/pdf', planDocument('robot-car-race-rules.pdf')) }), lang });
  const names = async (token: string) => (await call<TeachPlanList>(PLANS, { token, query: { page: 1, page_size: 9999 } })).body.results.map((p) => p.file_name);

  it('refuses a name of 10,000 characters and one with a right-to-left override, storing nothing', async () => {
    const token = await signIn('teacher');
    const before = await names(token);
    const plans = db.teachPlans.size;
    const long = await upload(token, `${'a'.repeat(10_000)}.pdf`);
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ file: [en(validationMessage({ key: 'validation.fileName.tooLong', params: { max: 100 } }))] });
    // "‮fdp.exe" shows as "exe.pdf": the override is refused whatever the name ends with.
    const bidi = await upload(token, 'homework\u202Efdp.exe.pdf', 'zh-CN');
    expect(bidi.status).toBe(400);
    expect(bidi.body).toEqual({ file: [validationTexts['validation.fileName.invisible'].zh] });
    expect(db.teachPlans.size).toBe(plans);
    expect(await names(token)).toEqual(before);
  });

  it('takes a name of exactly 100 characters with its extension', async () => {
    const token = await signIn('teacher');
    const name = `${'a'.repeat(96)}.pdf`;
    expect((await upload(token, name)).status).toBe(201);
    expect(await names(token)).toContain(name);
  });
});

describe('names take no invisible text', () => {
  const WIZARD = { description: '', cover: '/covers/robot.jpg', key_type: 'word' };

  it.each([
    ['a zero-width space', 'Robot\u200BClub'],
    ['only a zero-width space', '\u200B'],
    ['a line break', 'Robot\nClub'],
    ['NUL', 'Robot\u0000Club'],
    ['a right-to-left override', 'Robot\u202EbulC'],
  ])('refuses a team name with %s, creating nothing', async (_, name) => {
    const token = await signIn('teacher');
    const teams = db.teams.size;
    const res = await call<{ name: string[] }>('/api/v1/teams/', { token, body: { ...WIZARD, name, team_teacher: [userOf('teacher').id] } });
    expect(res.status).toBe(400);
    expect(res.body.name).toEqual([text('validation.text.invisible')]);
    expect(db.teams.size).toBe(teams);
    const zhRes = await call<{ name: string[] }>('/api/v1/teams/', { token, body: { ...WIZARD, name, team_teacher: [userOf('teacher').id] }, lang: 'zh-CN' });
    expect(zhRes.body.name).toEqual([validationTexts['validation.text.invisible'].zh]);
    expect(db.teams.size).toBe(teams);
  });

  it('refuses a zero-width portfolio title, creating nothing', async () => {
    const token = await signIn('teacher');
    const studios = db.studios.size;
    const res = await call('/api/v1/studios/', { token, form: multipart({ kind: 'personal', title: '\u200B\u200B', cover: file('c.png', 'image/png', pngBytes()) }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ title: [text('validation.text.invisible')] });
    expect(db.studios.size).toBe(studios);
  });
});

