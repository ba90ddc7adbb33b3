/**
 * Learners' own projects, portfolios (personal, team-linked and regional) with members, works,
 * activity and follows, favourites and home-page comments of the demo world.
 */
import { db } from './db';
import type { CommentRecord, ProjectRecord, StudioRecord, UserRecord } from './schema';
import type { ActivityVerb, StudioKind } from '@/types/portfolio';
import { COMMENT_TEXTS, PERSONAL_STUDIO_TITLES, PROJECT_TITLES, REPLY_TEXTS, STUDIO_DESCRIPTIONS } from './content-projects';
import { COVER_PATHS, coverPath, type CoverName } from './content-people';
import type { DemoPeople } from './seed-campus';
import type { SeedContext } from './seed-context';

export interface DemoWorks {
  projectsOf: (user: UserRecord) => ProjectRecord[];
  studios: StudioRecord[];
  /** portfolios the demo teacher / student / multi / manager is invited to but has not joined */
  pendingInvites: { teacher: StudioRecord; student: StudioRecord; multi: StudioRecord; manager: StudioRecord };
  homeComments: { teacher: CommentRecord[]; student: CommentRecord[] };
}

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function seedWorks(ctx: SeedContext, people: DemoPeople): DemoWorks {
  const { rng } = ctx;
  const { demo, staff, teams, roster } = people;
  const byOwner = new Map<number, ProjectRecord[]>();
  const projectsOf = (user: UserRecord) => byOwner.get(user.id) ?? [];
  const publicOf = (user: UserRecord) => projectsOf(user).filter((p) => p.lms_public);

  const makeProjects = (owner: UserRecord, count: number, publicRatio: number) => {
    const titles = rng.sample(PROJECT_TITLES, count);
    const list = titles.map((title, i) => {
      const isPublic = i < Math.round(count * publicRatio);
      const createdDays = rng.int(1, 200);
      const views = isPublic ? rng.int(8, 640) : rng.int(0, 6);
      const loves = Math.floor(views * rng.next() * 0.25);
      return db.projects.insert({
        owner_id: owner.id,
        title,
        image: rng.pick(COVER_PATHS),
        platform: rng.chance(0.75) ? 'scratch' : 'snap',
        lms_public: isPublic,
        views,
        loves,
        favorites: Math.floor(loves * rng.next() * 0.7),
        remixes: isPublic ? rng.int(0, 14) : 0,
        shared_views: isPublic ? rng.int(0, 90) : 0,
        created_at: ctx.ago(createdDays, rng.int(0, 600)),
        updated_at: ctx.ago(rng.int(0, createdDays - 1), rng.int(0, 300)),
      });
    });
    byOwner.set(owner.id, [...projectsOf(owner), ...list]);
  };

  makeProjects(demo.student, 22, 0.75);
  makeProjects(demo.teacher, 22, 0.7);
  makeProjects(demo.manager, 4, 0.5);
  makeProjects(demo.principal, 6, 0.67);
  makeProjects(demo.multi, 3, 0.67);
  makeProjects(demo.solo, 5, 0.6);
  makeProjects(demo.expiring, 2, 0.5);
  makeProjects(demo.expired, 2, 0.5);
  makeProjects(demo.upcoming, 1, 0);
  for (const key of ['emma', 'oliver', 'sophie', 'daniel', 'chloe'] as const) makeProjects(staff[key], 3, 0.67);
  makeProjects(staff.hannah, 1, 1);
  for (const [teamId, students] of roster) {
    const team = db.teams.get(teamId)!;
    for (const s of students) {
      if (s.id === demo.student.id || byOwner.has(s.id)) continue;
      const count = team.code === 'ABCDEF' ? rng.int(2, 4) : rng.int(0, 3);
      if (count > 0) makeProjects(s, count, 0.67);
    }
  }

  // Portfolios.
  const studios: StudioRecord[] = [];
  const studio = (
    kind: StudioKind, title: string, owner: UserRecord, daysAgo: number,
    opts: { org?: number | null; team?: number | null; cover?: CoverName; description?: string } = {},
  ): StudioRecord => {
    const s = db.studios.insert({
      code: rng.chars(8, CODE_ALPHABET), kind, title,
      description: opts.description ?? rng.pick(STUDIO_DESCRIPTIONS),
      cover: opts.cover ? coverPath(opts.cover) : rng.pick(COVER_PATHS),
      owner_id: owner.id, org_id: opts.org ?? null, team_id: opts.team ?? null, is_touch: true, created_at: ctx.ago(daysAgo, 30),
    });
    db.studioMembers.insert({ studio_id: s.id, user_id: owner.id, role: 'owner', invited: false, created_at: s.created_at });
    studios.push(s);
    return s;
  };
  const members = (s: StudioRecord, users: UserRecord[], role: 'manager' | 'curator', invited = false) => {
    const age = Math.floor((Date.parse(ctx.ago(0)) - Date.parse(s.created_at)) / 86_400_000);
    for (const u of users) {
      if (u.id === s.owner_id) continue;
      db.studioMembers.insert({
        studio_id: s.id, user_id: u.id, role, invited, created_at: invited ? ctx.ago(rng.int(0, 3), rng.int(0, 600)) : ctx.ago(rng.int(1, Math.max(1, age - 1)), rng.int(0, 600)),
      });
    }
  };
  /** Adds works (public projects only) with the matching activity trail. */
  const works = (s: StudioRecord, projects: ProjectRecord[], count: number) => {
    const chosen = rng.sample(projects.filter((p) => p.lms_public), count);
    const age = Math.floor((Date.parse(ctx.ago(0)) - Date.parse(s.created_at)) / 86_400_000);
    const memberIds = db.studioMembers.findBy('studio_id', s.id).filter((m) => !m.invited).map((m) => m.user_id);
    const actorFor = (p: ProjectRecord) => (memberIds.includes(p.owner_id) ? p.owner_id : s.owner_id);
    const activity = (verb: ActivityVerb, actor: number, days: number, tgt = '', extra = '') =>
      db.studioActivities.insert({ studio_id: s.id, verb, actor_id: actor, tgt_name: tgt, tgt_content: extra, obj_name: s.title, created_at: ctx.ago(days, rng.int(0, 600)) });

    activity('studioactivity', s.owner_id, age);
    const days = chosen.map(() => rng.int(0, Math.max(0, age - 1))).sort((a, b) => b - a);
    // The first three arrive together as one bulk add, the rest one by one.
    const bulk = chosen.slice(0, Math.min(3, chosen.length));
    chosen.forEach((p, i) => {
      const when = i < bulk.length ? days[0] : days[i];
      db.studioProjects.insert({ studio_id: s.id, project_id: p.id, added_by: i < bulk.length ? s.owner_id : actorFor(p), created_at: ctx.ago(when, 5) });
    });
    if (bulk.length > 0) activity('studio_bulk_add_project', s.owner_id, days[0], bulk[0].title, bulk.slice(1).map((p) => p.title).join(','));
    chosen.slice(bulk.length).forEach((p, i) => activity('studio_project_add', actorFor(p), days[i + bulk.length], p.title));
    if (chosen.length > 1) activity('studio_project_update', actorFor(chosen[1]), Math.max(0, days[1] - 1), chosen[1].title);
    activity('studio_project_delete', s.owner_id, rng.int(0, Math.max(0, age - 1)), rng.pick(PROJECT_TITLES));
    if (age > 10) activity('studioactivity', s.owner_id, rng.int(0, 9));
  };

  const S = people.orgs.sunshine.id;
  const abc = roster.get(teams.ABCDEF.id)!;
  const sunshineKids = people.sunshineStudents;
  const kidsWork = (list: UserRecord[]) => list.flatMap(publicOf);

  // Personal portfolios.
  const p1 = studio('personal', 'My Best Games', demo.teacher, 150, { cover: 'game' });
  members(p1, [staff.emma], 'manager');
  members(p1, [demo.student], 'curator');
  works(p1, [...publicOf(demo.teacher), ...publicOf(demo.student)], 10);
  const p2 = studio('personal', 'Animation Corner', demo.teacher, 120, { cover: 'rainbow' });
  members(p2, abc.slice(1, 3), 'curator');
  members(p2, [staff.oliver], 'curator', true);
  works(p2, [...publicOf(demo.teacher), ...kidsWork(abc.slice(1, 3))], 7);
  const p3 = studio('personal', 'Game Jam Entries', demo.teacher, 60, { cover: 'code' });
  works(p3, [...publicOf(demo.teacher), ...kidsWork(abc)], 6);
  const p4 = studio('personal', 'Weekend Projects', demo.student, 100, { cover: 'space' });
  members(p4, [abc[1]], 'curator');
  members(p4, [abc[2]], 'curator', true);
  works(p4, publicOf(demo.student), 8);
  const p5 = studio('personal', 'Story Time', demo.student, 45, { cover: 'castle' });
  works(p5, publicOf(demo.student), 4);
  const others: StudioRecord[] = [];
  for (const [owner, title] of [
    [staff.emma, 'Art and Patterns'], [staff.oliver, 'Puzzle Collection'], [staff.chloe, 'Music Makers'],
    [demo.principal, 'Science Simulations'], [abc[1], "Emma's Arcade"], [abc[2], "Noah's Animations"],
  ] as const) {
    const s = studio('personal', title, owner, rng.int(40, 180));
    works(s, [...publicOf(owner), ...kidsWork(rng.sample(sunshineKids, 6))], rng.int(4, 9));
    others.push(s);
  }
  const p12 = studio('personal', 'Campus Favourites', demo.manager, 200, { cover: 'sunset' });
  works(p12, kidsWork(sunshineKids), 12);
  const p13 = studio('personal', PERSONAL_STUDIO_TITLES[8], demo.solo, 90, { cover: 'ai' });
  works(p13, [...publicOf(demo.solo), ...kidsWork(roster.get(teams.WEEKND.id)!)], 5);

  // Team portfolios: the team's other teachers manage, its students take part.
  const teamStudio = (code: keyof typeof teams, title: string, owner: UserRecord, daysAgo: number, count: number, cover?: CoverName) => {
    const team = teams[code];
    const s = studio('team', title, owner, daysAgo, { team: team.id, org: team.org_id, cover });
    members(s, team.teacher_ids.map((id) => db.users.get(id)!), 'manager');
    const kids = roster.get(team.id)!;
    members(s, kids, 'curator');
    works(s, kidsWork(kids), count);
    return s;
  };
  teamStudio('ABCDEF', 'ABCDEF Showcase', demo.teacher, 160, 16, 'space');
  teamStudio('ABCDEF', 'ABCDEF Game Jam', demo.teacher, 50, 8, 'game');
  teamStudio('PICTUR', 'Picture Pals', demo.teacher, 140, 9, 'rainbow');
  teamStudio('SPRITE', 'Sprite Stories', demo.teacher, 110, 8, 'castle');
  teamStudio('PYTHON', 'Python Projects', demo.principal, 130, 10, 'code');
  teamStudio('MAKERS', 'Maker Gallery', staff.emma, 100, 9, 'circuit');
  teamStudio('GALAXY', 'Galaxy Games', staff.oliver, 90, 10, 'space');
  teamStudio('ROBOTS', 'Robot Builds', demo.manager, 80, 8, 'robot');
  teamStudio('RIVERS', 'River Robots', demo.multi, 70, 4, 'ocean');
  teamStudio('WEEKND', 'Weekend Wonders', demo.solo, 60, 5, 'desert');

  // Regional portfolios of a campus (no team).
  const a1 = studio('area', 'Sunshine Stars', demo.manager, 240, { org: S, cover: 'sunset', description: 'The best works of Sunshine Coding School, chosen every month by our teachers.' });
  members(a1, [demo.teacher, demo.principal], 'manager');
  const stars = [demo.student, ...rng.sample(sunshineKids.filter((k) => k.id !== demo.student.id), 11)];
  members(a1, [staff.emma, ...stars], 'curator');
  members(a1, [staff.sophie], 'curator', true);
  works(a1, kidsWork(stars), 18);
  const pythonKids = roster.get(teams.PYTHON.id)!;
  const a2 = studio('area', 'Young Coders', demo.principal, 180, { org: S, cover: 'code', description: 'Python and text-based projects from across the campus.' });
  members(a2, [staff.daniel], 'manager');
  members(a2, pythonKids.slice(0, 8), 'curator');
  members(a2, [demo.student, demo.multi], 'curator', true);
  works(a2, kidsWork(pythonKids.slice(0, 8)), 8);
  const makers = roster.get(teams.MAKERS.id)!;
  const a3 = studio('area', 'Science Fair', staff.emma, 75, { org: S, cover: 'garden', description: 'Simulations and inventions for the spring science fair.' });
  members(a3, makers.slice(0, 10), 'curator');
  members(a3, [demo.teacher], 'curator', true);
  works(a3, kidsWork(makers.slice(0, 10)), 7);
  const rivers = roster.get(teams.RIVERS.id)!;
  const a4 = studio('area', 'Robot Expo', demo.expiring, 150, { org: people.orgs.riverside.id, cover: 'robot', description: 'Robot builds from Riverside Robotics Club.' });
  members(a4, [demo.multi], 'manager');
  members(a4, rivers, 'curator');
  works(a4, kidsWork(rivers), 4);

  // Follows: the teacher follows six personal portfolios of others.
  const follow = (s: StudioRecord, u: UserRecord) =>
    db.studioFollows.insert({ studio_id: s.id, user_id: u.id, created_at: ctx.ago(rng.int(0, 60), rng.int(0, 600)) });
  for (const s of others) follow(s, demo.teacher);
  for (const s of [p1, p2, others[4]]) follow(s, demo.student);
  for (const u of rng.sample(sunshineKids, 9)) if (u.id !== demo.student.id) follow(p1, u);
  for (const u of rng.sample(abc.slice(1), 4)) follow(p4, u);
  follow(a1, demo.teacher);
  follow(a1, demo.principal);
  // The manager follows a colleague's portfolio (issue 32: its news reaches the manager's inbox).
  db.studioFollows.insert({ studio_id: a2.id, user_id: demo.manager.id, created_at: ctx.ago(3) });

  // Favourites (projects of others, public).
  const allPublic = db.projects.filter((p) => p.lms_public);
  const favour = (u: UserRecord, count: number) => {
    for (const p of rng.sample(allPublic.filter((p) => p.owner_id !== u.id), count)) {
      db.favorites.insert({ user_id: u.id, project_id: p.id, created_at: ctx.ago(rng.int(0, 120), rng.int(0, 600)) });
    }
  };
  favour(demo.teacher, 24);
  favour(demo.student, 22);
  favour(demo.manager, 6);
  favour(demo.principal, 5);
  favour(demo.multi, 3);
  for (const u of rng.sample(sunshineKids, 25)) if (u.id !== demo.student.id) favour(u, rng.int(1, 5));

  const homeComments = {
    student: comments(ctx, demo.student, [demo.teacher, ...abc.slice(1, 12)], 14),
    teacher: comments(ctx, demo.teacher, [demo.principal, staff.emma, ...abc.slice(0, 10)], 12),
  };
  comments(ctx, demo.manager, [demo.teacher, demo.principal, staff.emma], 3);

  // The manager's invitation to Animation Corner, which their messages announce (001 §4): written
  // last and without the random source, so every other seeded row stays as it was.
  db.studioMembers.insert({ studio_id: p2.id, user_id: demo.manager.id, role: 'curator', invited: true, created_at: ctx.ago(1, 90) });

  return { projectsOf, studios, pendingInvites: { teacher: a3, student: a2, multi: a2, manager: p2 }, homeComments };
}

/** Top-level comments on a home page, some with the owner's reply; the third one is deleted. */
function comments(ctx: SeedContext, owner: UserRecord, authors: UserRecord[], count: number): CommentRecord[] {
  const { rng } = ctx;
  const out: CommentRecord[] = [];
  const texts = rng.sample(COMMENT_TEXTS, count);
  for (let i = 0; i < count; i++) {
    const days = rng.int(1, 90);
    const top = db.comments.insert({
      target_user_id: owner.id, author_id: authors[i % authors.length].id, parent_id: null,
      content: texts[i % texts.length], deleted: i === 2, created_at: ctx.ago(days, rng.int(0, 600)),
    });
    out.push(top);
    if (i % 3 === 0) {
      out.push(
        db.comments.insert({
          target_user_id: owner.id, author_id: owner.id, parent_id: top.id,
          content: rng.pick(REPLY_TEXTS), deleted: false, created_at: ctx.ago(Math.max(0, days - 1), rng.int(0, 600)),
        }),
      );
    }
    if (i === 0) {
      out.push(
        db.comments.insert({
          target_user_id: owner.id, author_id: authors[(i + 1) % authors.length].id, parent_id: top.id,
          content: 'Me too, it is brilliant!', deleted: false, created_at: ctx.ago(Math.max(0, days - 2), rng.int(0, 600)),
        }),
      );
    }
  }
  return out;
}
