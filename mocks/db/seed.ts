/**
 * The demo world, in English or Chinese (seed-language.ts; people's names, usernames and secret
 * words are the same in both): four campuses, the demo accounts, their teams, students, courses, projects,
 * portfolios, messages and 90 days of usage. Deterministic (one fixed seed) and relative to
 * `today`, so every screen shows the same, current-looking data on every run.
 *
 * Stable ids (the demo accounts are created first, in this order; password demo1234):
 *   users          1 manager (13800000001)    2 principal (…02)   3 teacher (…03)   4 solo (…04)
 *                  5 visitor (…05)            6 student, Li Ming (…06)              7 expiring (…07)
 *                  8 expired (…08)            9 upcoming (…09)    10 multi (…10)
 *   organizations  1 Sunshine Coding School (valid)   2 Riverside Robotics Club (ends in 5 days)
 *                  3 Hilltop Academy (ended 20 days ago)   4 Northstar Learning Centre (starts in 10 days)
 *   employees      1 manager@1  2 principal@1  3 teacher@1  4 expiring@2  5 expired@3  6 upcoming@4
 *                  7 multi@1  8 multi@2  9 multi@4 (pending invitation, expires in 7 days)
 *   teams          1 ABCDEF  2 PICTUR  3 SPRITE  4 NEWBIE (empty)  5 PYTHON  6 MAKERS  7 GALAXY
 *                  8 ROBOTS (Sunshine)  9 RIVERS (Riverside)  10 HILLTP (Hilltop)  11 NORTHS (Northstar)
 *                  12 WEEKND (the standalone teacher's)
 *   courses        1-33, and 38 (the teachers' guide the help links point to); course bags 1-4;
 *                  then (seed-catalogue-more) courses 39-53, course bag 5, community projects 25-64
 */
import { seedCatalogue } from './seed-catalogue';
import { seedMoreCatalogue } from './seed-catalogue-more';
import { seedCampuses } from './seed-campus';
import { createContext } from './seed-context';
import { linkWorksToUnits, seedLearning } from './seed-learning';
import { seedMessages } from './seed-messages';
import { seedPlanExtras } from './seed-plans';
import { seedDemoUsage } from './seed-usage';
import { seedWorks } from './seed-works';
import { seedShareLinks } from './seed-share-links';
import { seedCampusWorks } from './seed-campus-works';
import { localizeSeededWorld } from './seed-language';
import type { Locale } from '@/types/api';

const DEMO_SEED = 20_260_101;

/**
 * Fills the (empty) database with the demo world, one step at a time: the browser runs the
 * steps between frames, so seeding never holds up the page (see `loadWorldInSteps`). The steps
 * always run in the same order, so the world is the same however they are scheduled.
 */
export function* seedDemoWorldSteps(today: Date, language: Locale = 'en-US'): Generator<void, void, void> {
  const ctx = createContext(today, DEMO_SEED, language);
  const catalogue = seedCatalogue(ctx);
  yield;
  const people = seedCampuses(ctx, catalogue);
  yield;
  const works = seedWorks(ctx, people);
  yield;
  seedLearning(ctx, people, catalogue);
  yield;
  seedMessages(ctx, people, works);
  yield;
  yield* seedDemoUsage(ctx, people, catalogue.courseIds);
  yield;
  seedShareLinks(today, [people.demo.teacher, people.demo.student]);
  yield;
  seedPlanExtras(ctx, people);
  yield;
  seedCampusWorks(today, people);
  yield;
  seedMoreCatalogue(today, catalogue, people, language);
  yield;
  linkWorksToUnits();
  yield;
  // The demo's words in the world's language (the seed's random draws never depend on them).
  localizeSeededWorld(ctx.text);
}

/** Fills the (empty) database with the demo world at once. */
export function seedDemoWorld(today: Date, language: Locale = 'en-US'): void {
  runAll(seedDemoWorldSteps(today, language));
}

/** Runs every step of a seeding generator. */
export function runAll(steps: Generator<void, void, void>): void {
  for (;;) if (steps.next().done) return;
}
