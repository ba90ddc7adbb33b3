/**
 * Usage history the data centres are computed from: daily minutes per hour band on the teaching
 * cloud and the creative platform, course watching and extension use. Patterns follow a school
 * week: students after class and at weekends, staff in working hours, and some idle days.
 */
import { db } from './db';
import type { HourBand } from '@/types/analytics';
import type { UserRecord } from './schema';
import { unitsOf } from './seed-learning';
import type { SeedContext } from './seed-context';
import type { DemoPeople } from './seed-campus';

export const HOUR_BANDS: readonly HourBand[] = ['0-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-20', '20-22', '22-24'];

export type UsageProfile = 'student' | 'staff';

type Bands = Record<HourBand, number>;
const emptyBands = (): Bands => ({ '0-8': 0, '8-10': 0, '10-12': 0, '12-14': 0, '14-16': 0, '16-18': 0, '18-20': 0, '20-22': 0, '22-24': 0 });

/** [band, chance the user is active in it, min minutes, max minutes] */
type Pattern = readonly (readonly [HourBand, number, number, number])[];

const PATTERNS: Record<UsageProfile, { weekday: { online: Pattern; creative: Pattern; idle: number }; weekend: { online: Pattern; creative: Pattern; idle: number } }> = {
  student: {
    weekday: {
      idle: 0.15,
      online: [['10-12', 0.45, 20, 80], ['14-16', 0.45, 20, 80], ['16-18', 0.5, 10, 45], ['18-20', 0.35, 10, 40]],
      creative: [['10-12', 0.3, 15, 60], ['14-16', 0.3, 15, 60], ['16-18', 0.45, 15, 70], ['18-20', 0.4, 10, 60], ['20-22', 0.15, 5, 30]],
    },
    weekend: {
      idle: 0.4,
      online: [['10-12', 0.3, 10, 50], ['14-16', 0.25, 10, 40]],
      creative: [['10-12', 0.45, 20, 100], ['14-16', 0.45, 20, 100], ['20-22', 0.2, 10, 40]],
    },
  },
  staff: {
    weekday: {
      idle: 0.1,
      online: [['8-10', 0.6, 15, 60], ['10-12', 0.75, 30, 110], ['14-16', 0.7, 30, 110], ['16-18', 0.5, 10, 60], ['20-22', 0.3, 10, 45]],
      creative: [['12-14', 0.3, 10, 40], ['16-18', 0.35, 10, 50]],
    },
    weekend: {
      idle: 0.6,
      online: [['20-22', 0.5, 10, 50]],
      creative: [['10-12', 0.3, 10, 60]],
    },
  },
};

/**
 * `days` daily rows for a user, ending `endDaysAgo` days before today. `activity` scales the
 * minutes (1 is an average user).
 */
export function seedDailyUsage(
  ctx: SeedContext,
  user: UserRecord,
  orgId: number | null,
  profile: UsageProfile,
  days: number,
  activity = 1,
  endDaysAgo = 0,
): void {
  const { rng } = ctx;
  // One draw per band decides both whether the user was active and for how long (below p, r/p is
  // uniform again): this loop runs tens of thousands of times per seed.
  const fill = (pattern: Pattern): Bands => {
    const bands = emptyBands();
    for (const [band, p, min, max] of pattern) {
      const r = rng.next();
      if (r < p) bands[band] = Math.min(120, Math.round((min + Math.floor((r / p) * (max - min + 1))) * activity));
    }
    return bands;
  };
  for (let back = endDaysAgo + days - 1; back >= endDaysAgo; back--) {
    const week = ctx.isWeekend(-back) ? PATTERNS[profile].weekend : PATTERNS[profile].weekday;
    const idle = rng.chance(week.idle / Math.max(0.5, activity));
    const online = idle ? emptyBands() : fill(week.online);
    const creative = idle ? emptyBands() : fill(week.creative);
    let creativeTotal = 0;
    for (const band of HOUR_BANDS) creativeTotal += creative[band];
    db.dailyUsage.insert({
      user_id: user.id,
      org_id: orgId,
      date: ctx.day(-back),
      online_bands: online,
      creative_bands: creative,
      projects_submitted: creativeTotal >= 30 ? rng.int(0, creativeTotal >= 90 ? 3 : 1) : 0,
    });
  }
}

/** `count` viewing sessions of units of the given courses within the last `withinDays` days. */
export function seedCourseWatches(ctx: SeedContext, user: UserRecord, courseIds: readonly number[], count: number, withinDays = 90): void {
  const { rng } = ctx;
  const units = unitsOf(courseIds);
  if (units.length === 0) return;
  for (let i = 0; i < count; i++) {
    const [course, unit] = rng.pick(units);
    db.courseWatches.insert({
      user_id: user.id, course_id: course, unit_id: unit, seconds: rng.int(5, 45) * 60, date: ctx.day(-rng.int(0, withinDays - 1)),
    });
  }
}

/** How often the user used `count` of the extensions. */
export function seedExtensionUses(ctx: SeedContext, user: UserRecord, count: number): void {
  const { rng } = ctx;
  const ids = db.extensions.all().map((e) => e.id);
  for (const id of rng.sample(ids, count)) db.extensionUses.insert({ user_id: user.id, extension_id: id, count: rng.int(1, 40) });
}

/**
 * 90 days for Sunshine, 30 for the other campuses' people and the standalone class. A step per
 * user, so the browser can seed between frames (see `loadWorldInSteps`).
 */
export function* seedDemoUsage(ctx: SeedContext, people: DemoPeople, allCourseIds: readonly number[]): Generator<void, void, void> {
  const { rng } = ctx;
  const { demo, orgs, teams, roster } = people;
  const keen = new Set([demo.student.id, demo.teacher.id]);
  const teamCourses = (user: UserRecord) => {
    const membership = db.teamStudents.findOne('user_id', user.id);
    return membership ? db.teams.get(membership.team_id)!.courses : [];
  };

  for (const user of people.sunshineStaff) {
    const activity = keen.has(user.id) ? 1.2 : rng.next() * 0.7 + 0.5;
    seedDailyUsage(ctx, user, orgs.sunshine.id, 'staff', 90, activity);
    const employee = db.employees.findBy('user_id', user.id).find((e) => e.org_id === orgs.sunshine.id)!;
    seedCourseWatches(ctx, user, employee.courses.length > 0 ? employee.courses : allCourseIds, keen.has(user.id) ? 24 : rng.int(6, 12));
    seedExtensionUses(ctx, user, keen.has(user.id) ? 9 : rng.int(2, 8));
    yield;
  }
  for (const user of people.sunshineStudents) {
    const activity = keen.has(user.id) ? 1.2 : rng.next() * 0.9 + 0.3;
    seedDailyUsage(ctx, user, orgs.sunshine.id, 'student', 90, activity);
    seedCourseWatches(ctx, user, teamCourses(user), keen.has(user.id) ? 20 : rng.int(3, 6));
    seedExtensionUses(ctx, user, keen.has(user.id) ? 7 : rng.int(1, 6));
    yield;
  }

  const others: [UserRecord[], number | null, number][] = [
    [[demo.expiring, people.staff.hannah, ...roster.get(teams.RIVERS.id)!], orgs.riverside.id, 0],
    // Hilltop's service ended 20 days ago: its history stops there.
    [[demo.expired, people.staff.george, ...roster.get(teams.HILLTP.id)!], orgs.hilltop.id, 20],
    [[demo.solo, ...roster.get(teams.WEEKND.id)!], null, 0],
  ];
  for (const [users, orgId, endDaysAgo] of others) {
    for (const user of users) {
      const profile: UsageProfile = user.user_type === 'student' ? 'student' : 'staff';
      seedDailyUsage(ctx, user, orgId, profile, 30, rng.next() * 0.8 + 0.4, endDaysAgo);
      seedCourseWatches(ctx, user, profile === 'student' ? teamCourses(user) : allCourseIds.slice(0, 10), 3, 30 + endDaysAgo);
      seedExtensionUses(ctx, user, rng.int(1, 3));
      yield;
    }
  }
}
