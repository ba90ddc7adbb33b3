/**
 * Learning records and reference lists of the demo world: learning histories, teaching plans,
 * the software list, extensions and invitation codes.
 */
import { db } from './db';
import type { CourseRecord, UserRecord } from './schema';
import { COURSE_BAGS } from './content-courses';
import { EXTENSIONS, SOFTWARE } from './content-texts';
import { bagPlanName, BUILT_IN_PLAN, planFileSlug, planFileUrl, UPLOADED_PLANS } from './content-plans';
import { PLAN_FILE_SIZES } from './plan-file-sizes';
import type { Catalogue } from './seed-catalogue';
import type { DemoPeople } from './seed-campus';
import type { SeedContext } from './seed-context';

const unitCache = new WeakMap<CourseRecord, [number, number][]>();

/** [course id, unit id] of every unit of the given courses. */
export function unitsOf(courseIds: readonly number[]): [number, number][] {
  return courseIds.flatMap((id) => {
    const course = db.courses.get(id)!;
    let units = unitCache.get(course);
    if (!units) {
      units = course.chapters.flatMap((ch) => ch.units.map((u) => [id, u.id] as [number, number]));
      unitCache.set(course, units);
    }
    return units;
  });
}

export function seedLearning(ctx: SeedContext, people: DemoPeople, catalogue: Catalogue): void {
  const { rng } = ctx;
  const { demo, teams } = people;
  const teacherCourses = db.employees.findBy('user_id', demo.teacher.id)[0].courses;

  const history = (user: UserRecord, courseIds: readonly number[], courseCount: number, projectCount: number) => {
    const units = rng.sample(unitsOf(courseIds), courseCount);
    const projects = rng.sample(catalogue.courseProjectIds, projectCount);
    const entries = [
      ...units.map(([course, unit]) => ({ resourcetype: 'CourseHistory' as const, course, unit, project: null })),
      ...projects.map((project) => ({ resourcetype: 'CourseProjectHistory' as const, course: null, unit: null, project })),
    ];
    for (const e of rng.shuffle(entries)) {
      db.histories.insert({ user_id: user.id, ...e, updated_at: ctx.ago(rng.int(0, 80), rng.int(0, 900)) });
    }
  };
  history(demo.teacher, teacherCourses, 15, 10);
  history(demo.student, teams.ABCDEF.courses, 13, 9);
  history(demo.manager, catalogue.courseIds, 5, 2);
  history(demo.principal, teams.PYTHON.courses, 5, 2);
  history(demo.multi, teams.GALAXY.courses, 3, 1);
  history(demo.solo, teams.WEEKND.courses, 4, 2);
  for (const kid of people.sunshineStudents) {
    if (kid.id === demo.student.id || !rng.chance(0.3)) continue;
    const team = db.teamStudents.findOne('user_id', kid.id);
    const courses = team ? db.teams.get(team.team_id)!.courses : [];
    if (courses.length > 0) history(kid, courses, rng.int(1, 4), rng.int(0, 2));
  }

  seedTeachPlans(ctx, people, catalogue);

  for (const software of SOFTWARE) db.software.insert(software);
  for (const ext of EXTENSIONS) db.extensions.insert(ext);

  db.invitationCodes.insert({ code: 'TEACH2026', days: 365, used_by: null });
  db.invitationCodes.insert({ code: 'CLASSROOM90', days: 90, used_by: null });
  db.invitationCodes.insert({ code: 'WELCOME30', days: 30, used_by: demo.solo.id });
}


/**
 * The draws of this step (one or two per plan, for its date) are part of the demo world's single
 * random stream: keep the calls and their order as they are. New plans go to seedPlanExtras.
 */
function seedTeachPlans(ctx: SeedContext, people: DemoPeople, catalogue: Catalogue): void {
  const { demo, orgs } = people;
  const S = orgs.sunshine.id;
  let sort = 0;
  const plan = (owner: number, org: number | null, fileName: string, stage: string, fields: { enable?: boolean; share?: boolean; bag?: number | null; auto?: boolean; id?: number; days?: number } = {}) =>
    db.teachPlans.insert({
      ...(fields.id != null ? { id: fields.id } : {}),
      owner_id: owner, org_id: org, file_name: fileName, file_url: planFileUrl(fileName), file_key: null, file_size: PLAN_FILE_SIZES[planFileSlug(fileName)] ?? 0,
      course_bag_tag: stage, course_bag: fields.bag ?? null, enable: fields.enable ?? true, is_share: fields.share ?? false,
      auto_generated: fields.auto ?? false, sort: sort++, created_at: ctx.ago(fields.days ?? ctx.rng.int(5, 200), ctx.rng.int(0, 600)),
    });

  // id 0 is the platform's built-in plan: everyone may download it, nobody may change it (spec 001 §6).
  plan(0, null, BUILT_IN_PLAN, 'All stages', { id: 0, days: 500 });

  const P = UPLOADED_PLANS;
  plan(demo.teacher.id, S, ...P.scratchTerm);
  plan(demo.teacher.id, S, ...P.robotRules);
  plan(demo.teacher.id, S, ...P.aiRubric, { enable: false });
  plan(demo.teacher.id, S, ...P.gameJam);
  plan(demo.manager.id, S, ...P.parentsEvening, { share: true });
  plan(demo.manager.id, S, ...P.assessmentCalendar, { enable: false });
  plan(demo.principal.id, S, ...P.pythonClub, { share: true });
  plan(demo.principal.id, S, ...P.pythonSyllabus);
  plan(demo.solo.id, null, ...P.weekendClass);

  // Sunshine runs auto plans: one generated plan per course bag the teacher or campus holds.
  const bagPlan = (owner: UserRecord, bagIndex: number) =>
    plan(owner.id, S, bagPlanName(bagIndex), COURSE_BAGS[bagIndex].stages[0], { bag: catalogue.bagIds[bagIndex], auto: true, days: 30 });
  bagPlan(demo.teacher, 0);
  bagPlan(demo.teacher, 2);
  bagPlan(demo.manager, 0);
  bagPlan(demo.manager, 1);
  bagPlan(demo.manager, 2);
  bagPlan(demo.principal, 1);
}

/**
 * The unit each student work was made for (the progress grid's cells, issue 32): most works of a
 * team's students belong to a unit of the team's courses, chosen from the work's id (no random
 * draw, so the rest of the world is unchanged); every fourth is a free work of no unit.
 */
export function linkWorksToUnits(): void {
  for (const team of db.teams.all()) {
    const units = unitsOf(team.courses.filter((id) => !team.hidden_courses.includes(id) && db.courses.get(id)));
    if (units.length === 0) continue;
    for (const row of db.teamStudents.findBy('team_id', team.id)) {
      for (const work of db.projects.findBy('owner_id', row.user_id)) {
        if (work.unit_id != null || work.id % 4 === 0) continue;
        db.projects.update(work.id, { unit_id: units[(work.id * 7) % units.length][1] });
      }
    }
  }
}
