/**
 * Campuses, the demo accounts, staff, teams and students of the demo world. The demo accounts
 * are created first and in a fixed order so their ids are stable (listed in seed.ts).
 */
import { db } from './db';
import type { EmployeeRecord, OrganizationRecord, TeamRecord, UserRecord } from './schema';
import { ABCDEF_STUDENTS, AVATAR_PATHS, CARD_PATHS, FIRST_NAMES, LAST_NAMES, PICTUR_STUDENTS, SECRET_WORDS, cardPath, coverPath, orgLogo } from './content-people';
import { DEMO_PASSWORD, type SeedContext } from './seed-context';
import { enrolStudent, insertEmployee, insertOrg, insertTeam, insertUser } from './seed-records';
import type { Catalogue } from './seed-catalogue';

export type DemoKey = 'manager' | 'principal' | 'teacher' | 'solo' | 'visitor' | 'student' | 'expiring' | 'expired' | 'upcoming' | 'multi';
type StaffKey = 'emma' | 'oliver' | 'sophie' | 'daniel' | 'chloe' | 'ryan' | 'ruth' | 'hannah' | 'george' | 'lucy';
export type TeamKey = 'ABCDEF' | 'PICTUR' | 'SPRITE' | 'NEWBIE' | 'PYTHON' | 'MAKERS' | 'GALAXY' | 'ROBOTS' | 'RIVERS' | 'HILLTP' | 'NORTHS' | 'WEEKND';

export interface DemoPeople {
  demo: Record<DemoKey, UserRecord>;
  staff: Record<StaffKey, UserRecord>;
  orgs: { sunshine: OrganizationRecord; riverside: OrganizationRecord; hilltop: OrganizationRecord; northstar: OrganizationRecord };
  teams: Record<TeamKey, TeamRecord>;
  /** students of each team, in enrolment order */
  roster: Map<number, UserRecord[]>;
  /** active staff of Sunshine (managers and teachers) */
  sunshineStaff: UserRecord[];
  /** every student of Sunshine, each once */
  sunshineStudents: UserRecord[];
  /** the campus each user works or learns in (null for the standalone teacher's class) */
  campusOf: Map<number, number | null>;
  /** pending campus invitations: multi to Northstar, Ruth Walsh to Sunshine */
  invites: { multi: EmployeeRecord; ruth: EmployeeRecord };
}

/** Demo accounts: [key, username, phone, display name, avatar index]. Order fixes their ids 1-10. */
const DEMO_ACCOUNTS: readonly (readonly [DemoKey, string, string, number])[] = [
  ['manager', 'Helen Zhang', '13800000001', 0],
  ['principal', 'Robert Fraser', '13800000002', 7],
  ['teacher', 'Sarah Lin', '13800000003', 1],
  ['solo', 'Tom Harper', '13800000004', 4],
  ['visitor', 'Vicky Stone', '13800000005', 8],
  ['student', 'Li Ming', '13800000006', 2],
  ['expiring', 'Kevin Ross', '13800000007', 10],
  ['expired', 'Nora Quinn', '13800000008', 9],
  ['upcoming', 'Paul Byrne', '13800000009', 6],
  ['multi', 'Mei Wong', '13800000010', 3],
];

const STAFF: readonly (readonly [StaffKey, string, string, string])[] = [
  ['emma', 'emma_clarke', 'Emma Clarke', '13900000011'],
  ['oliver', 'oliver_bennett', 'Oliver Bennett', '13900000012'],
  ['sophie', 'sophie_turner', 'Sophie Turner', '13900000013'],
  ['daniel', 'daniel_hughes', 'Daniel Hughes', '13900000014'],
  ['chloe', 'chloe_evans', 'Chloe Evans', '13900000015'],
  // an auto-generated username (aim_ prefix) that may still be changed once
  ['ryan', 'aim_k7p2xq', 'Ryan Foster', '13900000016'],
  ['ruth', 'ruth_walsh', 'Ruth Walsh', '13900000017'],
  ['hannah', 'hannah_price', 'Hannah Price', '13900000018'],
  ['george', 'george_ward', 'George Ward', '13900000019'],
  ['lucy', 'lucy_morgan', 'Lucy Morgan', '13900000020'],
];

const DESCRIPTIONS: Partial<Record<DemoKey | StaffKey, string>> = {
  manager: 'Campus manager at Sunshine Coding School. Ask me about timetables and quotas.',
  principal: 'Principal and part-time Python teacher. Curious minds welcome.',
  teacher: 'Coding teacher at Sunshine. I love games, robots and good questions.',
  solo: 'Independent coding tutor running weekend classes.',
  student: 'I like making space games and drawing with code.',
  multi: 'I teach Scratch at Sunshine and robotics at Riverside.',
  emma: 'Scratch and storytelling.',
  oliver: 'Games, games, games.',
};

export function seedCampuses(ctx: SeedContext, catalogue: Catalogue): DemoPeople {
  const { rng } = ctx;
  const { courseIds: c, bagIds: bags } = catalogue;
  const campusOf = new Map<number, number | null>();

  const sunshine = insertOrg({
    name: 'Sunshine Coding School', org_type: '0', text_mark: 'Sunshine', image_mark: orgLogo('0'),
    open_date: ctx.day(-400), start_date: ctx.day(-400), end_date: ctx.day(400),
    overall_organization_data: true, personal_data_center: true, allow_course_bag: true, auto_plan: true, control_type: 2,
    snap_platform: 2, exam_platform: 2, oj_platform: 2, max_staff: 20, max_student: 300, max_team: 30, max_team_studios_num: 60,
  });
  const riverside = insertOrg({
    name: 'Riverside Robotics Club', org_type: '1', text_mark: 'Riverside', image_mark: orgLogo('1'),
    open_date: ctx.day(-360), start_date: ctx.day(-360), end_date: ctx.day(5),
    overall_organization_data: true, personal_data_center: true, allow_course_bag: true, auto_plan: false, control_type: 1,
    snap_platform: 1, exam_platform: 2, oj_platform: 1, max_staff: 10, max_student: 100, max_team: 10, max_team_studios_num: 20,
  });
  const hilltop = insertOrg({
    name: 'Hilltop Academy', org_type: '2', text_mark: 'Hilltop', image_mark: orgLogo('2'),
    open_date: ctx.day(-385), start_date: ctx.day(-385), end_date: ctx.day(-20),
    overall_organization_data: false, personal_data_center: true, allow_course_bag: false, auto_plan: false, control_type: 1,
    snap_platform: 1, exam_platform: 1, oj_platform: 1, max_staff: 8, max_student: 80, max_team: 8, max_team_studios_num: 16,
  });
  const northstar = insertOrg({
    name: 'Northstar Learning Centre', org_type: '1', text_mark: 'Northstar', image_mark: orgLogo('1'),
    open_date: ctx.day(10), start_date: ctx.day(10), end_date: ctx.day(375),
    overall_organization_data: true, personal_data_center: false, allow_course_bag: false, auto_plan: false, control_type: 2,
    snap_platform: 2, exam_platform: 1, oj_platform: 2, max_staff: 12, max_student: 150, max_team: 12, max_team_studios_num: 24,
  });

  const orgByKey: Partial<Record<DemoKey, OrganizationRecord>> = {
    manager: sunshine, principal: sunshine, teacher: sunshine, student: sunshine, multi: sunshine,
    expiring: riverside, expired: hilltop, upcoming: northstar,
  };
  const demo = {} as Record<DemoKey, UserRecord>;
  for (const [key, name, phone, avatar] of DEMO_ACCOUNTS) {
    const org = orgByKey[key] ?? null;
    const isSolo = key === 'solo';
    demo[key] = insertUser(ctx, {
      username: key,
      password: DEMO_PASSWORD,
      phone,
      email: key === 'student' ? '' : `${key}@example.com`,
      user_type: key === 'student' ? 'student' : key === 'visitor' ? null : 'teacher',
      name,
      student_name: key === 'student' ? name : '',
      description: DESCRIPTIONS[key] ?? '',
      avatar_url: AVATAR_PATHS[avatar],
      open_id: key === 'principal' ? 'wx_o6Jk2mPrincipal' : '',
      user_is_used_invitation: isSolo,
      max_team: isSolo ? 3 : 0,
      max_team_people: isSolo ? 40 : 0,
      max_team_studios_num: isSolo ? 5 : 0,
      courses_server_start: isSolo ? ctx.day(-200) : '',
      courses_server_end_date: isSolo ? ctx.day(165) : '',
      selected_org_id: org?.id ?? null,
      created_at: ctx.ago(key === 'student' ? 210 : 390, 600),
    });
    campusOf.set(demo[key].id, org?.id ?? null);
  }

  const staff = {} as Record<StaffKey, UserRecord>;
  const staffOrg: Record<StaffKey, OrganizationRecord> = {
    emma: sunshine, oliver: sunshine, sophie: sunshine, daniel: sunshine, chloe: sunshine, ryan: sunshine, ruth: sunshine,
    hannah: riverside, george: hilltop, lucy: northstar,
  };
  for (const [key, username, name, phone] of STAFF) {
    staff[key] = insertUser(ctx, {
      username, password: DEMO_PASSWORD, phone, email: `${username}@example.com`, user_type: 'teacher', name,
      description: DESCRIPTIONS[key] ?? '', avatar_url: rng.chance(0.7) ? rng.pick(AVATAR_PATHS) : '',
      selected_org_id: staffOrg[key].id, created_at: ctx.ago(rng.int(200, 380), rng.int(0, 600)),
    });
    campusOf.set(staff[key].id, staffOrg[key].id);
  }

  // Employees; the first nine rows have the stable ids listed in seed.ts.
  const teacherCourses = [0, 1, 2, 3, 4, 12, 16, 19, 24, 26, 27, 29, 30].map((i) => c[i]);
  insertEmployee(ctx, demo.manager, sunshine, { is_manager: true, is_teacher: false, is_campus_manager: true, created_at: ctx.ago(400) });
  insertEmployee(ctx, demo.principal, sunshine, { is_manager: true, is_teacher: true, created_at: ctx.ago(398) });
  insertEmployee(ctx, demo.teacher, sunshine, {
    is_full: false, student_num: 80, team_num: 5, sample_reels: 10, courses: teacherCourses, course_bags: [bags[0], bags[2]], created_at: ctx.ago(380),
  });
  insertEmployee(ctx, demo.expiring, riverside, { is_manager: true, is_teacher: false, is_campus_manager: true, created_at: ctx.ago(360) });
  insertEmployee(ctx, demo.expired, hilltop, { courses: [c[0], c[1]], created_at: ctx.ago(380) });
  insertEmployee(ctx, demo.upcoming, northstar, { courses: [c[7], c[8]], created_at: ctx.ago(15) });
  insertEmployee(ctx, demo.multi, sunshine, { courses: [c[0], c[2], c[5]], created_at: ctx.ago(250) });
  insertEmployee(ctx, demo.multi, riverside, { courses: [c[16], c[19]], created_at: ctx.ago(200) });
  const multiInvite = insertEmployee(ctx, demo.multi, northstar, {
    status: 0, is_new: true, invite_expires_at: ctx.ahead(7), created_at: ctx.ago(2),
  });

  const someCourses = () => rng.sample(c.slice(0, 30), rng.int(4, 8)).sort((a, b) => a - b);
  for (const key of ['emma', 'oliver', 'sophie', 'daniel', 'chloe', 'ryan'] as const) {
    insertEmployee(ctx, staff[key], sunshine, { courses: someCourses(), created_at: staff[key].created_at });
  }
  const ruthInvite = insertEmployee(ctx, staff.ruth, sunshine, { status: 0, is_new: true, invite_expires_at: ctx.ahead(5), created_at: ctx.ago(2) });
  insertEmployee(ctx, staff.hannah, riverside, { courses: someCourses() });
  insertEmployee(ctx, staff.george, hilltop, { is_manager: true, is_teacher: false, is_campus_manager: true, created_at: ctx.ago(385) });
  insertEmployee(ctx, staff.lucy, northstar, { is_manager: true, is_teacher: false, is_campus_manager: true, created_at: ctx.ago(30) });

  // Teams: [key, name, creator, teachers, org, key type, cover, courses, bags, hidden, student count]
  const T = (
    key: TeamKey, name: string, creator: UserRecord, teachers: UserRecord[], org: OrganizationRecord | null,
    keyType: 'word' | 'image', cover: Parameters<typeof coverPath>[0], courses: number[], courseBags: number[], extra: Partial<TeamRecord> = {},
  ) =>
    insertTeam(ctx, {
      code: key, name, creator_id: creator.id, teacher_ids: teachers.map((t) => t.id), org_id: org?.id ?? null, key_type: keyType,
      cover: coverPath(cover), courses, course_bags: courseBags, created_at: ctx.ago(rng.int(120, 330), rng.int(0, 600)), ...extra,
    });
  const teams: Record<TeamKey, TeamRecord> = {
    ABCDEF: T('ABCDEF', 'Code Explorers', demo.teacher, [demo.teacher, staff.emma], sunshine, 'word', 'space',
      [c[0], c[1], c[2], c[3], c[12]], [bags[0]], {
        description: 'Grade 4 Tuesday class: games, stories and our first AI project.', show_key: true, hidden_courses: [c[3]], oj_platform: 2, exam_platform: 2, created_at: ctx.ago(330),
      }),
    PICTUR: T('PICTUR', 'Picture Pals', demo.teacher, [demo.teacher], sunshine, 'image', 'rainbow', [c[0], c[26], c[27]], [], {
      description: 'Grade 1-2 beginners who log in with picture cards.', exam_platform: 2, created_at: ctx.ago(300),
    }),
    SPRITE: T('SPRITE', 'Sprite Squad', demo.teacher, [demo.teacher, staff.chloe], sunshine, 'word', 'game', [c[1], c[4], c[24], c[29]], [], {
      description: 'Thursday animation and music club.', oj_platform: 2,
    }),
    NEWBIE: T('NEWBIE', 'Spring Starters', demo.teacher, [demo.teacher], sunshine, 'word', 'garden', [], [], {
      description: 'Starts next term.', is_touch: false, created_at: ctx.ago(3),
    }),
    PYTHON: T('PYTHON', 'Python Pioneers', demo.principal, [demo.principal, staff.daniel], sunshine, 'word', 'code', [c[7], c[8], c[9], c[10]], [bags[1]], {
      description: 'Junior high Python track.', oj_platform: 2, exam_platform: 2,
    }),
    MAKERS: T('MAKERS', 'Little Makers', staff.emma, [staff.emma], sunshine, 'image', 'circuit', [c[16], c[27]], [], { description: 'micro:bit and crafts.' }),
    GALAXY: T('GALAXY', 'Galaxy Gamers', staff.oliver, [staff.oliver, demo.multi], sunshine, 'word', 'space', [c[3], c[29], c[25]], [], {
      description: 'Game design for grade 5-6.', exam_platform: 2,
    }),
    ROBOTS: T('ROBOTS', 'Robot Rangers', demo.manager, [staff.sophie, staff.daniel], sunshine, 'image', 'robot', [c[19], c[20], c[31]], [bags[2]], {
      description: 'Robot car racing team.',
    }),
    RIVERS: T('RIVERS', 'River Robotics', demo.expiring, [demo.multi, staff.hannah], riverside, 'word', 'ocean', [c[16], c[19]], [bags[3]], {
      description: 'Saturday robotics at Riverside.', exam_platform: 2,
    }),
    HILLTP: T('HILLTP', 'Hilltop Coders', staff.george, [demo.expired], hilltop, 'image', 'mountain', [c[0], c[1]], [], { description: 'After-school club.' }),
    NORTHS: T('NORTHS', 'Northstar Pilots', staff.lucy, [demo.upcoming], northstar, 'word', 'sunset', [c[7]], [], { description: 'Our first class, starting soon.' }),
    WEEKND: T('WEEKND', 'Weekend Coders', demo.solo, [demo.solo], null, 'word', 'desert', [c[0], c[7]], [], { description: 'Saturday morning class at the library.' }),
  };

  const roster = new Map<number, UserRecord[]>();
  const usedNames = new Set<string>([...ABCDEF_STUDENTS.map(([n]) => n), ...PICTUR_STUDENTS.map(([n]) => n)]);
  const freshName = (): string => {
    for (;;) {
      const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      if (!usedNames.has(name)) {
        usedNames.add(name);
        return name;
      }
    }
  };
  const enrol = (team: TeamRecord, specs: { name: string; secret: string; extra?: Partial<Parameters<typeof enrolStudent>[1]> }[], existing?: Map<number, UserRecord>) => {
    const list: UserRecord[] = [];
    specs.forEach((spec, i) => {
      const { user } = enrolStudent(
        team,
        {
          name: spec.name,
          secret: spec.secret,
          username: `stu_${team.code.toLowerCase()}_${String(i + 1).padStart(2, '0')}`,
          avatar_url: rng.chance(0.35) ? rng.pick(AVATAR_PATHS) : '',
          created_at: ctx.ago(rng.int(20, 300), rng.int(0, 600)),
          ...spec.extra,
        },
        existing?.get(i),
      );
      list.push(user);
      if (!campusOf.has(user.id)) campusOf.set(user.id, team.org_id);
    });
    roster.set(team.id, list);
    return list;
  };
  const generated = (team: TeamRecord, count: number) => {
    const secrets = team.key_type === 'word' ? rng.sample(SECRET_WORDS, count) : rng.sample(CARD_PATHS, count);
    return Array.from({ length: count }, (_, i) => ({ name: freshName(), secret: secrets[i] }));
  };

  // ABCDEF first, so Li Ming (the demo student) is the team's first student.
  const abcdef = enrol(
    teams.ABCDEF,
    ABCDEF_STUDENTS.map(([name, secret], i) => ({
      name,
      secret,
      extra: i === 18 ? { allow_comments: false } : i === 19 ? { is_freeze: true } : {},
    })),
    new Map([[0, demo.student]]),
  );
  enrol(teams.PICTUR, PICTUR_STUDENTS.map(([name, card]) => ({ name, secret: cardPath(card) })));
  const sprite = enrol(teams.SPRITE, generated(teams.SPRITE, 14));
  // Lucas Chen is in two teams: removing him from one keeps his account.
  enrolStudent(teams.SPRITE, { name: 'Lucas Chen', secret: ABCDEF_STUDENTS[6][1], username: '', created_at: ctx.ago(90) }, abcdef[6]);
  roster.set(teams.SPRITE.id, [...sprite, abcdef[6]]);
  enrol(
    teams.PYTHON,
    generated(teams.PYTHON, 18).map((s, i) => (i === 0 ? { ...s, extra: { password: DEMO_PASSWORD } } : s)),
  );
  enrol(teams.MAKERS, generated(teams.MAKERS, 18));
  enrol(teams.GALAXY, generated(teams.GALAXY, 18));
  enrol(teams.ROBOTS, generated(teams.ROBOTS, 17));
  enrol(teams.RIVERS, generated(teams.RIVERS, 6));
  enrol(teams.HILLTP, generated(teams.HILLTP, 5));
  enrol(teams.NORTHS, generated(teams.NORTHS, 4));
  enrol(teams.WEEKND, generated(teams.WEEKND, 8));
  roster.set(teams.NEWBIE.id, []);

  const sunshineStudents = db.orgStudents.findBy('org_id', sunshine.id).map((s) => db.users.get(s.user_id)!);
  const sunshineStaff = db.employees
    .findBy('org_id', sunshine.id)
    .filter((e) => e.status === 1)
    .map((e) => db.users.get(e.user_id)!);

  return {
    demo,
    staff,
    orgs: { sunshine, riverside, hilltop, northstar },
    teams,
    roster,
    sunshineStaff,
    sunshineStudents,
    campusOf,
    invites: { multi: multiInvite, ruth: ruthInvite },
  };
}
