/**
 * External share links of public projects (spec 002 §4.1: withdrawing a project deletes the
 * links already generated): a few for the demo teacher's and student's public works. A seed
 * step of its own, with its own random stream, so the rest of the demo world stays as it was.
 */
import { db } from './db';
import { createContext } from './seed-context';
import type { UserRecord } from './schema';

const SHARE_LINK_SEED = 16_001;
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function seedShareLinks(today: Date, owners: readonly UserRecord[]): void {
  const ctx = createContext(today, SHARE_LINK_SEED);
  const { rng } = ctx;
  for (const owner of owners) {
    const shared = db.projects.findBy('owner_id', owner.id).filter((p) => p.lms_public);
    for (const project of rng.sample(shared, Math.ceil(shared.length / 2))) {
      for (let i = rng.int(1, 2); i > 0; i--) {
        db.projectShareLinks.insert({ project_id: project.id, code: rng.chars(10, CODE_ALPHABET), created_at: ctx.ago(rng.int(0, 60), rng.int(0, 600)) });
      }
    }
  }
}
