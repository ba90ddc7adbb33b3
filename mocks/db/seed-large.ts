/**
 * The large world for performance work: the demo world plus "Metro Coding Academy" with about
 * 60 employees, 300 teams, 10,000 students, 2,000 projects and 2,000 notifications for its
 * manager `bigmanager` (13800000011, demo1234). Its first teacher `metro_t01` has more than the
 * home page shows in every section, and his first class, 100 students on courses of 60 units and
 * more, is the progress grid's (seedProgressClass). Usage history is kept to 30 days for 200
 * students and the staff so the world still seeds in well under two seconds.
 */
import { seedLargePlans } from './seed-plans';
import { db } from './db';
import type { NotificationVerb } from '@/types/notification';
import type { ProjectRecord, StudioRecord, TeamRecord, UserRecord } from './schema';
import { AVATAR_PATHS, CARD_PATHS, COVER_PATHS, FIRST_NAMES, LAST_NAMES, SECRET_WORDS, orgLogo } from './content-people';
import { COMMENT_TEXTS, PROJECT_TITLES } from './content-projects';
import { SITE_ANNOUNCEMENTS } from './content-texts';
import { seedDemoWorld } from './seed';
import { createContext, DEMO_PASSWORD, type SeedContext } from './seed-context';
import { enrolStudent, freshTeamCode, insertEmployee, insertOrg, insertTeam, insertUser } from './seed-records';
import { seedCourseWatches, seedDailyUsage, seedExtensionUses } from './seed-usage';
import { unitsOf } from './seed-learning';
import { seedLargeCatalogue } from './seed-catalogue';

const LARGE_SEED = 20_260_202;

export const LARGE_WORLD = {
  managerUsername: 'bigmanager',
  managerPhone: '13800000011',
  campusName: 'Metro Coding Academy',
  teachers: 59,
  teams: 300,
  students: 10_000,
  projects: 2_000,
  notifications: 2_000,
  /** metro_t01's count of works, recent learning, portfolios, teams and favourites: more than the home page shows */
  fullHomeItems: 24,
  /** the regional portfolio every portfolio list call is timed on: its works and members */
  bigPortfolio: { title: 'Metro Showcase', works: 1_000, members: 300 },
  /** the demo's courses and community projects again in this many numbered editions: hundreds to page through */
  catalogueEditions: 8,
  /**
   * metro_t01's first class ("Class 100"): this many students, courses of at least this many
   * units and learning records across them, for the progress grid's benchmark (issue 32)
   */
  progressClass: { students: 100, units: 60 },
} as const;

const BIG_PORTFOLIO_SEED = 16_002;
const PROGRESS_CLASS_SEED = 32_060;

/** Students per team: the first (the progress class) has its own size, the others share the rest evenly. */
function teamSize(t: number, teams: number): number {
  const { students } = LARGE_WORLD.progressClass;
  if (t === 0) return students;
  const rest = LARGE_WORLD.students - students;
  const others = teams - 1;
  return Math.floor((t * rest) / others) - Math.floor(((t - 1) * rest) / others);
}

export function seedLargeWorld(today: Date): void {
  seedDemoWorld(today);
  const ctx = createContext(today, LARGE_SEED);
  const { rng } = ctx;
  const courseIds = db.courses.all().map((c) => c.id);

  const metro = insertOrg({
    name: LARGE_WORLD.campusName, org_type: '0', text_mark: 'Metro', image_mark: orgLogo('0'),
    open_date: ctx.day(-500), start_date: ctx.day(-500), end_date: ctx.day(700),
    overall_organization_data: true, personal_data_center: true, allow_course_bag: true, auto_plan: true, control_type: 2,
    snap_platform: 2, exam_platform: 2, oj_platform: 2, max_staff: 100, max_student: 20_000, max_team: 600, max_team_studios_num: 2_000,
  });
  const manager = insertUser(ctx, {
    username: LARGE_WORLD.managerUsername, password: DEMO_PASSWORD, phone: LARGE_WORLD.managerPhone, email: 'bigmanager@example.com',
    user_type: 'teacher', name: 'Martin Metro', avatar_url: AVATAR_PATHS[5], selected_org_id: metro.id, created_at: ctx.ago(500),
  });
  insertEmployee(ctx, manager, metro, { is_manager: true, is_teacher: false, is_campus_manager: true, created_at: ctx.ago(500) });

  const personName = () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const teachers: UserRecord[] = [];
  for (let i = 1; i <= LARGE_WORLD.teachers; i++) {
    const t = insertUser(ctx, {
      username: `metro_t${String(i).padStart(2, '0')}`, password: DEMO_PASSWORD, phone: `137${String(i).padStart(8, '0')}`,
      user_type: 'teacher', name: personName(), selected_org_id: metro.id, created_at: ctx.ago(rng.int(30, 480)),
    });
    insertEmployee(ctx, t, metro, { is_manager: i <= 2, courses: rng.sample(courseIds, rng.int(4, 10)), created_at: t.created_at });
    teachers.push(t);
  }

  const teams: TeamRecord[] = [];
  for (let i = 0; i < LARGE_WORLD.teams; i++) {
    const creator = teachers[i % teachers.length];
    const second = rng.chance(0.3) ? teachers[(i * 7 + 3) % teachers.length] : null;
    const teacherIds = second && second.id !== creator.id ? [creator.id, second.id] : [creator.id];
    // The first teacher also co-teaches the first classes, for a full home page (see below).
    if (i < LARGE_WORLD.fullHomeItems && !teacherIds.includes(teachers[0].id)) teacherIds.push(teachers[0].id);
    teams.push(
      insertTeam(ctx, {
        code: freshTeamCode(ctx), name: `Class ${100 + i}`, creator_id: creator.id,
        teacher_ids: teacherIds,
        org_id: metro.id, key_type: i % 5 === 0 ? 'image' : 'word', cover: rng.pick(COVER_PATHS),
        courses: rng.sample(courseIds, 3), oj_platform: rng.chance(0.5) ? 2 : 1, exam_platform: rng.chance(0.5) ? 2 : 1,
        created_at: ctx.ago(rng.int(10, 450)),
      }),
    );
  }

  const students: UserRecord[] = [];
  const teamOfStudent = new Map<number, TeamRecord>();
  let n = 0;
  teams.forEach((team, t) => {
    const size = teamSize(t, teams.length);
    // Students pick their own name at the team-code login, so names are unique within a team.
    const names = new Set<string>();
    for (let k = 0; k < size; k++) {
      n += 1;
      let name = personName();
      while (names.has(name)) name = personName();
      names.add(name);
      const { user } = enrolStudent(team, {
        name,
        secret: team.key_type === 'word' ? rng.pick(SECRET_WORDS) : rng.pick(CARD_PATHS),
        username: `mstu_${String(n).padStart(5, '0')}`,
        created_at: team.created_at,
      });
      students.push(user);
      teamOfStudent.set(user.id, team);
    }
  });

  const projectsByTeam = new Map<number, ProjectRecord[]>();
  const projects: ProjectRecord[] = [];
  for (let i = 0; i < LARGE_WORLD.projects; i++) {
    // One teacher owns 400 projects, so the personal project list has real paging to time.
    const owner = i < 400 ? teachers[0] : i % 10 === 0 ? rng.pick(teachers) : rng.pick(students);
    const days = rng.int(1, 365);
    const isPublic = rng.chance(0.6);
    const views = isPublic ? rng.int(0, 2000) : rng.int(0, 5);
    const p = db.projects.insert({
      owner_id: owner.id, title: `${rng.pick(PROJECT_TITLES)} ${rng.int(1, 99)}`, image: rng.pick(COVER_PATHS),
      platform: rng.chance(0.8) ? 'scratch' : 'snap', lms_public: isPublic, views, loves: Math.floor(views * rng.next() * 0.2),
      favorites: Math.floor(views * rng.next() * 0.1), remixes: isPublic ? rng.int(0, 30) : 0, shared_views: isPublic ? rng.int(0, 200) : 0,
      created_at: ctx.ago(days, rng.int(0, 600)), updated_at: ctx.ago(rng.int(0, days - 1), rng.int(0, 600)),
    });
    projects.push(p);
    const team = teamOfStudent.get(owner.id);
    if (team && isPublic) {
      const list = projectsByTeam.get(team.id);
      if (list) list.push(p);
      else projectsByTeam.set(team.id, [p]);
    }
  }

  const studios = seedTeamStudios(ctx, teams, projectsByTeam);
  seedManagerNotifications(ctx, manager, [...teachers, ...students.slice(0, 500)], projects, studios);

  seedFullHome(ctx, teachers[0], courseIds, projects);
  seedBigPortfolio(today, manager, teachers[0], students, projects);

  for (const user of [manager, ...teachers]) {
    seedDailyUsage(ctx, user, metro.id, 'staff', 30, rng.next() * 0.8 + 0.4);
    seedExtensionUses(ctx, user, rng.int(1, 6));
  }
  for (const user of rng.sample(students, 200)) {
    seedDailyUsage(ctx, user, metro.id, 'student', 30, rng.next() * 0.9 + 0.3);
    seedCourseWatches(ctx, user, teamOfStudent.get(user.id)!.courses, 3, 30);
    seedExtensionUses(ctx, user, rng.int(1, 4));
  }
  seedLargePlans(ctx, manager, teachers, metro.id);
  // Last, so the draws above stay as they were.
  seedLargeCatalogue(ctx, LARGE_WORLD.catalogueEditions);
  seedProgressClass(today, teams[0], teachers[0]);
}

/**
 * The progress grid's class (issue 32): metro_t01's "Class 100" and its 100 students get courses
 * of at least 60 units (the teacher's assigned platform courses first, then the catalogue's, each
 * assigned to the teacher too, as the campus would), and every student learning records across
 * them in course order, as a class goes: viewings with minutes and dates, some units opened
 * without time, the last unit of each course in the learning history, a few units skipped, some
 * students far ahead and a few not started; their works are linked to units they opened. A step
 * with its own random stream, after everything else of the large world.
 */
function seedProgressClass(today: Date, team: TeamRecord, teacher: UserRecord): void {
  const ctx = createContext(today, PROGRESS_CLASS_SEED);
  const { rng } = ctx;
  const employee = db.employees.findBy('user_id', teacher.id).find((e) => e.org_id === team.org_id)!;
  const courses = [...team.courses];
  let units = unitsOf(courses).length;
  const platform = (id: number) => db.courses.get(id)?.campus === null && !courses.includes(id);
  const candidates = [...employee.courses.filter(platform), ...rng.shuffle(db.courses.all().map((c) => c.id).filter(platform))];
  for (const id of candidates) {
    if (units >= LARGE_WORLD.progressClass.units) break;
    if (courses.includes(id)) continue;
    courses.push(id);
    units += unitsOf([id]).length;
  }
  db.teams.update(team.id, { courses });
  db.employees.update(employee.id, { courses: [...new Set([...employee.courses, ...courses])] });

  const all = unitsOf(courses);
  for (const row of db.teamStudents.findBy('team_id', team.id)) {
    const share = rng.chance(0.06) ? 0 : Math.min(1, 0.15 + rng.next() * 0.95);
    const reach = Math.round(all.length * share);
    const opened: number[] = [];
    const historyOnly = new Set<number>();
    const lastOfCourse = new Map<number, { unit: number; daysAgo: number }>();
    for (let i = 0; i < reach; i++) {
      if (rng.chance(0.1)) continue;
      const [course, unit] = all[i];
      const daysAgo = Math.min(89, Math.round((reach - 1 - i) * 1.4) + rng.int(0, 2));
      if (rng.chance(0.15)) {
        historyOnly.add(unit);
        db.histories.insert({ user_id: row.user_id, resourcetype: 'CourseHistory', course, unit, project: null, updated_at: ctx.ago(daysAgo, rng.int(0, 900)) });
      } else {
        for (let visit = rng.int(1, 2); visit > 0; visit--) {
          db.courseWatches.insert({ user_id: row.user_id, course_id: course, unit_id: unit, seconds: rng.int(2, 40) * 60, date: ctx.day(-Math.min(89, daysAgo + (visit - 1) * 3)) });
        }
      }
      opened.push(unit);
      lastOfCourse.set(course, { unit, daysAgo });
    }
    for (const [course, { unit, daysAgo }] of lastOfCourse) {
      if (historyOnly.has(unit)) continue;
      db.histories.insert({ user_id: row.user_id, resourcetype: 'CourseHistory', course, unit, project: null, updated_at: ctx.ago(daysAgo, rng.int(0, 900)) });
    }
    if (opened.length === 0) continue;
    for (const work of db.projects.findBy('owner_id', row.user_id)) {
      if (work.id % 4 !== 0) db.projects.update(work.id, { unit_id: opened[(work.id * 7) % opened.length] });
    }
  }
}

/**
 * The first teacher's home page has more than it shows in every section (18 items and View More):
 * the end-to-end home benchmark signs in as this teacher. Works (400) and teams (co-teacher of
 * the first classes, so their portfolios too) come from above; here recent learning and favourites.
 */
function seedFullHome(ctx: SeedContext, teacher: UserRecord, courseIds: readonly number[], projects: readonly ProjectRecord[]): void {
  const { rng } = ctx;
  const count = LARGE_WORLD.fullHomeItems;
  courseIds.slice(0, count).forEach((course, i) => {
    const [, unit] = unitsOf([course])[0];
    db.histories.insert({ user_id: teacher.id, resourcetype: 'CourseHistory', course, unit, project: null, updated_at: ctx.ago(i, rng.int(0, 600)) });
  });
  const shared = projects.filter((p) => p.lms_public && p.owner_id !== teacher.id);
  for (const p of rng.sample(shared, count)) {
    db.favorites.insert({ user_id: teacher.id, project_id: p.id, created_at: ctx.ago(rng.int(0, 60), rng.int(0, 600)) });
  }
}

/** One team portfolio per team, with the team's teachers and up to six works. */
function seedTeamStudios(ctx: SeedContext, teams: TeamRecord[], projectsByTeam: Map<number, ProjectRecord[]>): StudioRecord[] {
  const { rng } = ctx;
  return teams.map((team) => {
    const created = ctx.ago(rng.int(1, 300));
    const studio = db.studios.insert({
      code: rng.chars(8, 'abcdefghijkmnpqrstuvwxyz23456789'), kind: 'team', title: `${team.name} Works`, description: 'Our class portfolio.',
      cover: team.cover, owner_id: team.creator_id, org_id: team.org_id, team_id: team.id, is_touch: true, created_at: created,
    });
    team.teacher_ids.forEach((id, i) =>
      db.studioMembers.insert({ studio_id: studio.id, user_id: id, role: i === 0 ? 'owner' : 'manager', invited: false, created_at: created }),
    );
    for (const p of (projectsByTeam.get(team.id) ?? []).slice(0, 6)) {
      db.studioProjects.insert({ studio_id: studio.id, project_id: p.id, added_by: p.owner_id, created_at: created });
    }
    return studio;
  });
}

const EVERYDAY: readonly NotificationVerb[] = ['up', 'up', 'favorite', 'comment', 'studio_project_add', 'studio_bulk_add_project', 'site_notification'];

function seedManagerNotifications(
  ctx: SeedContext, manager: UserRecord, actors: UserRecord[], projects: ProjectRecord[], studios: StudioRecord[],
): void {
  const { rng } = ctx;
  // Oldest first, so ids grow with time; the newest 150 are unread.
  for (let i = LARGE_WORLD.notifications - 1; i >= 0; i--) {
    const verb = rng.pick(EVERYDAY);
    const p = rng.pick(projects);
    const base = {
      recipient_id: manager.id, verb, unread: i < 150, actor_id: rng.pick(actors).id as number | null,
      obj_id: p.id as number | null, obj_name: p.title, tgt_id: null as number | null, tgt_name: '', tgt_content: '', description: '',
      platform: p.platform as string, org_id: 0, created_at: ctx.ago(0, i * 37 + rng.int(0, 30)),
    };
    if (verb === 'site_notification') {
      Object.assign(base, { actor_id: null, obj_id: null, obj_name: '', platform: '', description: rng.pick(SITE_ANNOUNCEMENTS) });
    } else if (verb === 'comment') {
      base.tgt_content = rng.pick(COMMENT_TEXTS);
    } else if (verb === 'studio_project_add' || verb === 'studio_bulk_add_project') {
      const studio = rng.pick(studios);
      Object.assign(base, { obj_id: studio.id, obj_name: studio.title, tgt_id: p.id, tgt_name: p.title, platform: '' });
      if (verb === 'studio_bulk_add_project') base.tgt_content = [rng.pick(projects).title, rng.pick(projects).title].join(',');
    }
    db.notifications.insert(base);
  }
}

/**
 * "Metro Showcase": a regional portfolio of the large world with 1,000 works and 300 members (its
 * owner the campus manager, the first teacher a manager of it, students curating), with one
 * activity line per work, for timing the works, members and activity lists at size. A step of
 * its own with its own random stream, after everything else of the large world.
 */
function seedBigPortfolio(today: Date, owner: UserRecord, manager: UserRecord, students: readonly UserRecord[], projects: readonly ProjectRecord[]): void {
  const ctx = createContext(today, BIG_PORTFOLIO_SEED);
  const { rng } = ctx;
  const { title, works, members } = LARGE_WORLD.bigPortfolio;
  const created = ctx.ago(300);
  const studio = db.studios.insert({
    code: rng.chars(8, 'abcdefghijkmnpqrstuvwxyz23456789'), kind: 'area', title, description: 'The best works of Metro Coding Academy, every class.',
    cover: rng.pick(COVER_PATHS), owner_id: owner.id, org_id: owner.selected_org_id, team_id: null, is_touch: true, created_at: created,
  });
  db.studioMembers.insert({ studio_id: studio.id, user_id: owner.id, role: 'owner', invited: false, created_at: created });
  db.studioMembers.insert({ studio_id: studio.id, user_id: manager.id, role: 'manager', invited: false, created_at: created });
  const curators = rng.sample(students, members - 2);
  curators.forEach((u, i) => db.studioMembers.insert({ studio_id: studio.id, user_id: u.id, role: 'curator', invited: false, created_at: ctx.ago(299 - (i % 290), rng.int(0, 600)) }));
  const shown = rng.sample(projects.filter((p) => p.lms_public), works);
  shown.forEach((p, i) => {
    const when = ctx.ago(Math.floor(((works - i) * 290) / works), rng.int(0, 600));
    db.studioProjects.insert({ studio_id: studio.id, project_id: p.id, added_by: p.owner_id, created_at: when });
    db.studioActivities.insert({ studio_id: studio.id, verb: 'studio_project_add', actor_id: p.owner_id, tgt_name: p.title, tgt_content: '', obj_name: title, created_at: when });
  });
}
