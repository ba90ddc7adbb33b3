/**
 * Community (explore) projects (spec 001 §2 "/project", §7; paths chosen where not shown, in
 * docs/api.md):
 * - GET /api/v1/courseprojects/ (chosen; signed in): page, page_size (15), category (space,
 *   software), q, and the tag families difficult_tags, knowledge_tags, key_tags, result_tags,
 *   hardware_tags (several values joined by `|`: any of them; families combine with "and");
 *   answers results, count and search_list (every family's values in the chosen category);
 * - GET /api/v1/courseprojects/{id}/ and GET /api/v1/courseprojects/{id}/courseproject_detail/
 *   (public: the project preview opens without signing in). The document's teacher part follows
 *   the same rule as a course's (rules/course-access.ts).
 */
import type { CourseProject, CourseProjectCard, ProjectDocument, ProjectTagField, SearchListGroup } from '@/types/content';
import { db } from '../db/db';
import type { CourseProjectRecord } from '../db/schema';
import { DIFFICULTIES, HARDWARE_TAGS, KEY_TAGS, KNOWLEDGE_TAGS, RESULT_TAGS } from '../db/content-projects';
import { canSeeTeacherPart } from '../rules/course-access';
import { documentUrl, teacherPartState } from '../rules/course-documents';
import { derived } from '../db/derived';
import { API, errors, invalidChoice, json, matches, pageOf, publicRoute, route, type Answer } from './http';
import { idOf } from './courses';

/** spec 001 §9 */
const PROJECT_PAGE_SIZE = 15;
const CATEGORIES = ['space', 'software'] as const;


const TAGS: Record<ProjectTagField, readonly string[]> = {
  difficult_tags: DIFFICULTIES,
  knowledge_tags: KNOWLEDGE_TAGS,
  key_tags: KEY_TAGS,
  result_tags: RESULT_TAGS,
  hardware_tags: HARDWARE_TAGS,
};
const TAG_FIELDS = Object.keys(TAGS) as ProjectTagField[];

export function toProjectCard(p: CourseProjectRecord): CourseProjectCard {
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    description: p.description,
    cover: p.cover,
    category: p.category,
    tag: p.tag,
    difficult_tags: p.difficult_tags,
    knowledge_tags: p.knowledge_tags,
    key_tags: p.key_tags,
    result_tags: p.result_tags,
    hardware_tags: p.hardware_tags,
  };
}

function toProject(p: CourseProjectRecord): CourseProject {
  // The document comes from courseproject_detail, for what this reader may have of it.
  return { ...toProjectCard(p), ppt_furl: p.ppt_furl, previewvideo: p.previewvideo, download_url: p.is_down ? p.download_url : '', is_down: p.is_down, content: '' };
}

/** Newest first, then by id; with each row's tag sets split once (cached until the table changes). */
function explorable() {
  return derived('courseprojects|explore', () =>
    db.courseProjects
      .all()
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id - b.id)
      .map((row) => ({ row, tags: Object.fromEntries(TAG_FIELDS.map((f) => [f, new Set(row[f].split('|'))])) as Record<ProjectTagField, Set<string>> })),
  );
}

function searchListOf(rows: ReturnType<typeof explorable>): SearchListGroup<ProjectTagField>[] {
  return TAG_FIELDS.map((field) => {
    const present = new Set(rows.flatMap((r) => [...r.tags[field]]));
    return { field, values: [...TAGS[field].filter((v) => present.has(v)), ...[...present].filter((v) => !TAGS[field].includes(v)).sort()] };
  });
}

function projectOf(raw: string): CourseProjectRecord | Answer {
  const id = idOf(raw);
  const project = id === null ? undefined : db.courseProjects.get(id);
  return project ?? errors.notFound();
}

const isProject = (value: CourseProjectRecord | Answer): value is CourseProjectRecord => 'category' in value;

export const courseProjectHandlers = [
  route('get', `${API}/courseprojects/`, ({ url }) => {
    const category = url.searchParams.get('category');
    if (category !== null && category !== '' && !CATEGORIES.some((c) => c === category)) {
      return invalidChoice('category', category);
    }
    let rows = explorable();
    if (category) rows = rows.filter((r) => r.row.category === category);
    const searchList = searchListOf(rows);
    for (const field of TAG_FIELDS) {
      const wanted = (url.searchParams.get(field) ?? '').split('|').map((v) => v.trim()).filter(Boolean);
      if (wanted.length > 0) rows = rows.filter((r) => wanted.some((v) => r.tags[field].has(v)));
    }
    const q = url.searchParams.get('q');
    if (q) rows = rows.filter((r) => matches(q, r.row.title, r.row.subtitle, r.row.description));
    const page = pageOf(rows, url, PROJECT_PAGE_SIZE);
    return json({ results: page.results.map((r) => toProjectCard(r.row)), count: page.count, search_list: searchList });
  }),

  publicRoute<{ id: string }>('get', `${API}/courseprojects/:id/`, ({ params }) => {
    const project = projectOf(params.id);
    return isProject(project) ? json(toProject(project)) : project;
  }),

  publicRoute<{ id: string }>('get', `${API}/courseprojects/:id/courseproject_detail/`, ({ params, me }) => {
    const project = projectOf(params.id);
    if (!isProject(project)) return project;
    const teacherPart = canSeeTeacherPart(me);
    const answer: ProjectDocument = {
      project_id: project.id,
      content: project.content ? documentUrl({ kind: 'project', project: project.id, teacherPart }) : '',
      teacher_part: teacherPartState(project.content, teacherPart),
    };
    return json(answer);
  }),
];
