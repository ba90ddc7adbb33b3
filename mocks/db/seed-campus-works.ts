/**
 * The last month of work at Sunshine, for the campus data centre and the team reports: students
 * make projects on school days (fewer at weekends) and hand most of them in to their team's
 * portfolio the same day; teachers and the campus's managers make a few of their own. Its own
 * random stream, after every other step, so the rest of the demo world is unchanged. The demo
 * student and the demo teacher keep their own works as they were (other areas show those).
 */
import { db } from './db';
import { COVER_PATHS } from './content-people';
import { PROJECT_TITLES } from './content-projects';
import type { ProjectRecord, UserRecord } from './schema';
import type { DemoPeople } from './seed-campus';
import { createContext, type SeedContext } from './seed-context';

const CAMPUS_WORKS_SEED = 20_260_419;
/** How far back the month of work goes: the daily charts' 31 days. */
const DAYS = 31;

/** Chance of making a work on a school day; a weekend day counts for half. */
const DAILY_CHANCE = { student: 0.07, staff: 0.05, manager: 0.05 } as const;
/** Share of students' works handed in to the team portfolio. */
const HAND_IN = 0.75;

function makeWork(ctx: SeedContext, owner: UserRecord, daysAgo: number): ProjectRecord {
  const { rng } = ctx;
  // Older works have had more time to be seen.
  const reach = 1 + Math.min(daysAgo, 20) / 4;
  const views = Math.round(rng.int(4, 60) * reach);
  const loves = Math.floor(views * rng.next() * 0.3);
  const created = ctx.ago(daysAgo, rng.int(0, 480));
  return db.projects.insert({
    owner_id: owner.id,
    title: rng.pick(PROJECT_TITLES),
    image: rng.pick(COVER_PATHS),
    platform: rng.chance(0.75) ? 'scratch' : 'snap',
    lms_public: true,
    views,
    loves,
    favorites: Math.floor(loves * rng.next() * 0.7),
    remixes: rng.int(0, 6),
    shared_views: Math.floor(views * rng.next() * 0.4),
    created_at: created,
    updated_at: created,
  });
}

export function seedCampusWorks(today: Date, people: DemoPeople): void {
  const ctx = createContext(today, CAMPUS_WORKS_SEED);
  const { rng } = ctx;
  const { demo, orgs } = people;
  const untouched = new Set([demo.student.id, demo.teacher.id]);
  const managers = new Set(db.employees.findBy('org_id', orgs.sunshine.id).filter((e) => e.is_manager).map((e) => e.user_id));

  const authors: [UserRecord, number][] = [
    ...people.sunshineStudents.map((u) => [u, DAILY_CHANCE.student] as [UserRecord, number]),
    ...people.sunshineStaff.map((u) => [u, managers.has(u.id) ? DAILY_CHANCE.manager : DAILY_CHANCE.staff] as [UserRecord, number]),
  ];
  for (const [user, chance] of authors) {
    if (untouched.has(user.id)) continue;
    const membership = user.user_type === 'student' ? db.teamStudents.findOne('user_id', user.id) : undefined;
    const studio = membership ? db.studios.findBy('team_id', membership.team_id)[0] : undefined;
    for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
      if (!rng.chance(ctx.isWeekend(-daysAgo) ? chance / 2 : chance)) continue;
      const work = makeWork(ctx, user, daysAgo);
      if (!studio || !rng.chance(HAND_IN)) continue;
      db.studioProjects.insert({ studio_id: studio.id, project_id: work.id, added_by: user.id, created_at: work.created_at });
      db.studioActivities.insert({
        studio_id: studio.id, verb: 'studio_project_add', actor_id: user.id, tgt_name: work.title, tgt_content: '', obj_name: studio.title, created_at: work.created_at,
      });
    }
  }
}
