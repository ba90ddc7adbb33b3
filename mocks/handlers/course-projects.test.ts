/** The explore list (type, tag families, search, paging, filter values) and a project's detail and document. */
import { beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_PART_HEADING } from '@/types/content';
import { db } from '../db/db';
import { call, signIn as tokenOf } from '../test-helpers';
import { ensureDemoWorld } from '../testing';

beforeAll(() => ensureDemoWorld());


const explore = async (token: string, query = '') => call(`/api/v1/courseprojects/?${query}`, { token });
const idsOf = async (token: string, query = '') => ((await explore(token, `page_size=500&${query}`)).body.results as { id: number }[]).map((p) => p.id);
/** The explore order: newest first, then by id. */
const ordered = (rows = db.courseProjects.all()) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id);
const tagsOf = (value: string) => value.split('|');

describe('GET /courseprojects/', () => {
  it('pages every project by 15, newest first, with every tag family\'s values', async () => {
    const token = await tokenOf('student');
    const { status, body } = await explore(token);
    expect(status).toBe(200);
    expect(body.count).toBe(db.courseProjects.size);
    expect(body.count).toBeGreaterThanOrEqual(60);
    expect(body.results).toHaveLength(15);
    expect(body.results.map((p: { id: number }) => p.id)).toEqual(ordered().slice(0, 15).map((p) => p.id));
    expect(body.results[0]).not.toHaveProperty('content');
    const families = Object.fromEntries(body.search_list.map((g: { field: string; values: string[] }) => [g.field, g.values]));
    expect(families).toEqual({
      difficult_tags: ['primary', 'mid', 'high'],
      knowledge_tags: ['object control', 'repeat loops', 'data analysis', 'logic', 'instruction attribute modules', 'strings'],
      key_tags: ['graphical programming', 'AI', 'Python', 'C++'],
      result_tags: ['game', 'animation', 'story', 'tool', 'art'],
      hardware_tags: ['none', 'micro:bit', 'Arduino', 'camera'],
    });
    expect((await call('/api/v1/courseprojects/')).status).toBe(401);
  });

  it('filters by type and tags: values of a family are alternatives, families combine', async () => {
    const token = await tokenOf('teacher');
    const all = db.courseProjects.all();
    expect(await idsOf(token, 'category=space')).toEqual(ordered(all.filter((p) => p.category === 'space')).map((p) => p.id));
    expect(await idsOf(token, 'category=software')).toEqual(ordered(all.filter((p) => p.category === 'software')).map((p) => p.id));
    const logicOrStrings = all.filter((p) => tagsOf(p.knowledge_tags).some((t) => t === 'logic' || t === 'strings'));
    expect(await idsOf(token, `knowledge_tags=${encodeURIComponent('logic|strings')}`)).toEqual(ordered(logicOrStrings).map((p) => p.id));
    const combined = all.filter((p) => p.category === 'space' && p.difficult_tags === 'high' && tagsOf(p.knowledge_tags).includes('logic'));
    const ids = await idsOf(token, 'category=space&difficult_tags=high&knowledge_tags=logic');
    expect(ids).toEqual(ordered(combined).map((p) => p.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(await idsOf(token, 'hardware_tags=teleporter')).toEqual([]);
    const software = await explore(token, 'category=software');
    const keys = software.body.search_list.find((g: { field: string }) => g.field === 'key_tags').values;
    expect(keys).toEqual(['Python', 'C++']);
    expect((await explore(token, 'category=hardware')).status).toBe(400);
  });

  it('searches titles, subtitles and descriptions', async () => {
    const token = await tokenOf('teacher');
    const hits = await idsOf(token, 'q=%20GAME%20');
    expect(hits).toEqual(ordered(db.courseProjects.all().filter((p) => /game/i.test(`${p.title} ${p.subtitle} ${p.description}`))).map((p) => p.id));
    expect((await explore(token, 'q=zzz-no-project')).body).toMatchObject({ results: [], count: 0 });
  });
});

describe('GET /courseprojects/{id}/ and its document', () => {
  it('opens without signing in; the download only where is_down', async () => {
    const down = db.courseProjects.all().find((p) => p.is_down)!;
    const closed = db.courseProjects.all().find((p) => !p.is_down)!;
    expect((await call(`/api/v1/courseprojects/${down.id}/`)).body).toMatchObject({ id: down.id, content: '', download_url: down.download_url, is_down: true });
    expect((await call(`/api/v1/courseprojects/${closed.id}/`)).body).toMatchObject({ download_url: '', is_down: false });
    for (const bad of ['9999', '0', 'x']) expect((await call(`/api/v1/courseprojects/${bad}/`)).status).toBe(404);
  });

  it('hands the teacher part to accounts with a submitted plan only', async () => {
    const documentOf = async (token?: string) => {
      const detail = await call('/api/v1/courseprojects/1/courseproject_detail/', { token });
      return { state: detail.body.teacher_part, text: (await call(detail.body.content)).body.content as string };
    };
    const teacher = await documentOf(await tokenOf('teacher'));
    expect(teacher.state).toBe('open');
    expect(teacher.text).toContain('Pair a confident learner');
    for (const token of [await tokenOf('student'), await tokenOf('visitor'), undefined]) {
      const other = await documentOf(token);
      expect(other.state).toBe('locked');
      expect(other.text).toContain(`## ${TEACHER_PART_HEADING}`);
      expect(other.text).not.toContain('Pair a confident learner');
      expect(other.text).toContain('## Step 1:');
    }
  });
});
