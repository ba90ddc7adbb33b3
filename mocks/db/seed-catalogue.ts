/** The course catalogue, course bags and community projects of the demo world. */
import { db } from './db';
import type { CourseRecord, CourseUnitRecord } from './schema';
import { COURSES, COURSE_BAGS, type CourseDef } from './content-courses';
import { COURSE_PROJECTS } from './content-projects';
import { coverPath } from './content-people';
import { projectMarkdown, unitMarkdown } from './content-texts';
import type { SeedContext } from './seed-context';

export interface Catalogue {
  /** course ids in the order of COURSES */
  courseIds: number[];
  /** course-bag ids in the order of COURSE_BAGS */
  bagIds: number[];
  courseProjectIds: number[];
  /** the product guide the portfolio and team lists link to as "course 38" */
  guideCourseId: number;
}

/** Spec 002 links its help text to /course/38/0, so the guide course keeps that id. */
const GUIDE_COURSE_ID = 38;

const KIT_AIDS: Record<string, CourseRecord['aids']> = {
  'micro:bit': [
    { id: 0, name: 'micro:bit V2 board', url: 'https://microbit.org', remark: 'One per group', number: 1, unit: 'board', calculate_way: 0 },
    { id: 0, name: 'USB cable', url: '', remark: 'Micro USB', number: 1, unit: 'cable', calculate_way: 0 },
  ],
  'Arduino kit': [
    { id: 0, name: 'Arduino Uno starter kit', url: 'https://www.arduino.cc', remark: 'Includes breadboard and jumpers', number: 1, unit: 'kit', calculate_way: 0 },
    { id: 0, name: 'LED pack', url: '', remark: 'Assorted colours', number: 5, unit: 'piece', calculate_way: 1 },
  ],
  'Robot car': [
    { id: 0, name: 'Robot car kit', url: '', remark: 'Charge batteries the day before', number: 1, unit: 'car', calculate_way: 0 },
    { id: 0, name: 'Line track mat', url: '', remark: 'Shared by two groups', number: 1, unit: 'mat', calculate_way: 0 },
  ],
  'AI camera': [{ id: 0, name: 'USB camera', url: '', remark: 'Any 720p webcam works', number: 1, unit: 'camera', calculate_way: 0 }],
  'No kit': [{ id: 0, name: 'Printed worksheet', url: '', remark: 'Double-sided', number: 1, unit: 'sheet', calculate_way: 1 }],
};

export function seedCatalogue(ctx: SeedContext): Catalogue {
  const { rng } = ctx;
  let chapterId = 500;
  let unitId = 1000;
  let resourceId = 0;
  let aidId = 0;

  const insertCourse = (def: CourseDef, index: number, id?: number): CourseRecord => {
    const platform = def.platforms[0];
    const chapters = def.chapters.map((line) => {
      const cut = line.indexOf(': ');
      const chapterTitle = line.slice(0, cut);
      const unitList = line.slice(cut + 2);
      const units: CourseUnitRecord[] = unitList.split('|').map((raw) => {
        const title = raw.trim();
        unitId += 1;
        return {
          id: unitId,
          title,
          content: unitMarkdown(def.title, chapterTitle, title, platform, 45),
          ppt_furl: `/slides/course-${index + 1}/unit-${unitId}.pptx`,
          download_url: `/downloads/course-${index + 1}/unit-${unitId}.zip`,
          is_down: unitId % 3 !== 0,
          previewvideo: unitId % 4 === 0 ? `/videos/unit-${unitId}.mp4` : '',
        };
      });
      chapterId += 1;
      return { id: chapterId, title: chapterTitle.trim(), units };
    });
    const slug = `course-${index + 1}`;
    return db.courses.insert({
      ...(id != null ? { id } : {}),
      title: def.title,
      subtitle: def.subtitle,
      description: def.description,
      cover: coverPath(def.cover),
      is_series: def.series ?? false,
      chapters,
      resources: [
        { id: ++resourceId, title: 'Lesson slides (PDF)', content: `/resources/${slug}/slides.pdf` },
        { id: ++resourceId, title: 'Starter project', content: `/resources/${slug}/starter.sb3` },
        ...(index % 2 === 0 ? [{ id: ++resourceId, title: 'Student worksheet', content: `/resources/${slug}/worksheet.pdf` }] : []),
      ],
      aids: (KIT_AIDS[def.aid] ?? []).map((aid) => ({ ...aid, id: ++aidId })),
      student_numbers: 30,
      group_number: def.aid === 'No kit' ? 1 : rng.int(2, 4),
      new_course_type: def.type,
      new_suit_tags: def.stages.join('|'),
      new_teaching_aid: def.aid,
      new_program_platform: def.platforms.join('|'),
      is_aliyun_ppt: index % 4 === 0,
      ppt_furl: chapters[0].units[0].ppt_furl,
      campus: def.campusOwn ? 1 : null,
      is_hot: def.hot ?? false,
      created_at: ctx.ago(rng.int(20, 600), rng.int(0, 600)),
    });
  };

  const courseIds = COURSES.map((def, i) => insertCourse(def, i).id);
  const guide = insertCourse(
    {
      title: 'Teaching Cloud Guide: Teams and Portfolios',
      subtitle: 'How to run classes on the platform',
      description: 'A short guide for teachers: creating teams, printing login cards, collecting works in portfolios and reading the data centre.',
      type: 'Graphical Programming',
      stages: ['Grade 1-2', 'Grade 3-4', 'Grade 5-6', 'Junior High', 'Senior High'],
      platforms: ['Scratch'],
      aid: 'No kit',
      cover: 'rainbow',
      chapters: ['Teams: Creating a team | Adding students | Login cards', 'Portfolios: Team portfolios | Regional portfolios | Activity and members'],
    },
    GUIDE_COURSE_ID - 1,
    GUIDE_COURSE_ID,
  );

  const bagIds = COURSE_BAGS.map(
    (bag) =>
      db.courseBags.insert({
        title: bag.title,
        new_suit_tags: bag.stages.join('|'),
        new_program_platform: bag.platforms.join('|'),
        version: bag.version,
        new_teaching_aid: bag.aids.join('|'),
        courses: bag.courses.map((i) => courseIds[i]),
        org_ids: bag.orgs,
      }).id,
  );

  const courseProjectIds = COURSE_PROJECTS.map(
    (p, i) =>
      db.courseProjects.insert({
        title: p.title,
        subtitle: p.subtitle,
        description: p.description,
        cover: coverPath(p.cover),
        category: p.category,
        tag: [p.key, p.result, ...p.knowledge.slice(0, 2)],
        difficult_tags: p.difficulty,
        knowledge_tags: p.knowledge.join('|'),
        key_tags: p.key,
        result_tags: p.result,
        hardware_tags: p.hardware,
        ppt_furl: `/slides/project-${i + 1}.pptx`,
        previewvideo: i % 3 === 0 ? `/videos/project-${i + 1}.mp4` : '',
        download_url: `/downloads/project-${i + 1}.zip`,
        is_down: i % 4 !== 3,
        content: projectMarkdown(p.title, p.description, p.steps),
        created_at: ctx.ago(rng.int(10, 400), rng.int(0, 600)),
      }).id,
  );

  return { courseIds, bagIds, courseProjectIds, guideCourseId: guide.id };
}
