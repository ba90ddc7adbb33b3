/**
 * Teaching plans added after the first demo world (a step of its own with its own random
 * stream, so the earlier steps draw exactly as before): more plans shared into Sunshine by
 * other teachers, one of them disabled by its owner.
 */
import { db } from './db';
import { planFileSlug, planFileUrl, UPLOADED_PLANS } from './content-plans';
import { PLAN_FILE_SIZES } from './plan-file-sizes';
import { createRng } from './random';
import type { DemoPeople } from './seed-campus';
import type { UserRecord } from './schema';
import type { SeedContext } from './seed-context';

const PLANS_SEED = 15_150_015;

export function seedPlanExtras(ctx: SeedContext, people: DemoPeople): void {
  const rng = createRng(PLANS_SEED);
  const { demo, orgs } = people;
  const shared = (owner: number, [fileName, stage]: readonly [string, string], enable: boolean) =>
    db.teachPlans.insert({
      owner_id: owner,
      org_id: orgs.sunshine.id,
      file_name: fileName,
      file_url: planFileUrl(fileName),
      file_key: null,
      file_size: PLAN_FILE_SIZES[planFileSlug(fileName)] ?? 0,
      course_bag_tag: stage,
      course_bag: null,
      enable,
      is_share: true,
      auto_generated: false,
      sort: 0,
      created_at: ctx.ago(rng.int(3, 60), rng.int(0, 600)),
    });
  shared(demo.principal.id, UPLOADED_PLANS.codingClubRules, true);
  shared(demo.manager.id, UPLOADED_PLANS.microbitLab, false);
}

const LARGE_PLANS_SEED = 15_150_016;
const KINDS = ['docx', 'xlsx', 'pdf'] as const;
const TOPICS = ['Term plan', 'Weekly schedule', 'Assessment rubric', 'Lab checklist', 'Parents handout', 'Unit plan', 'Club rules', 'Project brief'];

/**
 * The large world's plans, for the plan list's benchmark: its manager keeps 60 plans (40 enabled),
 * the two managers among its teachers share 40 each into the campus, every other teacher keeps 5.
 * Their documents are the demo world's static ones (a plan's name and its file need not match here).
 */
export function seedLargePlans(ctx: SeedContext, manager: UserRecord, teachers: readonly UserRecord[], orgId: number): void {
  const rng = createRng(LARGE_PLANS_SEED);
  const stages = ['Grade 1-2', 'Grade 3-4', 'Grade 5-6', 'Junior High', 'All stages'];
  const documents = Object.values(UPLOADED_PLANS).map(([name]) => name);
  const plan = (owner: UserRecord, i: number, fields: { enable: boolean; share: boolean }) => {
    const kind = KINDS[i % KINDS.length];
    const source = documents.find((d) => d.endsWith(`.${kind}`)) ?? documents[0];
    db.teachPlans.insert({
      owner_id: owner.id, org_id: orgId, file_name: `${rng.pick(TOPICS)} ${owner.username} ${i + 1}.${kind}`,
      file_url: planFileUrl(source), file_key: null, file_size: PLAN_FILE_SIZES[planFileSlug(source)] ?? 0,
      course_bag_tag: rng.pick(stages), course_bag: null, enable: fields.enable, is_share: fields.share,
      auto_generated: false, sort: 0, created_at: ctx.ago(rng.int(1, 400), rng.int(0, 1400)),
    });
  };
  for (let i = 0; i < 60; i++) plan(manager, i, { enable: i < 40, share: false });
  teachers.forEach((teacher, t) => {
    const count = t < 2 ? 40 : 5;
    for (let i = 0; i < count; i++) plan(teacher, i, { enable: true, share: t < 2 });
  });
}
